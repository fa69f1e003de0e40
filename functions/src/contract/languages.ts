// No zod here: the web's first paint imports these (the language switcher) without the schemas.

/** The story languages a parent can choose at create (issue 28), as ISO 639-1 codes. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language as its own speakers name it: what the create pages and the library show. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  it: 'Italiano',
};
/** English in the storytellers' prompts, whatever the page shows. */
export const LANGUAGE_ENGLISH_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
};
