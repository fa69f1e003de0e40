/**
 * How long a book takes to read aloud (issue 28: the reading time uses the book's language).
 * Words are counted with the language's own word rules (Intl.Segmenter: '¡Qué' and '«Oui»'
 * are one word each, punctuation none), and read at the calm pace of reading to a child,
 * which differs by language: German words are longer, Spanish and Italian ones
 * have more syllables (rates from read-aloud studies, rounded down for a child's pace).
 */
const WORDS_PER_MINUTE: Record<string, number> = {
  en: 120,
  es: 110,
  fr: 115,
  de: 100,
  pt: 110,
  it: 110,
};
const DEFAULT_RATE = 120;

/** The words of a text as the language counts them. */
export function countWords(text: string, language = 'en'): number {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  let words = 0;
  for (const part of segmenter.segment(text)) if (part.isWordLike) words += 1;
  return words;
}

/** Whole minutes to read these paragraphs aloud, at least 1. */
export function readAloudMinutes(paragraphs: readonly string[], language = 'en'): number {
  const words = paragraphs.reduce((sum, p) => sum + countWords(p, language), 0);
  const rate = WORDS_PER_MINUTE[language.split('-')[0] ?? 'en'] ?? DEFAULT_RATE;
  return Math.max(1, Math.round(words / rate));
}
