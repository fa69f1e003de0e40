import { Mp3Encoder } from '@breezystack/lamejs';
import { describe, expect, it } from 'vitest';
import { buildAudiobook } from './buildAudiobook.js';
import { readMp3 } from './mp3Frames.js';

/** A tone of `ms` as LAME makes it (mono), at a sample rate and bitrate. */
function tone(ms: number, sampleRate = 22050, kbps = 48): Buffer {
  const samples = new Int16Array(Math.round((sampleRate * ms) / 1000)).map((_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)),
  );
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  return Buffer.concat([encoder.encodeBuffer(samples), encoder.flush()].map((b) => Buffer.from(b)));
}

/** An ID3v2 tag of `n` zero bytes, as some encoders put before their frames. */
const id3 = (n: number) =>
  Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, n]), Buffer.alloc(n)]);

describe('buildAudiobook', () => {
  it('joins the chapters’ frames after the tag and a summary frame; chapter times are the frames’ sums', () => {
    const pages = [tone(1000), tone(1500), tone(700)];
    const built = buildAudiobook({
      title: 'Mia',
      author: 'Grandma',
      language: 'en',
      chapters: pages.map((audio, i) => ({ title: `Page ${i + 1}`, audio })),
    });
    const frameMs = 576 / 22.05;
    const lengths = pages.map((p) => readMp3(p).frames.length * frameMs);
    expect(built.chapters.map((c) => c.title)).toEqual(['Page 1', 'Page 2', 'Page 3']);
    expect(built.chapters[0]).toMatchObject({ id: 'ch1', startMs: 0, endMs: Math.round(lengths[0]!) });
    expect(built.chapters[1]?.startMs).toBe(built.chapters[0]?.endMs);
    expect(built.chapters[2]?.endMs).toBe(Math.round(lengths[0]! + lengths[1]! + lengths[2]!));
    expect(built.durationMs).toBe(built.chapters[2]?.endMs);
    expect(built.format).toBe('MPEG-2 Layer III 22050 Hz mono');
    expect(built.kbps).toEqual([48]);

    // Read back: the sound is every page's frames in order; the summary frame counts them.
    const joined = readMp3(built.mp3);
    expect(Buffer.concat(joined.frames)).toEqual(Buffer.concat(pages.flatMap((p) => readMp3(p).frames)));
    const tagSize = (built.mp3[6]! << 21) | (built.mp3[7]! << 14) | (built.mp3[8]! << 7) | built.mp3[9]!;
    const summary = built.mp3.subarray(10 + tagSize);
    expect(summary.subarray(4 + 9, 4 + 9 + 4).toString('latin1')).toBe('Info');
    expect(summary.readUInt32BE(4 + 9 + 8)).toBe(joined.frames.length);
  });

  it('leaves out the pages’ own tags and summary frames', () => {
    const page = tone(500);
    const own = buildAudiobook({
      title: 'x',
      author: 'y',
      language: 'en',
      chapters: [{ title: '1', audio: page }],
    });
    const built = buildAudiobook({
      title: 'Mia',
      author: 'Grandma',
      language: 'fr',
      chapters: [
        { title: '1', audio: Buffer.concat([id3(20), page]) },
        { title: '2', audio: own.mp3 },
      ],
    });
    expect(readMp3(built.mp3).frames.length).toBe(2 * readMp3(page).frames.length);
  });

  it('refuses pages of another sample rate (they cannot be one stream) and what is not an MP3', () => {
    const chapters = [
      { title: '1', audio: tone(500, 22050) },
      { title: '2', audio: tone(500, 24000) },
    ];
    expect(() => buildAudiobook({ title: 'x', author: 'y', language: 'en', chapters })).toThrow(
      /Chapter 2 is MPEG-2 Layer III 24000 Hz mono, chapter 1 MPEG-2 Layer III 22050 Hz mono/,
    );
    const junk = { title: '1', audio: Buffer.from('not an mp3 at all') };
    expect(() => buildAudiobook({ title: 'x', author: 'y', language: 'en', chapters: [junk] })).toThrow(
      /Chapter 1: Not an MP3 stream/,
    );
    expect(() => buildAudiobook({ title: 'x', author: 'y', language: 'en', chapters: [] })).toThrow(
      /at least one/,
    );
  });
});
