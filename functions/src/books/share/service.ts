import { imageId } from '../../contract/books.js';
import type { NarrationResponse } from '../../contract/narration.js';
import {
  SHARE_MESSAGES,
  type LibraryDetail,
  type SharedBookResponse,
  type ShareBookResponse,
} from '../../contract/share.js';
import { PAGES_PER_BOOK } from '../../contract/story.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { Conflict, Invalid, NotFound } from '../../shared/domainErrors.js';
import {
  asJson,
  BOOKS_COLLECTION,
  bilingualTextOf,
  bookPath,
  fromDoc,
  imageStateOf,
  readBook,
  shareLinkPath,
  type BookRecord,
} from '../book.js';
import { screenImage } from '../images/screenImage.js';
import { libraryService } from '../library/service.js';
import { narrationService } from '../narration/service.js';
import { ownBook } from '../ownBook.js';
import { BOOK_WORDS } from '../../shared/bookWords.js';
import type { SharePreview } from './page.js';
import { isShareToken, newShareToken } from './token.js';

/** The blob of the picture a page shows (its chosen original or redo), once drawn. */
function pictureOf(bookId: string, book: BookRecord, page: number): string | null {
  const selected = book.selected[page - 1];
  const parsed = selected ? imageId.safeParse(selected) : null;
  if (!parsed?.success || parsed.data.bookId !== bookId) return null;
  const state = imageStateOf(book, parsed.data.page, parsed.data.variant);
  return state?.status === 'ready' && state.blob ? state.blob : null;
}

const isFinished = (bookId: string, book: BookRecord) =>
  book.creditSpent &&
  Boolean(book.story) &&
  Array.from({ length: PAGES_PER_BOOK }, (_, i) => pictureOf(bookId, book, i + 1)).every(Boolean);

export function dedicationRefusal(words: string[]): string {
  return `Please Try Again: the dedication contains inappropriate language (${words.join(', ')}).`;
}

/**
 * Sharing a book by a link (issue 29) and its dedication. A link is a random token stored as
 * `shareLinks/{token}` and on the book; stopping deletes both, so the old token never opens
 * anything again, and sharing afterwards makes a new one.
 */
export function shareService(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'moderator' | 'settings' | 'logger' | 'tasks'>,
) {
  const { store, blobs, clock, moderator, settings, logger } = deps;
  const library = libraryService(deps);
  const narration = narrationService(deps);
  const appUrl = settings.appUrl.replace(/\/+$/, '');
  const linkUrl = (token: string) => `${appUrl}/s/${token}`;
  const imagePath = (token: string, page: number) => `/public/sharedImage?token=${token}&page=${page}`;

  /** The shared book behind a token, or null for a token that is not (or no longer) shared. */
  async function sharedByToken(token: unknown): Promise<{ bookId: string; book: BookRecord } | null> {
    if (!isShareToken(token)) return null;
    const link = await store.get(shareLinkPath(token));
    const bookId = typeof link?.bookId === 'string' ? link.bookId : null;
    const book = bookId ? await readBook(store, bookId) : null;
    // The book names its current token too: a link is open only while both agree.
    if (!bookId || !book || book.share?.token !== token || !book.story) return null;
    return { bookId, book };
  }

  return {
    /** POST /user/shareBook: the book's link, made on the first share; the same one after. */
    async share(caller: Caller, bookId: string, showDedication?: boolean): Promise<ShareBookResponse> {
      const token = await store.runTransaction(async (tx) => {
        const book = await ownBook(tx, caller, bookId);
        if (!isFinished(bookId, book)) throw new Conflict(SHARE_MESSAGES.notFinished);
        if (book.share && (await tx.get(shareLinkPath(book.share.token)))) {
          if (showDedication !== undefined && showDedication !== book.share.showDedication)
            tx.update(bookPath(bookId), { share: asJson({ ...book.share, showDedication }) });
          return book.share.token;
        }
        const token = newShareToken();
        const sharedAt = clock.now().toISOString();
        tx.create(shareLinkPath(token), { bookId, createdAt: sharedAt });
        tx.update(bookPath(bookId), {
          share: asJson({ token, showDedication: showDedication ?? true, sharedAt }),
        });
        return token;
      });
      return { url: linkUrl(token) };
    },

    /** POST /user/unshareBook: the link stops opening the book; stopping twice is fine. */
    async unshare(caller: Caller, bookId: string): Promise<void> {
      await store.runTransaction(async (tx) => {
        const book = await ownBook(tx, caller, bookId);
        if (!book.share) return;
        tx.delete(shareLinkPath(book.share.token));
        tx.update(bookPath(bookId), { share: null });
      });
    },

    /**
     * POST /user/setDedication: moderated like the story's details; '' takes it away. A book whose
     * PDF was built gets it built again with the new page, so Download PDF shows it at once.
     */
    async setDedication(caller: Caller, bookId: string, dedication: string) {
      const book = await ownBook(store, caller, bookId);
      if (dedication) {
        const verdict = await moderator.check([dedication], book.inputs.language);
        if (!verdict.ok) throw new Invalid(dedicationRefusal(verdict.offending), 'inappropriate_words');
      }
      await store.runTransaction(async (tx) => {
        await ownBook(tx, caller, bookId);
        tx.update(bookPath(bookId), {
          dedication: dedication || null,
          lastUsedAt: clock.now().toISOString(),
        });
      });
      if (book.generatedPdf === 1 && (book.dedication ?? '') !== dedication) {
        // The dedication is kept either way; a PDF that cannot be built now (the hour's builds
        // used up) is built by the next Build, which sees the changed fingerprint.
        await library.buildPdf(caller, bookId).catch((error: unknown) => {
          logger.warn(`Building the PDF of book ${bookId} with its new dedication failed`, { bookId, error });
        });
      }
      return { dedication: dedication || null };
    },

    /** POST /user/libraryDetails: beside each library row, its child, dedication and link. */
    async details(caller: Caller): Promise<LibraryDetail[]> {
      const rows = await store.query(BOOKS_COLLECTION, { where: [['ownerUid', '==', caller.uid]] });
      return rows
        .map((row) => ({ bookId: row.id, book: fromDoc(row.data, row.id) }))
        .filter(({ book }) => book.creditSpent && book.story)
        .sort((a, b) => Number(b.bookId) - Number(a.bookId))
        .map(({ bookId, book }) => ({
          bookId,
          childName: book.inputs.mainCharacterName,
          dedication: book.dedication ?? null,
          share: book.share
            ? { url: linkUrl(book.share.token), showDedication: book.share.showDedication }
            : null,
        }));
    },

    /**
     * GET /public/sharedBook: the title, the words (both texts of a bilingual book) and the
     * pictures' addresses, and the dedication unless hidden. Nothing else of the book or its owner leaves: no names of the
     * account, no photos, no storage paths.
     */
    async sharedBook(token: unknown): Promise<SharedBookResponse> {
      const shared = await sharedByToken(token);
      if (!shared) throw new NotFound(SHARE_MESSAGES.noLongerShared, 'share_not_found');
      const { book } = shared;
      const story = book.story!;
      const dedication = book.share?.showDedication && book.dedication ? book.dedication : undefined;
      const second = bilingualTextOf(book);
      return {
        title: story.title,
        pages: story.paragraphs.slice(0, PAGES_PER_BOOK).map((text, i) => ({
          text,
          image: imagePath(token as string, i + 1),
        })),
        ...(dedication ? { dedication } : {}),
        language: book.inputs.language,
        ...(second ? { second } : {}),
      };
    },

    /** GET /public/sharedImage: one illustration of a shared book, at screen size. */
    async sharedImage(token: unknown, page: number) {
      const shared = await sharedByToken(token);
      if (!shared) throw new NotFound(SHARE_MESSAGES.noLongerShared, 'share_not_found');
      const blob = pictureOf(shared.bookId, shared.book, page);
      const file = blob ? await screenImage(blobs, blob) : null;
      if (!file) throw new NotFound(SHARE_MESSAGES.noLongerShared, 'share_not_found');
      return file;
    },

    /** GET /public/sharedNarration: the shared book read aloud, as stored (the owner's voice by default). */
    async sharedNarration(token: unknown, voice?: string): Promise<NarrationResponse> {
      const shared = await sharedByToken(token);
      if (!shared) throw new NotFound(SHARE_MESSAGES.noLongerShared);
      return narration.ofSharedBook(shared.bookId, shared.book, voice);
    },

    /** What a link preview shows of the book (its cover picture and title), or null if gone. */
    async preview(token: unknown): Promise<SharePreview | null> {
      const shared = await sharedByToken(token);
      if (!shared) return null;
      const title = shared.book.story!.title;
      const language = shared.book.inputs.language;
      return {
        title,
        description: BOOK_WORDS[language].shareDescription,
        language,
        imageUrl: `${appUrl}${imagePath(token as string, 1)}`,
        url: linkUrl(token as string),
      };
    },
  };
}
