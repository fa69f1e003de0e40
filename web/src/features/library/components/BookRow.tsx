import type { LibraryBook } from '../../../api/library';
import { BookStyleNote } from '../../../components/books/BookStyleNote';
import { BookThumbnail } from '../../../components/books/BookThumbnail';
import { AudiobookDownloadButton } from '../../../components/books/AudiobookDownloadButton';
import { EpubDownloadButton } from '../../../components/books/EpubDownloadButton';
import { ReadingModePdfButton } from '../../../components/books/ReadingModePdfButton';
import { PdfDownloadButton } from '../../../components/books/PdfDownloadButton';
import { Button } from '../../../components/ui/Button';
import { useFormat, useT } from '../../../i18n';
import { bookDate } from '../bookDate';
import type { useBookActions } from '../hooks/useBookActions';

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
  const t = useT();
  const date = bookDate(book.bookId, useFormat());
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
          {date && <p className="text-ink-soft">{t('library.createdOn', { date })}</p>}
          {book.creatorName && (
            <p className="text-ink-soft">{t('library.createdBy', { name: book.creatorName })}</p>
          )}
          <BookStyleNote
            artStyle={book.artStyle}
            language={book.language}
            secondLanguage={book.secondLanguage}
          />
          <p className="text-sm text-ink-soft">{t('library.orderNumber', { id: book.bookId })}</p>
          {shared && (
            <p className="w-fit rounded-full bg-sky-soft px-3 py-0.5 text-sm font-bold text-ink">
              {t('library.sharedByLink')}
            </p>
          )}
          {book.castWaiting ? (
            <div id={castId} className="mt-1 flex flex-col gap-1">
              <p className="w-fit rounded-full bg-sky-soft px-3 py-0.5 text-sm font-bold text-ink">
                {t('library.castWaiting')}
              </p>
              <p className="text-sm text-ink-soft">{t('library.castWaiting.hint')}</p>
            </div>
          ) : (
            !book.finished && (
              <p className="mt-1 w-fit rounded-full bg-sunrise-soft px-3 py-0.5 text-sm font-bold text-ink">
                {t('library.inProgress')}
              </p>
            )
          )}
        </div>
      </div>
      <div
        role="group"
        aria-label={t('library.actionsFor', { title: book.title })}
        className="flex flex-wrap items-start gap-3 sm:ml-auto sm:justify-end"
      >
        {book.finished ? (
          <>
            <Button
              busy={actions.isPending('read', book.bookId)}
              disabled={actions.busy}
              onClick={() => void actions.read(book)}
            >
              {t('library.read')}
            </Button>
            <PdfDownloadButton bookId={book.bookId} title={book.title} />
            <ReadingModePdfButton bookId={book.bookId} title={book.title} />
            <EpubDownloadButton bookId={book.bookId} />
            <AudiobookDownloadButton bookId={book.bookId} />
            {latestOrderId ? (
              <>
                <Button variant="sunrise" disabled={actions.busy} onClick={() => actions.orderAgain(book)}>
                  {t('library.orderAgain')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={actions.busy}
                  onClick={() => actions.viewOrder(book, latestOrderId)}
                >
                  {t('library.viewOrder')}
                </Button>
              </>
            ) : (
              <Button
                variant="sunrise"
                busy={actions.isPending('print', book.bookId)}
                disabled={actions.busy}
                onClick={() => void actions.buyPrint(book)}
              >
                {t('library.buyPrint')}
              </Button>
            )}
            {onShare && (
              <Button variant="secondary" onClick={onShare}>
                {t('library.share')}
              </Button>
            )}
            {onDedication && (
              <Button variant="secondary" onClick={onDedication}>
                {t('library.dedication')}
              </Button>
            )}
            {onEditText && (
              <Button variant="secondary" onClick={onEditText}>
                {t('library.editText')}
              </Button>
            )}
            {onDelete && (
              <Button variant="ghost" onClick={onDelete}>
                {t('library.deleteBook')}
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
            {t('library.edit')}
          </Button>
        )}
      </div>
    </article>
  );
}
