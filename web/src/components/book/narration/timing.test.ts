import { describe, expect, it } from 'vitest';
import { pageAfter, placeWords, stepPage, wordIndexAt, type TimedWord } from './timing';

const TEXT = 'Mia found a boat.';
const WORDS: TimedWord[] = [
  { text: 'Mia', start: 0, end: 3, startMs: 100, endMs: 400 },
  { text: 'found', start: 4, end: 9, startMs: 450, endMs: 800 },
  { text: 'a', start: 10, end: 11, startMs: 800, endMs: 900 },
  { text: 'boat', start: 12, end: 16, startMs: 950, endMs: 1400 },
];

describe('wordIndexAt', () => {
  it('lights no word before the first one starts', () => {
    expect(wordIndexAt(WORDS, 0)).toBeNull();
    expect(wordIndexAt(WORDS, 99.9)).toBeNull();
  });

  it('lights each word from its start, through the pause after it', () => {
    expect(wordIndexAt(WORDS, 100)).toBe(0);
    expect(wordIndexAt(WORDS, 420)).toBe(0);
    expect(wordIndexAt(WORDS, 450)).toBe(1);
    expect(wordIndexAt(WORDS, 800)).toBe(2);
    expect(wordIndexAt(WORDS, 920)).toBe(2);
    expect(wordIndexAt(WORDS, 1399)).toBe(3);
  });

  it('lights nothing once the last word has ended, or on a page without words', () => {
    expect(wordIndexAt(WORDS, 1401)).toBeNull();
    expect(wordIndexAt([], 500)).toBeNull();
  });

  it('is never more than a frame late at any speed when checked every frame', () => {
    // Checked every 16.7 ms of page time at 1.5x (25 ms of audio), each word lights within
    // one check of its start: the reader's drift is the frame, far under 150 ms.
    for (const word of WORDS) {
      let t = 0;
      while (wordIndexAt(WORDS, t) !== WORDS.indexOf(word)) t += 25;
      expect(t - word.startMs).toBeLessThan(25);
    }
  });
});

describe('placeWords', () => {
  it('keeps the stored offsets where the text shown is the text narrated', () => {
    expect(placeWords(TEXT, WORDS)).toEqual(WORDS.map(({ start, end }) => ({ start, end })));
  });

  it('finds each word in order where the text shown differs (spaces, a word missing)', () => {
    const shown = '  Mia  found a  boat.';
    expect(placeWords(shown, WORDS)).toEqual([
      { start: 2, end: 5 },
      { start: 7, end: 12 },
      { start: 13, end: 14 },
      { start: 16, end: 20 },
    ]);
    expect(placeWords('Mia a boat.', WORDS)).toEqual([
      { start: 0, end: 3 },
      null,
      { start: 4, end: 5 },
      { start: 6, end: 10 },
    ]);
  });
});

describe('pageAfter', () => {
  const pages = [
    { status: 'ready' as const, audioUrl: '/1' },
    { status: 'failed' as const },
    { status: 'ready' as const, audioUrl: '/3' },
  ];

  it('goes on to the next page with narration when pages turn by themselves', () => {
    expect(pageAfter(pages, 0, true)).toBe(2);
  });

  it('stays on the page otherwise, and stops after the last page', () => {
    expect(pageAfter(pages, 0, false)).toBeNull();
    expect(pageAfter(pages, 2, true)).toBeNull();
  });
});

describe('stepPage', () => {
  it('moves one page, never before the first or past the last', () => {
    expect(stepPage(10, 0, -1)).toBe(0);
    expect(stepPage(10, 4, 1)).toBe(5);
    expect(stepPage(10, 9, 1)).toBe(9);
  });
});
