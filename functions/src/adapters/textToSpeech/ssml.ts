/**
 * The SSML asked of Text-to-Speech (issue 44): the page's text with a `<mark name="w{i}"/>`
 * before each word, so the answer's time points give the second each word starts.
 */
export interface PageWord {
  text: string;
  /** UTF-16 offsets in the page's text, end exclusive. */
  start: number;
  end: number;
}

const TOKEN = /\S+/gu;
/** What is trimmed from a token's ends: anything but letters and digits (quotes, commas, dashes). */
const EDGE = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** The spoken words of a text: tokens between spaces, trimmed of punctuation; pure punctuation is no word. */
export function wordsOf(text: string): PageWord[] {
  const words: PageWord[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const lead = /^[^\p{L}\p{N}]*/u.exec(token)?.[0].length ?? 0;
    const core = token.replace(EDGE, '');
    if (!core) continue;
    const start = (match.index ?? 0) + lead;
    words.push({ text: core, start, end: start + core.length });
  }
  return words;
}

export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export const markName = (i: number) => `w${i}`;

/** The text as SSML, a mark before each of its words (the text between them kept as it is). */
export function ssmlWithMarks(text: string, words: PageWord[] = wordsOf(text)): string {
  let at = 0;
  let ssml = '<speak>';
  words.forEach((word, i) => {
    ssml += `${escapeXml(text.slice(at, word.start))}<mark name="${markName(i)}"/>`;
    at = word.start;
  });
  return `${ssml}${escapeXml(text.slice(at))}</speak>`;
}

export interface Timepoint {
  markName?: string | null;
  timeSeconds?: number | null;
}

/**
 * Each word timed from the marks' time points: a word starts at its mark and ends where the next
 * word starts (the last with the audio). A mark the answer left out takes the time of the word
 * before it, so the words stay in order.
 */
export function timedWords(words: PageWord[], timepoints: readonly Timepoint[], durationMs: number) {
  const at = new Map<string, number>();
  for (const point of timepoints)
    if (point.markName && typeof point.timeSeconds === 'number')
      at.set(point.markName, Math.round(point.timeSeconds * 1000));
  const starts: number[] = [];
  words.forEach((_, i) => {
    const known = at.get(markName(i));
    starts.push(Math.min(durationMs, Math.max(known ?? 0, starts[i - 1] ?? 0)));
  });
  return words.map((word, i) => ({
    ...word,
    startMs: starts[i] as number,
    endMs: Math.max(starts[i] as number, starts[i + 1] ?? durationMs),
  }));
}
