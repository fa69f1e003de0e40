import { LANGUAGE_ENGLISH_NAMES, MORAL_VALUES, type Language } from '../../contract/story.js';
import { writeEnglishOf, writeStory } from './compose.js';
import { checkWording } from './contentSchema.js';
import { SPANISH } from './es/index.js';
import { SETTINGS_ES } from './es/settings.js';
import type { StoryLanguage } from './language.js';
import type { ComposedStory, StoryRequest } from './request.js';
import { SETTINGS } from './settings.js';

/**
 * The registry of the languages the storyteller writes besides English: the one module that
 * knows them (the core declares the StoryLanguage interface, each language module implements
 * it). A language's copy of the content every language has is checked here, as it is wired in.
 */
const STORY_LANGUAGES: ReadonlyMap<Language, StoryLanguage> = new Map([['es', SPANISH]]);
for (const language of STORY_LANGUAGES.values()) checkWording(language);

/**
 * Writes the whole story for a request (compose.ts's writeStory) in the request's language: a
 * language without a module of its own gets the English book.
 */
export function composeStory(request: StoryRequest): ComposedStory {
  return writeStory(request, STORY_LANGUAGES.get(request.language));
}

/**
 * A bilingual book (issue 45): the request's language first, its `secondLanguage` second, both
 * written from one skeleton in the language that is not English (its places and storylines have
 * text in both), so the two texts tell the same story page for page. The pictures are the first
 * language's book's. Only English with a language of the registry: the caller checks
 * writesLanguage for both.
 */
export function composeBilingual(
  request: StoryRequest,
): ComposedStory & { secondTitle: string; secondParagraphs: string[] } {
  const second = request.secondLanguage;
  const other = [request.language, second].find((l) => l !== 'en');
  const skeleton = other && STORY_LANGUAGES.get(other);
  if (!second || !skeleton || (request.language !== 'en' && second !== 'en'))
    throw new Error(`no bilingual book in ${request.language} and ${second ?? 'nothing'}`);
  const english = writeEnglishOf({ ...request, language: 'en' }, skeleton);
  const translated = writeStory({ ...request, language: other }, skeleton);
  const [first, next] = request.language === 'en' ? [english, translated] : [translated, english];
  return { ...first, secondTitle: next.title, secondParagraphs: next.paragraphs };
}

/**
 * What Spanish still lacks before the product may offer it (issue 28): the morals without a
 * Spanish storyline and the places without Spanish text. Each storyline has both age groups by
 * its schema, so one per moral is enough.
 */
export function spanishMissing(): { morals: string[]; settings: string[] } {
  return {
    morals: MORAL_VALUES.filter((m) => SPANISH.storylines[m].length === 0),
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
