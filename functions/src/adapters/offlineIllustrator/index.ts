export { OfflineIllustrator } from './illustrator.js';
export {
  composeScene,
  castTraits,
  type ComposedScene,
  type PlacedCharacter,
  type Framing,
} from './compose.js';
export {
  parseScene,
  SETTINGS,
  TIMES_OF_DAY,
  PROP_KINDS,
  type SceneSpec,
  type Setting,
  type TimeOfDay,
  type PropKind,
} from './scene.js';
export { deriveTraits, type CharacterTraits } from './traits.js';
