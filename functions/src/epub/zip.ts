import { zipSync, type Zippable } from 'fflate';

/** One file of the container, in order. */
export interface EpubFile {
  path: string;
  data: Uint8Array | string;
  /** Already compressed (pictures, MP3): stored as is. */
  stored?: boolean;
}

/**
 * The OCF container: `mimetype` first and stored (no compression, no extra field), as readers
 * find the type at byte 38; then the rest deflated. Entries dated `date`, so the same book
 * gives the same bytes.
 */
export function zipEpub(files: readonly EpubFile[], date: Date): Buffer {
  const encoder = new TextEncoder();
  // fflate writes entries in the object's insertion order.
  const entries: Zippable = {
    mimetype: [encoder.encode('application/epub+zip'), { level: 0, mtime: date }],
  };
  for (const file of files) {
    const data = typeof file.data === 'string' ? encoder.encode(file.data) : file.data;
    entries[file.path] = [data, { level: file.stored ? 0 : 9, mtime: date }];
  }
  return Buffer.from(zipSync(entries));
}
