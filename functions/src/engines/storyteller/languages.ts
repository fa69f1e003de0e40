import { LANGUAGE_ENGLISH_NAMES, MORAL_VALUES, type Language } from '../../contract/story.js';
import { SETTINGS_ES } from './es/settings.js';
import { STORYLINES_ES } from './es/storylines.js';
import { SETTINGS } from './settings.js';

/**
 * What Spanish still lacks before the product may offer it (issue 28): the morals without a
 * Spanish storyline and the places without Spanish text. Each storyline has both age groups by
 * its schema, so one per moral is enough.
 */
export function spanishMissing(): { morals: string[]; settings: string[] } {
  return {
    morals: MORAL_VALUES.filter((m) => STORYLINES_ES[m].length === 0),
    settings: SETTINGS.filter((s) => !SETTINGS_ES.has(s.id)).map((s) => s.id),
  };
}

const missing = spanishMissing();

/** Every moral and every place has Spanish text: a Spanish book never runs out of either. */
export const SPANISH_COMPLETE = missing.morals.length === 0 && missing.settings.length === 0;

/**
 * The languages the offline storyteller writes for the product. Spanish joins by itself when
 * its content is complete (SPANISH_COMPLETE); until then composeStory can write a Spanish book
 * for the morals and places that have Spanish text (`npm run story -- --language es`), but a
 * parent's Spanish request is refused like any other language, never answered with a book that
 * falls back on English. A request in any other language is refused.
 */
export const WRITTEN_LANGUAGES: readonly Language[] = SPANISH_COMPLETE ? ['en', 'es'] : ['en'];

export function writesLanguage(language: Language): boolean {
  return WRITTEN_LANGUAGES.includes(language);
}

/** What the parent reads when the local engine cannot write their language. */
export function unwrittenLanguageMessage(language: Language): string {
  const names = WRITTEN_LANGUAGES.map((l) => LANGUAGE_ENGLISH_NAMES[l]);
  const written = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return (
    `This StorySprout writes stories with its local engine, which writes only ${written}: ` +
    `it cannot write a story in ${LANGUAGE_ENGLISH_NAMES[language]}. Please choose ${names.join(' or ')} as the story language.`
  );
}
