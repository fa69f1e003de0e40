import type { DocumentStore } from '../ports/documentStore.js';
import type { KeptData } from '../shared/keptData.js';
import {
  BOOK_BLOBS,
  BOOKS_COLLECTION,
  bookPath,
  DRAW_LINE_COLLECTION,
  drawLinePath,
  DRAW_PLACES_COLLECTION,
  NARRATIONS_COLLECTION,
  RATE_LIMITS_COLLECTION,
  rateLimitPath,
  SHARE_LINKS_COLLECTION,
  shareLinkPath,
} from './book.js';

/** The ids of a person's books (account deletion erases each through the registry). */
export async function bookIdsOf(store: DocumentStore, uid: string): Promise<string[]> {
  return (await store.query(BOOKS_COLLECTION, { where: [['ownerUid', '==', uid]] })).map((row) => row.id);
}

/** What books keeps: the books with their files, and each person's story-start counter. */
export const BOOKS_DATA = {
  feature: 'books',
  collections: {
    [BOOKS_COLLECTION]: 'erased',
    [RATE_LIMITS_COLLECTION]: 'erased',
    [SHARE_LINKS_COLLECTION]: 'erased',
    // The book's drawings still in the line (issue 46): its account's id and the book's.
    [DRAW_LINE_COLLECTION]: 'erased',
    // The places its drawings hold in the model: the account's id in each.
    [DRAW_PLACES_COLLECTION]: 'erased',
    [NARRATIONS_COLLECTION]: 'erased',
  },
  blobs: { 'books/': 'erased' },
  forgetUser:
    ({ store }) =>
    async ({ uid }) => {
      await store.delete(rateLimitPath(uid));
      for (const row of await store.query(DRAW_PLACES_COLLECTION, { where: [['uid', '==', uid]] }))
        await store.delete(`${DRAW_PLACES_COLLECTION}/${row.id}`);
    },
  /**
   * Its share link first (the link dies with the book), every file of the book (photos,
   * drawings, redos, sheet, PDF), then its record last.
   */
  eraseBook:
    ({ store, blobs }) =>
    async (bookId) => {
      for (const row of await store.query(SHARE_LINKS_COLLECTION, { where: [['bookId', '==', bookId]] }))
        await store.delete(shareLinkPath(row.id));
      for (const row of await store.query(DRAW_LINE_COLLECTION, { where: [['bookId', '==', bookId]] }))
        await store.delete(drawLinePath(row.id));
      // Its pages' narrations (issue 44); their recordings are files of the book.
      for (const row of await store.query(NARRATIONS_COLLECTION, { where: [['bookId', '==', bookId]] }))
        await store.delete(`${NARRATIONS_COLLECTION}/${row.id}`);
      for (const path of await blobs.list(BOOK_BLOBS.all(bookId))) await blobs.delete(path);
      await store.delete(bookPath(bookId));
    },
} satisfies KeptData;
