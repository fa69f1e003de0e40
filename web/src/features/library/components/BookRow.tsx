import type { LibraryBook } from '../../../api/library';
import { BookStyleNote } from '../../../components/books/BookStyleNote';
import { BookThumbnail } from '../../../components/books/BookThumbnail';
import { AudiobookDownloadButton } from '../../../components/books/AudiobookDownloadButton';
import { EpubDownloadButton } from '../../../components/books/EpubDownloadButton';
import { PdfDownloadButton } from '../../../components/books/PdfDownloadButton';
import { Button } from '../../../components/ui/Button';
import { createdOn } from '../../../lib/dates';
import type { useBookActions } from '../hooks/useBookActions';

export const CAST_WAITING_TEXT = {
  label: 'Waiting for your approval',
  hint: 'Check how your characters look, then we draw the pages.',
} as const;

/**
 * One Library row (spec part 2 §2): thumbnail, title, 'Created On', optional 'Created By',
 * 'Order#', and Read / Download PDF / Buy Print Book for a finished book or Edit for an unfinished one.
 * A book whose cast waits for approval (issue 27) says so; Edit opens its editor at the cast sheet.
 */
export function BookRow({
  book,
  actions,
  latestOrderId = null,
  shared = false,
  onShare,
  onDedication,
  onEditText,
  onDelete,
}: {
  book: LibraryBook;
  actions: ReturnType<typeof useBookActions>;
  /** The book's latest print order, when it has any: the row offers another copy. */
  latestOrderId?: string | null;
  /** Whether the book has an open share link (issue 29). */
  shared?: boolean;
  /** Opens the Share dialog, or the dedication's, for this (finished) book. */
  onShare?: () => void;
  onDedication?: () => void;
  /** Opens 'Edit text' (title and paragraphs) or the delete question for this saved book. */
  onEditText?: () => void;
  onDelete?: () => void;
}) {
  const titleId = `book-${book.bookId}`;
  const castId = `book-${book.bookId}-cast`;
  const date = createdOn(book.bookId);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-soft sm:flex-row sm:items-center sm:p-6"
    >
      <div className="flex items-start gap-5">
        <BookThumbnail bookId={book.bookId} title={book.title} />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-2xl font-semibold break-words">
            {book.title}
          </h2>
          {date && <p className="text-ink-soft">Created On: {date}</p>}
          {book.creatorName && <p className="text-ink-soft">Created By: {book.creatorName}</p>}
          <BookStyleNote artStyle={book.artStyle} language={book.language} />
          <p className="text-sm text-ink-soft">Order# {book.bookId}</p>
          {shared && (
            <p className="w-fit rounded-full bg-sky-soft px-3 py-0.5 text-sm font-bold text-ink">
              Shared by link
            </p>
          )}
          {book.castWaiting ? (
            <div id={castId} className="mt-1 flex flex-col gap-1">
              <p className="w-fit rounded-full bg-sky-soft px-3 py-0.5 text-sm font-bold text-ink">
                {CAST_WAITING_TEXT.label}
              </p>
              <p className="text-sm text-ink-soft">{CAST_WAITING_TEXT.hint}</p>
            </div>
          ) : (
            !book.finished && (
              <p className="mt-1 w-fit rounded-full bg-sunrise-soft px-3 py-0.5 text-sm font-bold text-ink">
                Still in progress
              </p>
            )
          )}
        </div>
      </div>
      <div
        role="group"
        aria-label={`Actions for ${book.title}`}
        className="flex flex-wrap items-start gap-3 sm:ml-auto sm:justify-end"
      >
        {book.finished ? (
          <>
            <Button
              busy={actions.isPending('read', book.bookId)}
              disabled={actions.busy}
              onClick={() => void actions.read(book)}
            >
              Read
            </Button>
            <PdfDownloadButton bookId={book.bookId} title={book.title} />
            <EpubDownloadButton bookId={book.bookId} />
            <AudiobookDownloadButton bookId={book.bookId} />
            {latestOrderId ? (
              <>
                <Button variant="sunrise" disabled={actions.busy} onClick={() => actions.orderAgain(book)}>
                  Order another copy
                </Button>
                <Button
                  variant="secondary"
                  disabled={actions.busy}
                  onClick={() => actions.viewOrder(book, latestOrderId)}
                >
                  View print order
                </Button>
              </>
            ) : (
              <Button
                variant="sunrise"
                busy={actions.isPending('print', book.bookId)}
                disabled={actions.busy}
                onClick={() => void actions.buyPrint(book)}
              >
                Buy Print Book
              </Button>
            )}
            {onShare && (
              <Button variant="secondary" onClick={onShare}>
                Share
              </Button>
            )}
            {onDedication && (
              <Button variant="secondary" onClick={onDedication}>
                Dedication
              </Button>
            )}
            {onEditText && (
              <Button variant="secondary" onClick={onEditText}>
                Edit text
              </Button>
            )}
            {onDelete && (
              <Button variant="ghost" onClick={onDelete}>
                Delete book
              </Button>
            )}
          </>
        ) : (
          <Button
            busy={actions.isPending('edit', book.bookId)}
            disabled={actions.busy}
            aria-describedby={book.castWaiting ? castId : undefined}
            onClick={() => void actions.edit(book)}
          >
            Edit
          </Button>
        )}
      </div>
    </article>
  );
}
