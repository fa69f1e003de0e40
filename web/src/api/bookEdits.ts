import type { UpdateBookResponse } from '@contract/bookEdits';
import * as routes from '@contract/routes/books';
import { userPost } from '../lib/api';

export type BookEdit = {
  storyTitle?: string;
  paragraphs?: string[];
  dedication?: string;
  /** A bilingual book's second title and paragraphs (issue 45). */
  secondTitle?: string;
  secondParagraphs?: string[];
};

/** POST /user/updateBook: a saved book's words (both texts of a bilingual one) or dedication fixed, at no credit. */
export function updateBook(bookId: string, edit: BookEdit): Promise<UpdateBookResponse> {
  return userPost(routes.updateBook, { bookId, ...edit });
}

/** POST /user/deleteBook: the book, its pictures, PDF, link and print files, for good (204). */
export async function deleteBook(bookId: string): Promise<void> {
  await userPost(routes.deleteBook, { bookId });
}

/** The 10 paragraphs of getlegends' formattedStory (blank-line separated, maybe numbered). */
export function paragraphsOfFormatted(formatted: string): string[] {
  return formatted
    .split(/\n\s*\n/)
    .map((p) => p.replace(/^\s*\d+\s*[.)]\s*/, '').trim())
    .filter(Boolean);
}
