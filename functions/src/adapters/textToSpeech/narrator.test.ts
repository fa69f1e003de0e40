import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTextToSpeechStandIn,
  type TextToSpeechStandIn,
} from '../../../../emulators/src/textToSpeech/server.js';
import { VOICES } from '../../contract/narration.js';
import { LANGUAGES } from '../../contract/story.js';
import { EngineError } from '../../ports/engineError.js';
import { TextToSpeechNarrator } from './narrator.js';

let standIn: TextToSpeechStandIn;
let narrator: TextToSpeechNarrator;
beforeAll(async () => {
  standIn = await startTextToSpeechStandIn();
  narrator = new TextToSpeechNarrator({ timeoutMs: 20_000, standInUrl: standIn.url });
});
afterAll(() => standIn?.close());

const PAGE = 'Mia ran to the "big" green park & she smiled at the ducks.';

describe('the Text-to-Speech narrator against the local stand-in of its REST API', () => {
  it('asks v1beta1 for MP3 with a mark before each word and times each word from its mark', async () => {
    const narration = await narrator.narrate({ text: PAGE, language: 'en', voice: 'en-US-Neural2-D' });
    const asked = standIn.requests.at(-1);
    expect(asked?.voice).toEqual({ languageCode: 'en-US', name: 'en-US-Neural2-D' });
    // The REST transport sends the enums as numbers: MP3 (2) and SSML_MARK (1).
    expect(asked?.audioConfig?.audioEncoding).toBe(2);
    expect(asked?.audioConfig?.sampleRateHertz).toBe(24000);
    expect(asked?.enableTimePointing).toEqual([1]);
    expect(asked?.input?.ssml).toBe(
      '<speak><mark name="w0"/>Mia <mark name="w1"/>ran <mark name="w2"/>to <mark name="w3"/>the &quot;<mark name="w4"/>big&quot; <mark name="w5"/>green <mark name="w6"/>park &amp; <mark name="w7"/>she <mark name="w8"/>smiled <mark name="w9"/>at <mark name="w10"/>the <mark name="w11"/>ducks.</speak>',
    );
    expect(narration.mimeType).toBe('audio/mpeg');
    expect(narration.audio[0]).toBe(0xff);
    expect(narration.durationMs).toBeGreaterThan(2000);
    expect(narration.words.map((w) => w.text)).toEqual([
      'Mia',
      'ran',
      'to',
      'the',
      'big',
      'green',
      'park',
      'she',
      'smiled',
      'at',
      'the',
      'ducks',
    ]);
    for (const word of narration.words) expect(PAGE.slice(word.start, word.end)).toBe(word.text);
    const starts = narration.words.map((w) => w.startMs);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
    expect(narration.words.at(-1)?.endMs).toBe(narration.durationMs);
  });

  it.each(LANGUAGES)('speaks %s in every voice of the catalogue', async (language) => {
    for (const voice of VOICES[language]) {
      const narration = await narrator.narrate({ text: 'Uno, dos, tres.', language, voice: voice.id });
      expect(narration.words).toHaveLength(3);
    }
  });

  it('says a rate limit or an outage may be tried again, and a refused request may not', async () => {
    standIn.failNext(429);
    const limited = await narrator
      .narrate({ text: PAGE, language: 'en', voice: 'en-US-Neural2-F' })
      .catch((e) => e);
    expect(limited).toBeInstanceOf(EngineError);
    expect(limited).toMatchObject({ retryable: true, reason: 'rate-limited' });
    standIn.failNext(503);
    await expect(
      narrator.narrate({ text: PAGE, language: 'en', voice: 'en-US-Neural2-F' }),
    ).rejects.toMatchObject({
      retryable: true,
    });
    standIn.failNext(400);
    await expect(
      narrator.narrate({ text: PAGE, language: 'en', voice: 'en-US-Neural2-F' }),
    ).rejects.toMatchObject({
      retryable: false,
    });
    // A voice of another language never reaches the API.
    const before = standIn.requests.length;
    await expect(narrator.narrate({ text: PAGE, language: 'es', voice: 'en-US-Neural2-F' })).rejects.toThrow(
      EngineError,
    );
    expect(standIn.requests.length).toBe(before);
  });
});
