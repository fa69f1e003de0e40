import type { Lang } from './lang.js';

/** Small text helpers shared by the story modules. */

export function cap(text: string): string {
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** 'A', 'A and B', 'A, B and C'; in Spanish 'A, B y C' (e before an i sound: 'Mia e Isabel'). */
export function listNames(names: readonly string[], lang: Lang = 'en'): string {
  if (names.length <= 1) return names[0] ?? '';
  const last = names[names.length - 1] as string;
  const and = lang === 'en' ? 'and' : /^h?[ií](?![aeiouáéó])/i.test(last) ? 'e' : 'y';
  return `${names.slice(0, -1).join(', ')} ${and} ${last}`;
}

/** Title Case for titles: small words stay lower case unless first. */
export function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'by', 'up']);
  return text
    .split(' ')
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : cap(w)))
    .join(' ');
}

/** Sentences of a paragraph, split after . ! ? (and a closing quote), for repetition checks. */
export function sentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<!\b(?:Mr|Mrs|Ms|Dr|St)\.)(?<=[.!?…][”’"»]?)\s+(?=[“"«¡¿A-ZÁÉÍÓÚÑ])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Collapse whitespace, remove characters that would break templates, legends or the text format. */
export function cleanInline(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[{}<>[\]\\|*_#`~^"“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A person's name as the story prints it: cleaned, and capitalised when typed all lower case. */
export function cleanName(name: string, fallback: string): string {
  const cleaned = cleanInline(name)
    .replace(/[.,:;!?]+$/u, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .slice(0, 40)
    .trim();
  if (cleaned.length === 0) return fallback;
  if (cleaned === cleaned.toLowerCase())
    return cleaned.replace(/(^|[\s-])(\p{L})/gu, (_, s: string, l: string) => s + l.toUpperCase());
  return cleaned;
}

const TRAILING_SMALL =
  /\s+(?:and|or|but|so|the|a|an|to|with|of|for|in|on|at|who|that|which|is|are|was|were|will|can|my|his|her|their|she|he|they|it|we|i)$/i;
const CLAUSE_START = /^(?:and|but|so|because|who|that|which|while|when|with|then)$/i;

/**
 * A free description made safe to quote: cleaned, the first sentence when it is long, at most
 * maxChars characters and maxWords words, cut at a clause boundary (a comma, 'and', 'who' ...)
 * when there is one, else at a word boundary without a dangling small word.
 */
export function quotableDetail(
  description: string,
  maxWords: number,
  maxChars = 200,
  childName = '',
): string {
  let text = cleanInline(description)
    .slice(0, maxChars * 2)
    .replace(
      /^(?:please\s+)?(?:write\s+)?(?:a|the)\s+(?:bed\s*time\s+)?story\s+(?:about|where|in which|of|for|with)\s+/i,
      '',
    );
  if (childName)
    text = text.replace(
      /\b(?:my|our) (?:little )?(?:son|daughter|child|kid|boy|girl|one|toddler|baby)\b/gi,
      childName,
    );
  const firstSentence = /^(.+?[.!?])\s/u.exec(text + ' ')?.[1];
  if (firstSentence && firstSentence.split(' ').length >= 4) text = firstSentence;
  text = text.replace(/[\s.,;:!?'’-]+$/u, '');
  const words = text.split(' ');
  if (words.length <= maxWords && text.length <= maxChars) return text;
  let keep = Math.min(words.length, maxWords);
  while (keep > 1 && words.slice(0, keep).join(' ').length > maxChars) keep -= 1;
  const boundary = (i: number, strong: boolean): boolean => {
    const next = words[i] ?? '';
    const last = words[i - 1] ?? '';
    return strong ? /^(and|but|so)$/i.test(next) || /[,;:]$/.test(last) : CLAUSE_START.test(next);
  };
  const cut = [true, false].map((strong) => {
    for (let i = keep; i >= 4; i--) if (boundary(i, strong)) return i;
    return 0;
  });
  keep = cut[0] || cut[1] || keep;
  let out = words.slice(0, keep).join(' ');
  let prev = '';
  while (prev !== out) {
    prev = out;
    out = out.replace(TRAILING_SMALL, '').replace(/[\s,;:'’-]+$/u, '');
  }
  return out.slice(0, maxChars);
}
