import {
  DataSet,
  RegExpMatcher,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
} from 'obscenity';
import type { Language } from '../../contract/story.js';
import type { ModerationResult, Moderator } from '../../ports/moderator.js';
import { ALLOWED_PHRASES, CHILDRENS_PATTERNS } from './childrensList.js';
import { listedWords } from './otherLanguages.js';

/** Characters that may stand for letters in leetspeak and so belong to the word around them. */
const WORD_CHAR = /[\p{L}\p{N}$@*!#%+|_'’-]/u;
const EDGE_PUNCTUATION = /^[!'’\-_|#%+*]+|[!'’\-_|#%+*.]+$/gu;

function buildMatcher(): RegExpMatcher {
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  for (const entry of CHILDRENS_PATTERNS) {
    dataset.addPhrase((phrase) => {
      let builder = phrase.setMetadata({ originalWord: entry.word });
      for (const p of entry.patterns) builder = builder.addPattern(parseRawPattern(p));
      return builder;
    });
  }
  dataset.addPhrase((phrase) => {
    let builder = phrase;
    for (const term of ALLOWED_PHRASES) builder = builder.addWhitelistedTerm(term);
    return builder;
  });
  return new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });
}

/** The whole word around a match, as the person typed it ('Pissed', 'sh1t', 'f*ck'). */
function wordAround(text: string, start: number, end: number): string {
  let from = start;
  let to = end + 1;
  while (from > 0 && WORD_CHAR.test(text[from - 1] as string)) from -= 1;
  while (to < text.length && WORD_CHAR.test(text[to] as string)) to += 1;
  const word = text.slice(from, to).replace(EDGE_PUNCTUATION, '');
  return word.length > 0 ? word : text.slice(start, end + 1);
}

/**
 * Screens free text with obscenity's English dataset and recommended transformers (leetspeak,
 * look-alike characters, stretched letters) plus StorySprout's list for a children's product,
 * and text of a book in another language with that language's LDNOOBW list too (issue 28).
 */
export class WordListModerator implements Moderator {
  readonly description = 'word list (obscenity + StorySprout list)';
  private readonly matcher = buildMatcher();

  async check(texts: string[], language: Language = 'en'): Promise<ModerationResult> {
    return this.checkSync(texts, language);
  }

  checkSync(texts: readonly string[], language: Language = 'en'): ModerationResult {
    const offending: string[] = [];
    const seen = new Set<string>();
    const add = (word: string) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      offending.push(word);
    };
    for (const text of texts) {
      if (!text) continue;
      for (const match of this.matcher.getAllMatches(text, true))
        add(wordAround(text, match.startIndex, match.endIndex));
    }
    // English words are refused in every book (names and English words turn up in all of them).
    listedWords(texts, language).forEach(add);
    return { ok: offending.length === 0, offending };
  }
}
