import type { Deps } from '../ports/index.js';
import type { BookRecord } from './book.js';
import { markUsed } from './usage.js';

/**
 * A file made from a saved book and kept under `{folder}{fingerprint}/{fileName}` (the EPUB and
 * the audiobook, issue 44): the fingerprint is of everything the file shows, so the file found
 * there is still the book's and is answered as it is; otherwise it is built, stored, and the
 * book's older files in the folder (other words, pictures, voice) are erased.
 */
export interface DerivedFile {
  folder: string;
  fingerprint: string;
  fileName: string;
  mimeType: string;
  /** Makes the file (counting the build against its limit first, when it counts). */
  build(): Promise<Buffer>;
  /**
   * The fingerprint of the book as it is once the build is stored: a build of newer words
   * running beside this one keeps its file.
   */
  latestFingerprint(): Promise<string>;
}

export const derivedFilePath = (file: Pick<DerivedFile, 'folder' | 'fingerprint' | 'fileName'>) =>
  `${file.folder}${file.fingerprint}/${file.fileName}`;

export interface KeptFile {
  blob: string;
  bytes: number;
  reused: boolean;
  /** Building it: ms and older files erased (0 when reused). */
  ms: number;
  replaced: number;
}

export async function keptOrBuilt(blobs: Deps['blobs'], file: DerivedFile): Promise<KeptFile> {
  const blob = derivedFilePath(file);
  const kept = await blobs.get(blob);
  if (kept) return { blob, bytes: kept.bytes.length, reused: true, ms: 0, replaced: 0 };
  const started = Date.now();
  const bytes = await file.build();
  await blobs.put(blob, bytes, file.mimeType);
  const current = `${file.folder}${await file.latestFingerprint()}/`;
  const stale = (await blobs.list(file.folder)).filter((path) => path !== blob && !path.startsWith(current));
  await Promise.all(stale.map((path) => blobs.delete(path)));
  return { blob, bytes: bytes.length, reused: false, ms: Date.now() - started, replaced: stale.length };
}

/**
 * What a route answers for a kept or built file: a build is logged, the book counts as used (for
 * the retention rule) and the download address is signed for `urlSeconds`.
 */
export async function handOut(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'logger'>,
  { bookId, book, file, fileName }: { bookId: string; book: BookRecord; file: KeptFile; fileName: string },
  {
    urlSeconds,
    built,
    details = {},
  }: { urlSeconds: number; built: string; details?: Record<string, unknown> },
) {
  if (!file.reused)
    deps.logger.info(built, {
      bookId,
      ...details,
      counts: { bytes: file.bytes, ms: file.ms, replaced: file.replaced },
    });
  await markUsed(deps, bookId, book, deps.clock.now());
  return {
    bookId,
    url: await deps.blobs.signedUrl(file.blob, urlSeconds),
    fileName,
    bytes: file.bytes,
    reused: file.reused,
  };
}
