import { imageOutput } from '@contract/routes/books';
import { ApiError, userPostBlob } from '../lib/api';

/** POST /user/imageOutput {bookId: '{bookId}_{n}'}: the PNG, or null while it is not ready (404). */
export async function getImage(imageId: string): Promise<Blob | null> {
  try {
    return await userPostBlob(imageOutput, { bookId: imageId });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
