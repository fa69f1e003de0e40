import { describe, expect, it } from 'vitest';
import { encodeMp3 } from '../../engines/narrator/index.js';
import { mp3DurationMs } from './mp3Duration.js';
import { escapeXml, ssmlWithMarks, timedWords, wordsOf } from './ssml.js';

describe('the SSML of a page', () => {
  it('finds the spoken words, trimmed of punctuation, with their offsets in the text', () => {
    const text = '«¡Hola, Mía!» — dijo l’abeille… 3 veces.';
    const words = wordsOf(text);
    expect(words.map((w) => w.text)).toEqual(['Hola', 'Mía', 'dijo', 'l’abeille', '3', 'veces']);
    for (const word of words) expect(text.slice(word.start, word.end)).toBe(word.text);
  });

  it('puts a mark before each word and escapes the text between them', () => {
    expect(ssmlWithMarks('Tom & <Ana> said "hi".')).toBe(
      '<speak><mark name="w0"/>Tom &amp; &lt;<mark name="w1"/>Ana&gt; <mark name="w2"/>said &quot;<mark name="w3"/>hi&quot;.</speak>',
    );
    expect(ssmlWithMarks('')).toBe('<speak></speak>');
    expect(escapeXml(`a'b`)).toBe('a&apos;b');
  });

  it('times each word from its mark, ends it at the next, and keeps order where a mark is missing', () => {
    const words = wordsOf('one two three four');
    const timed = timedWords(
      words,
      [
        { markName: 'w0', timeSeconds: 0.1 },
        { markName: 'w1', timeSeconds: 0.5 },
        // w2 missing
        { markName: 'w3', timeSeconds: 1.25 },
        { markName: 'other', timeSeconds: 9 },
      ],
      2000,
    );
    expect(timed.map((w) => [w.text, w.startMs, w.endMs])).toEqual([
      ['one', 100, 500],
      ['two', 500, 500],
      ['three', 500, 1250],
      ['four', 1250, 2000],
    ]);
  });
});

describe('the length of an MP3', () => {
  it('sums its frames (MPEG-2 at 22.05 kHz as the offline encoder writes it)', () => {
    const samples = new Int16Array(22050 * 3);
    for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin(i / 8) * 6000);
    const mp3 = encodeMp3(samples, 22050);
    expect(Math.abs(mp3DurationMs(mp3) - 3000)).toBeLessThan(60);
  });

  it('skips an ID3 tag and what is not a frame', () => {
    const samples = new Int16Array(22050);
    const mp3 = encodeMp3(samples, 22050);
    const tag = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 4, 1, 2, 3, 4]);
    expect(mp3DurationMs(Buffer.concat([tag, mp3]))).toBe(mp3DurationMs(mp3));
    expect(mp3DurationMs(Buffer.from('not audio'))).toBe(0);
  });
});
