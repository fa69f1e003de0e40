/**
 * The offline storyteller: writes a 10-paragraph story from a storyline per moral value, a
 * telling, a setting and fillers (all in content/), with no network. Same request and seed ->
 * same story. Everything outside this folder imports it from here.
 */
export type { ComposedStory, StoryCharacter, StoryRequest } from './request.js';
export { composeBilingual, composeStory } from './languages.js';
export { measureVariety, type VarietyFigures } from './variety.js';
export { SETTINGS, type Setting } from './settings.js';
export {
  SPANISH_COMPLETE,
  WRITTEN_LANGUAGES,
  spanishMissing,
  writesLanguage,
  unwrittenLanguageMessage,
} from './languages.js';
