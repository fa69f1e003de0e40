/**
 * The timing of a narrated page, apart from any audio element: which word is being spoken at a
 * time, where each word sits in the text shown, and which page plays next.
 */

export interface TimedWord {
  text: string;
  /** UTF-16 offsets in the page's text, end exclusive. */
  start: number;
  end: number;
  startMs: number;
  endMs: number;
}

/**
 * The index of the word being spoken at `ms` into the page's audio: the last word already begun,
 * kept lit through the pause after it so the light does not flicker between words; null before
 * the first word and after the last one ends. `words` are in spoken order.
 */
export function wordIndexAt(words: readonly TimedWord[], ms: number): number | null {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((words[mid] as TimedWord).startMs <= ms) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  if (found < 0) return null;
  if (found === words.length - 1 && ms > (words[found] as TimedWord).endMs) return null;
  return found;
}

/**
 * Each word's place in the text as shown: its stored offsets when the text there is the word
 * (the usual case), else the next place the word appears after the previous one (the shown
 * text trimmed or spaced differently). A word not found has no place (null) and is not lit.
 */
export function placeWords(
  text: string,
  words: readonly TimedWord[],
): ({ start: number; end: number } | null)[] {
  let from = 0;
  return words.map((word) => {
    if (word.text && text.slice(word.start, word.end) === word.text && word.start >= from) {
      from = word.end;
      return { start: word.start, end: word.end };
    }
    const at = word.text ? text.indexOf(word.text, from) : -1;
    if (at < 0) return null;
    from = at + word.text.length;
    return { start: at, end: from };
  });
}

/** What a page's narration is doing, as the reader needs it to choose where to go. */
export interface PlayablePage {
  status: 'pending' | 'ready' | 'failed';
  audioUrl?: string;
}

const playable = (page: PlayablePage | undefined) => page?.status === 'ready' && Boolean(page.audioUrl);

/**
 * Where to go when a page's audio ends: the next page with narration when pages turn by
 * themselves, else stay (null). The last page ends the reading (null).
 */
export function pageAfter(
  pages: readonly PlayablePage[],
  current: number,
  turnByThemselves: boolean,
): number | null {
  if (!turnByThemselves) return null;
  for (let next = current + 1; next < pages.length; next += 1) if (playable(pages[next])) return next;
  return null;
}

/** The page a step of `delta` (-1 or +1) reaches from `current`, kept within the book. */
export function stepPage(pageCount: number, current: number, delta: number): number {
  return Math.min(pageCount - 1, Math.max(0, current + delta));
}

/** Whether the page can be played from its stored narration. */
export const canPlay = playable;

/** Speeds offered for narration: the audio's playback rate, its pitch kept. */
export const NARRATION_SPEEDS = [0.75, 1, 1.25, 1.5] as const;
