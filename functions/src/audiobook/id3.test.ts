import { describe, expect, it } from 'vitest';
import { chapterFrame, id3Tag, tableOfContentsFrame, textFrame } from './id3.js';

/** The frames of a tag this module wrote (ID3v2.3: 32-bit frame sizes), by id, in order. */
function framesOf(body: Buffer): { id: string; body: Buffer }[] {
  const frames: { id: string; body: Buffer }[] = [];
  for (let at = 0; at + 10 <= body.length;) {
    const size = body.readUInt32BE(at + 4);
    frames.push({
      id: body.subarray(at, at + 4).toString('latin1'),
      body: body.subarray(at + 10, at + 10 + size),
    });
    at += 10 + size;
  }
  return frames;
}
const utf16Text = (body: Buffer) => {
  expect([...body.subarray(0, 3)]).toEqual([1, 0xff, 0xfe]);
  return body.subarray(3).toString('utf16le');
};

const CHAPTERS = [
  { id: 'ch1', title: 'Page 1', startMs: 0, endMs: 5224 },
  { id: 'ch2', title: 'Página 2', startMs: 5224, endMs: 9901 },
];

describe('the ID3v2.3 tag', () => {
  it('starts with its header and a syncsafe size of what follows', () => {
    const tag = id3Tag({ title: 'T', artist: 'A', album: 'B', language: 'eng', chapters: [] });
    expect(tag.subarray(0, 6)).toEqual(Buffer.from([0x49, 0x44, 0x33, 3, 0, 0]));
    const size = (tag[6]! << 21) | (tag[7]! << 14) | (tag[8]! << 7) | tag[9]!;
    expect(size).toBe(tag.length - 10);
    expect(framesOf(tag.subarray(10)).map((f) => f.id)).toEqual(['TIT2', 'TPE1', 'TALB', 'TLAN']);
  });

  it('writes text as UTF-16 with a byte order mark, any language', () => {
    expect(utf16Text(framesOf(textFrame('TIT2', 'Mía y el dragón ✨'))[0]!.body)).toBe('Mía y el dragón ✨');
  });

  it('gives a big tag (a cover) a syncsafe size: no byte of it above 0x7f', () => {
    const cover = { mimeType: 'image/jpeg' as const, bytes: Buffer.alloc(300_000, 0xff) };
    const tag = id3Tag({ title: 'T', artist: 'A', album: 'B', language: 'eng', cover, chapters: [] });
    expect([...tag.subarray(6, 10)].every((b) => b < 0x80)).toBe(true);
    const apic = framesOf(tag.subarray(10)).find((f) => f.id === 'APIC')!.body;
    // Latin-1, 'image/jpeg', front cover (3), no description, the picture.
    expect(apic.subarray(0, 14)).toEqual(Buffer.from('\0image/jpeg\0\x03\0', 'latin1'));
    expect(apic.length).toBe(14 + 300_000);
  });

  it('writes a CHAP per chapter: its id, start and end ms, no byte offsets, its title', () => {
    const chap = framesOf(chapterFrame(CHAPTERS[1]!))[0]!;
    expect(chap.id).toBe('CHAP');
    expect(chap.body.subarray(0, 4).toString('latin1')).toBe('ch2\0');
    expect(chap.body.readUInt32BE(4)).toBe(5224);
    expect(chap.body.readUInt32BE(8)).toBe(9901);
    expect(chap.body.readUInt32BE(12)).toBe(0xffffffff);
    expect(chap.body.readUInt32BE(16)).toBe(0xffffffff);
    const [title] = framesOf(chap.body.subarray(20));
    expect(title?.id).toBe('TIT2');
    expect(utf16Text(title!.body)).toBe('Página 2');
  });

  it('writes one top-level, ordered CTOC listing the chapters in order, titled', () => {
    const toc = framesOf(tableOfContentsFrame(CHAPTERS, 'Contents'))[0]!;
    expect(toc.id).toBe('CTOC');
    expect(toc.body.subarray(0, 14)).toEqual(Buffer.from('toc\0\x03\x02ch1\0ch2\0', 'latin1'));
    expect(utf16Text(framesOf(toc.body.subarray(14))[0]!.body)).toBe('Contents');
  });

  it('puts the table before the chapters, and refuses what a reader could not use', () => {
    const tag = id3Tag({ title: 'T', artist: 'A', album: 'B', language: 'spa', chapters: CHAPTERS });
    expect(framesOf(tag.subarray(10)).map((f) => f.id)).toEqual([
      'TIT2',
      'TPE1',
      'TALB',
      'TLAN',
      'CTOC',
      'CHAP',
      'CHAP',
    ]);
    const base = { title: 'T', artist: 'A', album: 'B', language: 'eng' };
    expect(() => id3Tag({ ...base, chapters: [CHAPTERS[0]!, CHAPTERS[0]!] })).toThrow(/unique/);
    expect(() => id3Tag({ ...base, language: 'en', chapters: [] })).toThrow(/639-2/);
    expect(() => chapterFrame({ id: 'ch1', title: 'x', startMs: 10, endMs: 5 })).toThrow(/ends before/);
  });
});
