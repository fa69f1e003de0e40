import { createRequire } from 'node:module';
import type { Language } from '../../contract/story.js';
import { CHILDRENS_WORDS } from './childrensWords.js';
import { ORDINARY_WORDS } from './ordinaryWords.js';

/**
 * The maintained word lists of the offered languages besides English (the LDNOOBW lists, npm
 * `naughty-words`, CC BY 4.0) and the children's list in that language (childrensWords.ts),
 * each matched as whole words in text of its own language only: a word of one language is often
 * an ordinary word of another ('bite', 'pesce').
 */
const require = createRequire(import.meta.url);
const LISTED: Record<Exclude<Language, 'en'>, string> = {
  es: 'naughty-words/es.json',
  fr: 'naughty-words/fr.json',
  de: 'naughty-words/de.json',
  pt: 'naughty-words/pt.json',
  it: 'naughty-words/it.json',
};

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTERS = '[\\p{L}\\p{M}]*';
/** A children's-list word as a pattern: '*' at either end stands for more letters of the word. */
const childrensPattern = (word: string) => {
  const core = word.replace(/^\*|\*$/g, '');
  const body = escape(fold(core)).replace(/\s+/g, '\\s+');
  return `${word.startsWith('*') ? LETTERS : ''}${body}${word.endsWith('*') ? LETTERS : ''}`;
};
/** No letter, mark or digit on either side: a whole word or phrase, accents included. */
const wholeWords = (words: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'gu');

function matcherOf(language: Exclude<Language, 'en'>): RegExp {
  const listed: unknown = require(LISTED[language]);
  if (!Array.isArray(listed)) throw new Error(`the ${language} word list is not a list`);
  const ordinary = new Set((ORDINARY_WORDS[language] ?? []).map(fold));
  const words = [...new Set(listed.filter((w): w is string => typeof w === 'string').map(fold))]
    .filter((w) => w.trim() && !ordinary.has(w))
    // Longest first, so a phrase wins over a word inside it.
    .sort((a, b) => b.length - a.length)
    .map((w) => escape(w.trim()).replace(/\s+/g, '\\s+'));
  const childrens = [...CHILDRENS_WORDS[language]].sort((a, b) => b.length - a.length).map(childrensPattern);
  return wholeWords([...words, ...childrens]);
}

const matchers = new Map<Language, RegExp>();

/** The listed words in these texts, as typed, for a text in `language`; none for English. */
export function listedWords(texts: readonly string[], language: Language): string[] {
  if (language === 'en') return [];
  let matcher = matchers.get(language);
  if (!matcher) {
    matcher = matcherOf(language);
    matchers.set(language, matcher);
  }
  const found: string[] = [];
  for (const text of texts) {
    const folded = fold(text);
    const original = text.normalize('NFC');
    // Lowercasing these scripts keeps lengths, so the match's place is the typed word's place.
    for (const match of folded.matchAll(matcher))
      found.push(
        folded.length === original.length
          ? original.slice(match.index, match.index + match[0].length)
          : match[0],
      );
  }
  return found;
}
