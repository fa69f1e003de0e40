/**
 * The offline illustrator: picture-book scenes drawn as SVG from a page's legend and the book's
 * characters, rendered to PNG. Deterministic: the same request gives the same picture; another
 * variant gives another composition. Everything outside this folder imports it from here.
 */
export type { SceneCharacter, SceneRequest } from './request.js';
export {
  composeScene,
  castTraits,
  FRAMINGS,
  type ComposedScene,
  type PlacedCharacter,
  type PlacedPhoto,
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
export { planPage, type PagePlan } from './plan.js';
export { deriveTraits, type CharacterTraits, type HumanTraits } from './traits.js';
export { renderPng, renderPixels, meanPixelDifference, type Raster } from './render.js';
export { drawScene } from './draw.js';
export { characterPortraitSvg, type PortraitOptions } from './portrait.js';
export { castSheetSvg } from './castSheet.js';
export { checkScene, namedInLegend, type SceneProblem, type SceneRule } from './check.js';
export { sceneKind, FRAMING_OF_KIND, type SceneKind } from './framing.js';
export { SAFE_BOX, TRIM_BOX, SAFE_INSET_PX, PRINT_PAGE, type Box } from './safeArea.js';
export { checkAgreement, placesIn } from './agreement.js';
export { applyStyle } from './styles/index.js';
export { renderStyledPng, FILTERED_STYLE_MAX_PX } from './styles/printSize.js';
