import { pictureWait, type PictureWait } from '@contract/books';
import { imageOutput } from '@contract/routes/books';
import { ApiError, userPostBlob } from '../lib/api';

export type { PictureWait };

/**
 * POST /user/imageOutput {bookId: '{bookId}_{n}'}: the PNG, or null while it is not ready (404).
 * A 404 says where the book's pictures are in the drawing line (issue 46): handed to `onWait`.
 */
export async function getImage(imageId: string, onWait?: (wait: PictureWait) => void): Promise<Blob | null> {
  try {
    return await userPostBlob(imageOutput, { bookId: imageId });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      const wait = pictureWait.safeParse((error.body as { wait?: unknown } | undefined)?.wait);
      if (wait.success) onWait?.(wait.data);
      return null;
    }
    throw error;
  }
}
