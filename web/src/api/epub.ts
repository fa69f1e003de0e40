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
