import type { Deps } from '../ports/index.js';

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
