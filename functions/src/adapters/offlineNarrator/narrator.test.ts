import { describe, expect, it } from 'vitest';
import { VOICES } from '../../contract/narration.js';
import { LANGUAGES } from '../../contract/story.js';
import { wordsFromEvents } from '../../engines/narrator/index.js';
import { EngineError } from '../../ports/engineError.js';
import { OfflineNarrator } from './narrator.js';

const PAGES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'Mia ran to the big green park, and she smiled at the ducks.',
  es: 'El niño comió pan. ¡Qué rico estaba!',
  fr: 'Léa marche dans la forêt avec son chien.',
  de: 'Die Kinder spielen fröhlich im großen Garten.',
  pt: 'A menina olhou para o céu e sorriu.',
  it: 'Il bambino corre nel prato con il suo cane.',
};

/** An MP3 frame header: the 11-bit sync word. */
const isMp3 = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;

describe('the offline narrator', () => {
  const narrator = new OfflineNarrator();

  it.each(LANGUAGES)(
    'speaks %s in both voices, each word timed where it is in the text',
    async (language) => {
      const text = PAGES[language];
      const results = [];
      for (const voice of VOICES[language]) {
        const narration = await narrator.narrate({ text, language, voice: voice.id });
        expect(isMp3(narration.audio)).toBe(true);
        expect(narration.mimeType).toBe('audio/mpeg');
        expect(narration.durationMs).toBeGreaterThan(1000);
        const spoken = text.split(/\s+/).length;
        expect(narration.words.length).toBe(spoken);
        let lastStart = -1;
        for (const word of narration.words) {
          expect(text.slice(word.start, word.end)).toBe(word.text);
          expect(word.text).toMatch(/\p{L}/u);
          expect(word.startMs).toBeGreaterThan(lastStart);
          expect(word.endMs).toBeGreaterThanOrEqual(word.startMs);
          expect(word.endMs).toBeLessThanOrEqual(narration.durationMs);
          lastStart = word.startMs;
        }
        results.push(narration.audio);
      }
      // Two voices, two different recordings.
      expect(results[0]?.equals(results[1] as Buffer)).toBe(false);
    },
  );

  it('reads the same page the same way again (eSpeak keeps some state: timings may move by a few ms)', async () => {
    const request = { text: PAGES.en, language: 'en' as const, voice: 'en-US-Neural2-F' };
    const [a, b] = [await narrator.narrate(request), await narrator.narrate(request)];
    expect(b.words.map((w) => [w.text, w.start, w.end])).toEqual(
      a.words.map((w) => [w.text, w.start, w.end]),
    );
    expect(Math.abs(a.durationMs - b.durationMs)).toBeLessThan(100);
  });

  it('speaks at the pace it is given (the API tests speak faster), the same words', async () => {
    const request = { text: PAGES.de, language: 'de' as const, voice: 'de-DE-Neural2-B' };
    const slow = await narrator.narrate(request);
    const fast = await new OfflineNarrator({ wordsPerMinute: 450 }).narrate(request);
    expect(fast.durationMs).toBeLessThan(slow.durationMs / 2);
    expect(fast.words.map((w) => w.text)).toEqual(slow.words.map((w) => w.text));
  });

  it('refuses a voice of another language as a request that cannot succeed', async () => {
    await expect(
      narrator.narrate({ text: 'Hola', language: 'es', voice: 'en-US-Neural2-F' }),
    ).rejects.toThrow(EngineError);
  });
});

describe('word timings from eSpeak events', () => {
  it('maps code point positions to UTF-16 offsets and ends a word at the next or at its sentence end', () => {
    const text = 'Hi 🐸 frog. Bye';
    const words = wordsFromEvents(
      text,
      [
        { type: 'word', text_position: 1, word_length: 2, audio_position: 0 },
        { type: 'word', text_position: 6, word_length: 4, audio_position: 300 },
        { type: 'end', text_position: 0, word_length: 0, audio_position: 700 },
        { type: 'word', text_position: 12, word_length: 3, audio_position: 900 },
      ],
      1500,
    );
    expect(words).toEqual([
      { text: 'Hi', start: 0, end: 2, startMs: 0, endMs: 300 },
      { text: 'frog', start: 6, end: 10, startMs: 300, endMs: 700 },
      { text: 'Bye', start: 12, end: 15, startMs: 900, endMs: 1500 },
    ]);
  });
});
