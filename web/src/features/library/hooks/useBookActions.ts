import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { slugify } from '../../../lib/slug';
import { printBookPath, printOrderPath } from '../../../lib/printPaths';
import type { StoryType } from '@contract/story';
import { fetchLegends, type BookLegends } from '../../../api/legends';
import { checkStoryType, type LibraryBook } from '../../../api/library';
import { useFormat } from '../../../i18n';
import { bookDate } from '../bookDate';
import { getPaidOrderOf } from '../../../api/printOrders';
import { getStripePaid } from '../api/getStripePaid';

export type BookAction = 'read' | 'edit' | 'print';

/** The path segment of a story type: /library/essential/... or /library/enhanced/.... */
const typeSegment = (type: StoryType) => (type === 'Essential' ? 'essential' : 'enhanced');

/** What load gives, or null when it fails (logged): the row then takes its fallback path. */
async function orNull<T>(load: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`${what} failed`, error);
    return null;
  }
}

const storyTypeOf = (bookId: string) => orNull(() => checkStoryType(bookId), 'Checking the story type');
const paidOrderOf = (bookId: string) => orNull(() => getPaidOrderOf(bookId), 'Finding the print order');

/**
 * The Library row buttons (spec part 2 §2 /library, §4 'Library book' and 'Print entry'):
 * - Read: the legends give the type, story, captions and selected images; the reader opens with
 *   them in its state (checkStoryType is the fallback for the type, /library/{slug} the last resort).
 * - Edit: /library/{type}/{slug}/edit with the book id; the editor fetches the rest.
 * - Buy Print Book: paid (stripePaid 1) -> that book's order (its latest paid one in printOrders) at
 *   /print-book-order/{slug}, or the order list /print-book-order when it cannot be found;
 *   otherwise or on any error in the payment check -> /print-book.
 * - Order another copy (a book with orders, issue 30): /print-book for a new order; View print
 *   order: the book's latest order.
 */
export function useBookActions() {
  const navigate = useNavigate();
  const format = useFormat();
  const [pending, setPending] = useState<{ action: BookAction; bookId: string } | null>(null);

  const run = useCallback(
    async (action: BookAction, book: LibraryBook, work: () => Promise<void>) => {
      if (pending) return;
      setPending({ action, bookId: book.bookId });
      try {
        await work();
      } finally {
        setPending(null);
      }
    },
    [pending],
  );

  const read = (book: LibraryBook) =>
    run('read', book, async () => {
      const slug = slugify(book.title);
      let legends: BookLegends | null = null;
      try {
        legends = await fetchLegends(book.bookId);
      } catch (error) {
        console.error('Loading the book legends failed', error);
      }
      const type = legends?.storyType ?? (await storyTypeOf(book.bookId));
      const state = {
        bookID: book.bookId,
        storyTitle: book.title,
        formattedStory: legends?.formattedStory ?? '',
        imageNum: legends && legends.imageIds.some(Boolean) ? legends.imageIds.join(',') : 'None',
        legends: legends?.legends ?? [],
        language: book.language,
        artStyle: book.artStyle,
        ...(legends?.second ? { second: legends.second } : {}),
      };
      navigate(type ? `/library/${typeSegment(type)}/${slug}` : `/library/${slug}`, { state });
    });

  const edit = (book: LibraryBook) =>
    run('edit', book, async () => {
      const slug = slugify(book.title);
      const type = await storyTypeOf(book.bookId);
      const state = {
        bookID: book.bookId,
        storyTitle: book.title,
        formattedStory: '',
        imageNum: 'None',
        language: book.language,
        artStyle: book.artStyle,
      };
      navigate(type ? `/library/${typeSegment(type)}/${slug}/edit` : `/library/${slug}/edit`, { state });
    });

  const buyPrint = (book: LibraryBook) =>
    run('print', book, async () => {
      let paid = false;
      try {
        paid = await getStripePaid(book.bookId, book.bookId);
      } catch (error) {
        console.error('Checking the print payment failed', error);
      }
      const orderId = paid ? await paidOrderOf(book.bookId) : null;
      if (orderId) {
        navigate(printOrderPath(book.title, book.bookId, orderId), {
          state: { storyId: book.bookId, storyTitle: book.title, orderId },
        });
        return;
      }
      const state = {
        storyId: book.bookId,
        storyTitle: book.title,
        orderNumber: book.bookId,
        createdDate: bookDate(book.bookId, format),
        isPaid: paid,
      };
      navigate(paid ? '/print-book-order' : printBookPath(book.bookId), { state });
    });

  /** A book already printed: a new order of it (any number of times), from the print page. */
  const orderAgain = (book: LibraryBook) =>
    navigate(printBookPath(book.bookId), {
      state: {
        storyId: book.bookId,
        storyTitle: book.title,
        orderNumber: book.bookId,
        createdDate: bookDate(book.bookId, format),
        isPaid: false,
      },
    });

  /** The progress of one of the book's orders. */
  const viewOrder = (book: LibraryBook, orderId: string) =>
    navigate(printOrderPath(book.title, book.bookId, orderId), {
      state: { storyId: book.bookId, storyTitle: book.title, orderId },
    });

  const isPending = (action: BookAction, bookId: string) =>
    pending?.action === action && pending.bookId === bookId;

  return { read, edit, buyPrint, orderAgain, viewOrder, isPending, busy: pending !== null };
}
