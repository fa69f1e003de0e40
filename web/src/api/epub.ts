import { createEpub as route } from '@contract/routes/books';
import type { CreateEpubResponse } from '@contract/epub';
import { userPost } from '../lib/api';

/**
 * POST /user/createEpub {bookId, voice?}: builds the book's EPUB 3 (or reuses the unchanged one)
 * and answers its signed download address, its name and size.
 */
export function createEpub(bookId: string, voice?: string): Promise<CreateEpubResponse> {
  return userPost(route, voice ? { bookId, voice } : { bookId });
}

/**
 * The file at a signed address, reporting the share received (0..1) as it arrives; null where
 * the browser may not read it (a storage bucket without CORS): then open the address instead.
 */
export async function fetchFile(
  url: string,
  expectedBytes: number,
  onProgress: (share: number) => void,
): Promise<Blob | null> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    return null;
  }
  if (!response.ok) throw new Error(`The download answered ${response.status}`);
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(Math.min(1, received / Math.max(1, expectedBytes)));
  }
  return new Blob(chunks as BlobPart[], { type: 'application/epub+zip' });
}
