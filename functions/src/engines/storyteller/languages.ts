import { LANGUAGE_ENGLISH_NAMES, type Language } from '../../contract/story.js';

/**
 * The languages the offline storyteller has content for. Only English today: Spanish joins
 * when its storylines land (issue 28). A request in any other language is refused, never
 * answered with an English book the parent did not ask for.
 */
export const WRITTEN_LANGUAGES: readonly Language[] = ['en'];

export function writesLanguage(language: Language): boolean {
  return WRITTEN_LANGUAGES.includes(language);
}

/** What the parent reads when the local engine cannot write their language. */
export function unwrittenLanguageMessage(language: Language): string {
  const names = WRITTEN_LANGUAGES.map((l) => LANGUAGE_ENGLISH_NAMES[l]);
  const written = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return (
    `This StorySprout writes stories with its local engine, which writes only ${written}: ` +
    `it cannot write a story in ${LANGUAGE_ENGLISH_NAMES[language]}. Please choose ${written} as the story language.`
  );
}
