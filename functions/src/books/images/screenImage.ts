import type { BlobStore } from '../../ports/blobStore.js';
import { BOOK_BLOBS } from '../book.js';
import { webRendition } from './webRendition.js';

/**
 * A drawing as a screen shows it: its screen-sized copy (made on the first read and kept beside
 * it), or the drawing itself when it is no larger. Null when the drawing's file is gone.
 */
export async function screenImage(
  blobs: BlobStore,
  imageBlob: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const webPath = BOOK_BLOBS.webImage(imageBlob);
  const cached = await blobs.get(webPath);
  if (cached) return cached;
  const original = await blobs.get(imageBlob);
  if (!original) return null;
  const screenSized = await webRendition(original.bytes);
  if (!screenSized) return original;
  await blobs.put(webPath, screenSized, 'image/png');
  return { bytes: screenSized, contentType: 'image/png' };
}
