import type { Language } from '../contract/story.js';
import { id3Tag, type Id3Chapter } from './id3.js';
import { describe, readMp3, sameFormat, type Mp3Stream } from './mp3Frames.js';
import { summaryFrame } from './summaryFrame.js';

/** The story languages as TLAN names them (ISO 639-2). */
const ISO_639_2: Record<Language, string> = {
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  pt: 'por',
  it: 'ita',
};

export const AUDIOBOOK_MIME_TYPE = 'audio/mpeg';
/** Bumped when the same book would be built into other bytes: older files are rebuilt. */
export const AUDIOBOOK_EDITION = 1;

export interface AudiobookInput {
  title: string;
  /** Who made the book (TPE1). */
  author: string;
  language: Language;
  /** Who reads it, said in the comment. */
  narrator?: string;
  /** The artwork: a JPEG or PNG. */
  cover?: { mimeType: 'image/jpeg' | 'image/png'; bytes: Uint8Array };
  /** The table of contents' title. */
  contentsTitle?: string;
  /** One per chapter in order: its title and its MP3 (all of one encoder's format). */
  chapters: readonly { title: string; audio: Uint8Array }[];
}

export interface BuiltAudiobook {
  mp3: Buffer;
  durationMs: number;
  chapters: Id3Chapter[];
  /** The frames' format, e.g. 'MPEG-2 Layer III 22050 Hz mono'. */
  format: string;
  /** Every bitrate seen, in kbit/s. */
  kbps: number[];
}

/**
 * One MP3 of many (issue 44 item 4): the chapters' sound frames one after another, preceded by
 * an ID3v2.3 tag with the title, author, album, language, cover and a chapter per part whose
 * start and end are the sums of the frames before it, and by a summary frame with the frame
 * count. Layer III frames of one format can be joined so: each encoder run starts its bit
 * reservoir afresh, so no frame reaches back into another file. Files of different formats
 * are refused, never resampled. Same input, same bytes.
 */
export function buildAudiobook(input: AudiobookInput): BuiltAudiobook {
  if (input.chapters.length === 0) throw new Error('An audiobook needs at least one chapter');
  const streams: Mp3Stream[] = input.chapters.map((chapter, i) => {
    try {
      return readMp3(chapter.audio);
    } catch (error) {
      throw new Error(`Chapter ${i + 1}: ${(error as Error).message}`);
    }
  });
  const format = streams[0]!.format;
  streams.forEach((stream, i) => {
    if (!sameFormat(format, stream.format))
      throw new Error(
        `Chapter ${i + 1} is ${describe(stream.format)}, chapter 1 ${describe(format)}: they cannot be joined`,
      );
  });

  const chapters: Id3Chapter[] = [];
  let samples = 0;
  const toMs = (n: number) => Math.round((n * 1000) / format.sampleRate);
  streams.forEach((stream, i) => {
    const startMs = toMs(samples);
    samples += stream.samples;
    chapters.push({ id: `ch${i + 1}`, title: input.chapters[i]!.title, startMs, endMs: toMs(samples) });
  });

  const frames = streams.flatMap((s) => s.frames);
  const sound = Buffer.concat(frames);
  const bitrates = new Set(streams.flatMap((s) => [...s.bitrates]));
  const tag = id3Tag({
    title: input.title,
    artist: input.author,
    album: input.title,
    language: ISO_639_2[input.language],
    genre: 'Audiobook',
    comment: input.narrator,
    cover: input.cover,
    tocTitle: input.contentsTitle,
    chapters,
  });
  const summary = summaryFrame(frames[0]!, frames.length, sound.length, bitrates.size === 1);
  return {
    mp3: Buffer.concat([tag, summary, sound]),
    durationMs: toMs(samples),
    chapters,
    format: describe(format),
    kbps: [...bitrates].sort((a, b) => a - b),
  };
}
