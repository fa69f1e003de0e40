// The package ships no types; its declaration is beside this file (tsconfig.scripts.json sees it only so).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./espeak-ng-emscripten.d.ts" />
/**
 * The offline narrator (issue 44 item 1): eSpeak-NG compiled to WebAssembly
 * (@echogarden/espeak-ng-emscripten, GPL-3.0, its voices and dictionaries inside the package)
 * speaks a page, its word events give each word's place and time, and a pure-JS LAME
 * (@breezystack/lamejs, LGPL-3.0) encodes the samples as MP3. No network, no key. Runs in the functions (tasks) only, never in the web bundle.
 */
import createEspeak, { type EspeakEvent, type EspeakWorker } from '@echogarden/espeak-ng-emscripten';
import { Mp3Encoder } from '@breezystack/lamejs';

/** How a voice of the catalogue sounds here: eSpeak's language, its gender and pitch. */
export interface OfflineVoice {
  /** eSpeak's language code (en, es, fr, de, pt, it). */
  language: string;
  gender: 'female' | 'male';
  /** Words a minute (80-450): a storybook pace unless given. */
  wordsPerMinute?: number;
}

export interface SpokenWord {
  text: string;
  /** UTF-16 offsets in the text, end exclusive. */
  start: number;
  end: number;
  startMs: number;
  endMs: number;
}

export interface Speech {
  samples: Int16Array;
  sampleRate: number;
  durationMs: number;
  words: SpokenWord[];
}

/** A storybook pace: slower than eSpeak's 175 words a minute. */
const WORDS_PER_MINUTE = 150;
const PITCH = { female: 62, male: 40 } as const;
/** Mono speech at 22.05 kHz: 48 kbit/s keeps it clear at about 6 KB a second. */
const MP3_KBPS = 48;
const MP3_FRAME = 1152;

let worker: Promise<EspeakWorker> | null = null;
/** One synthesizer per process, loaded on first use (a failed load is tried again next time). */
function espeak(): Promise<EspeakWorker> {
  if (worker) return worker;
  const loading = createEspeak().then((module) => new module.eSpeakNGWorker());
  loading.catch(() => (worker = null));
  worker = loading;
  return loading;
}

/** UTF-16 offset of each code point index (and of the end), for eSpeak's character positions. */
function codePointOffsets(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const char of text) {
    offsets.push(at);
    at += char.length;
  }
  offsets.push(at);
  return offsets;
}

/**
 * The words of eSpeak's events, timed: a word ends where the next one starts, or where its
 * sentence ends (eSpeak's `end` event), or with the audio.
 */
export function wordsFromEvents(text: string, events: EspeakEvent[], durationMs: number): SpokenWord[] {
  const offsets = codePointOffsets(text);
  const last = offsets.length - 1;
  const words = events.filter((e) => e.type === 'word');
  const ends = events.filter((e) => e.type === 'end').map((e) => e.audio_position);
  return words.map((event, i) => {
    const from = Math.min(last, Math.max(0, event.text_position - 1));
    const to = Math.min(last, from + event.word_length);
    const start = offsets[from] as number;
    const end = offsets[to] as number;
    const next = words[i + 1]?.audio_position ?? durationMs;
    const sentenceEnd = ends.find((ms) => ms > event.audio_position) ?? durationMs;
    return {
      text: text.slice(start, end),
      start,
      end,
      startMs: event.audio_position,
      endMs: Math.max(event.audio_position, Math.min(next, sentenceEnd, durationMs)),
    };
  });
}

/** Speaks the text in the voice: the samples and each word's place and time. */
export async function speak(text: string, voice: OfflineVoice): Promise<Speech> {
  const engine = await espeak();
  if (engine.set_voice('', voice.language, voice.gender === 'female' ? 2 : 1) !== 0)
    throw new Error(`eSpeak-NG has no voice for ${voice.language}`);
  engine.set_rate(voice.wordsPerMinute ?? WORDS_PER_MINUTE);
  engine.set_pitch(PITCH[voice.gender]);
  const chunks: Int16Array[] = [];
  const events: EspeakEvent[] = [];
  engine.synthesize(text, (samples, chunkEvents) => {
    chunks.push(samples);
    events.push(...chunkEvents);
    return 0;
  });
  const length = chunks.reduce((sum, c) => sum + c.length, 0);
  const samples = new Int16Array(length);
  let at = 0;
  for (const chunk of chunks) {
    samples.set(chunk, at);
    at += chunk.length;
  }
  const sampleRate = engine.get_samplerate();
  const durationMs = Math.round((length / sampleRate) * 1000);
  return { samples, sampleRate, durationMs, words: wordsFromEvents(text, events, durationMs) };
}

/** Mono 16-bit samples as an MP3 file (constant bit rate). */
export function encodeMp3(samples: Int16Array, sampleRate: number): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const parts: Buffer[] = [];
  // lamejs answers Int8Arrays: viewed as bytes, not copied.
  const bytes = (part: ArrayBufferView) => Buffer.from(part.buffer, part.byteOffset, part.byteLength);
  for (let i = 0; i < samples.length; i += MP3_FRAME) {
    const part = encoder.encodeBuffer(samples.subarray(i, i + MP3_FRAME));
    if (part.length) parts.push(bytes(part));
  }
  parts.push(bytes(encoder.flush()));
  return Buffer.concat(parts);
}
