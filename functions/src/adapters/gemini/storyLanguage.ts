import { LANGUAGE_ENGLISH_NAMES, type Language } from '../../contract/story.js';

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
