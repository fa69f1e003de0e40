import { LANGUAGE_ENGLISH_NAMES, PAGES_PER_BOOK, type Language } from '../../contract/story.js';

/**
 * What the story prompt says about the book's language (issue 28). The parent and child read
 * the title and paragraphs, so those are in their language; the legends and looks are read by
 * the illustrator and the page checker, whose prompts are English, so they stay English. None
 * for English: the prompt every English book was written from stays as it was.
 */
export function languageRules(language: Language): string[] {
  if (language === 'en') return [];
  const name = LANGUAGE_ENGLISH_NAMES[language];
  return [
    `Language: write the title and every paragraph in ${name}, as a native ${name} children’s author writes for young ${name}-speaking children: natural, idiomatic ${name} with its own accents and punctuation, not a translation from English.`,
    'Keep every character’s name exactly as given, untranslated.',
    `Write the illustration descriptions (legends) and characterLooks in English, for the illustrator, even though the story is in ${name}.`,
  ];
}

/**
 * A bilingual book (issue 45): the same story again in a second language, page for page, as
 * secondTitle and secondParagraphs; the names stay as given and the legends stay English.
 */
export function secondLanguageRules(second: Language): string[] {
  const name = LANGUAGE_ENGLISH_NAMES[second];
  return [
    `Second language: this book is bilingual. Also write secondTitle and secondParagraphs: the same title and the same ${PAGES_PER_BOOK} paragraphs in ${name}, page for page, as a native ${name} children’s author would tell them, keeping every character’s name exactly as given.`,
  ];
}
