/**
 * An ID3v2.3 tag (id3.org's "ID3 tag version 2.3.0" and its "ID3v2 Chapter Frame Addendum"):
 * text frames, the cover as APIC, and a table of contents (CTOC) over one CHAP per chapter.
 * Version 2.3 because Apple's, Android's and most car players read it; text is UTF-16 with a
 * byte order mark, which 2.3 allows for every language. Frame sizes are plain 32-bit numbers
 * in 2.3; only the tag's own size is "syncsafe" (7 bits a byte). No unsynchronisation, no
 * padding: the sound starts right after the tag.
 */

export interface Id3Chapter {
  /** Unique in the tag, ASCII: 'ch1'... */
  id: string;
  title: string;
  startMs: number;
  endMs: number;
}

export interface Id3Tag {
  title: string;
  /** TPE1, the lead performer: the book's author. */
  artist: string;
  album: string;
  /** ISO 639-2, three letters ('eng'). */
  language: string;
  /** TCON */
  genre?: string;
  /** COMM, e.g. who reads it. */
  comment?: string;
  cover?: { mimeType: 'image/jpeg' | 'image/png'; bytes: Uint8Array };
  /** The table of contents' own title. */
  tocTitle?: string;
  chapters: readonly Id3Chapter[];
}

const latin1 = (text: string) => Buffer.from(`${text}\0`, 'latin1');

/** Encoding byte 1: UTF-16 with a byte order mark (little-endian), then the text. */
function utf16(text: string, terminated = false): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(terminated ? `${text}\0` : text, 'utf16le')]);
}

const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** A frame: 4-letter id, 32-bit size (2.3: not syncsafe), two zero flag bytes, the body. */
export function frame(id: string, body: Buffer): Buffer {
  if (!/^[A-Z0-9]{4}$/.test(id)) throw new Error(`Bad ID3 frame id ${id}`);
  return Buffer.concat([Buffer.from(id, 'latin1'), uint32(body.length), Buffer.from([0, 0]), body]);
}

export const textFrame = (id: string, text: string) =>
  frame(id, Buffer.concat([Buffer.from([1]), utf16(text)]));

/** APIC: encoding, MIME type, picture type 3 (front cover), an empty description, the picture. */
export const pictureFrame = (cover: NonNullable<Id3Tag['cover']>) =>
  frame('APIC', Buffer.concat([Buffer.from([0]), latin1(cover.mimeType), Buffer.from([3, 0]), cover.bytes]));

/** COMM: encoding, language, an empty short description, the text. */
export const commentFrame = (language: string, text: string) =>
  frame(
    'COMM',
    Buffer.concat([Buffer.from([1]), Buffer.from(language, 'latin1'), utf16('', true), utf16(text)]),
  );

/**
 * CHAP: its element id, start and end times in milliseconds, byte offsets all ones ("use the
 * times"), then its title as an embedded TIT2.
 */
export function chapterFrame(chapter: Id3Chapter): Buffer {
  if (!/^[\x21-\x7e]+$/.test(chapter.id)) throw new Error(`Bad chapter id ${chapter.id}`);
  const start = Math.round(chapter.startMs);
  const end = Math.round(chapter.endMs);
  if (!(start >= 0 && end >= start)) throw new Error(`Chapter ${chapter.id} ends before it starts`);
  return frame(
    'CHAP',
    Buffer.concat([
      latin1(chapter.id),
      uint32(start),
      uint32(end),
      uint32(0xffffffff),
      uint32(0xffffffff),
      textFrame('TIT2', chapter.title),
    ]),
  );
}

/** CTOC: the top-level, ordered table of every chapter's id, with its title. */
export function tableOfContentsFrame(chapters: readonly Id3Chapter[], title?: string): Buffer {
  if (chapters.length > 255) throw new Error('An ID3 table of contents lists at most 255 chapters');
  return frame(
    'CTOC',
    Buffer.concat([
      latin1('toc'),
      Buffer.from([0x03, chapters.length]), // flags: top-level, ordered
      ...chapters.map((c) => latin1(c.id)),
      ...(title ? [textFrame('TIT2', title)] : []),
    ]),
  );
}

/** The tag's size in four 7-bit bytes (a tag may be at most 256 MB). */
function syncsafe(n: number): Buffer {
  if (n >= 2 ** 28) throw new Error('An ID3 tag is at most 256 MB');
  return Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
}

/** The whole tag, to be put before the first MP3 frame. */
export function id3Tag(tag: Id3Tag): Buffer {
  if (new Set(tag.chapters.map((c) => c.id)).size !== tag.chapters.length)
    throw new Error('Chapter ids must be unique');
  if (!/^[a-z]{3}$/.test(tag.language)) throw new Error(`Bad ISO 639-2 language ${tag.language}`);
  const frames = Buffer.concat([
    textFrame('TIT2', tag.title),
    textFrame('TPE1', tag.artist),
    textFrame('TALB', tag.album),
    textFrame('TLAN', tag.language),
    ...(tag.genre ? [textFrame('TCON', tag.genre)] : []),
    ...(tag.comment ? [commentFrame(tag.language, tag.comment)] : []),
    ...(tag.cover ? [pictureFrame(tag.cover)] : []),
    ...(tag.chapters.length ? [tableOfContentsFrame(tag.chapters, tag.tocTitle)] : []),
    ...tag.chapters.map(chapterFrame),
  ]);
  // "ID3", version 2.3.0, no flags, the size of what follows the header.
  return Buffer.concat([
    Buffer.from('ID3', 'latin1'),
    Buffer.from([3, 0, 0]),
    syncsafe(frames.length),
    frames,
  ]);
}
