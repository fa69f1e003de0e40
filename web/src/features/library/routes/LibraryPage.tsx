import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LibraryBook } from '../../../api/library';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { LoadingState } from '../../../components/ui/Spinner';
import { usePageMeta } from '../../../lib/meta';
import { useT } from '../../../i18n';
import { BookRow } from '../components/BookRow';
import { DedicationDialog } from '../components/DedicationDialog';
import { DeleteBookDialog } from '../components/DeleteBookDialog';
import { EditBookDialog } from '../components/EditBookDialog';
import { LibraryControls } from '../components/LibraryControls';
import { ShareDialog } from '../components/ShareDialog';
import { useBookActions } from '../hooks/useBookActions';
import { useLibrary } from '../hooks/useLibrary';
import { useClasses } from '../hooks/useClasses';
import { useLibraryDetails } from '../hooks/useLibraryDetails';
import { groupByClass } from '../classGroups';
import { usePrintedBooks } from '../hooks/usePrintedBooks';
import { SEARCH_FROM_BOOKS, searchLibrary, type LibrarySort } from '../librarySearch';

type OpenDialog = { kind: 'share' | 'dedication' | 'edit' | 'delete'; book: LibraryBook } | null;

/**
 * /library (spec part 2 §2): the user's saved books, newest first. With more than six books a
 * search (title or child's name) and a sort appear (issue 29); each finished book can be shared
 * by a link, given a dedication, have its words fixed ('Edit text') or be deleted.
 */
export default function LibraryPage() {
  const t = useT();
  usePageMeta(t('library.title'));
  const { books, loading, rename, remove } = useLibrary();
  const actions = useBookActions();
  const { details, update } = useLibraryDetails();
  // An educator's class books sit together under their lesson (issue 31).
  const classes = useClasses();
  const printed = usePrintedBooks();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<LibrarySort>('newest');
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const searchable = books.length >= SEARCH_FROM_BOOKS;
  const childNames = useMemo(
    () => new Map([...details.values()].map((detail) => [detail.bookId, detail.childName])),
    [details],
  );
  const shown = useMemo(
    () => (searchable ? searchLibrary(books, childNames, query, sort) : books),
    [searchable, books, childNames, query, sort],
  );
  const open = dialog ? details.get(dialog.book.bookId) : undefined;
  const grouped = useMemo(() => groupByClass(shown, classes), [shown, classes]);
  const row = (book: LibraryBook) => (
    <li key={book.bookId}>
      <BookRow
        book={book}
        actions={actions}
        latestOrderId={printed.get(book.bookId) ?? null}
        shared={Boolean(details.get(book.bookId)?.share)}
        onShare={() => setDialog({ kind: 'share', book })}
        onDedication={() => setDialog({ kind: 'dedication', book })}
        onEditText={() => setDialog({ kind: 'edit', book })}
        onDelete={() => setDialog({ kind: 'delete', book })}
      />
    </li>
  );

  return (
    <div className="pb-16">
      <PageHeader
        title={t('library.title')}
        lead={
          loading
            ? undefined
            : books.length === 0
              ? t('library.lead.empty')
              : // The spec says 'Read you own creations here!': its typo is not kept (issue 47).
                t('library.lead')
        }
      />
      <div className="mx-auto max-w-4xl px-4 sm:px-5">
        {loading ? (
          <LoadingState label={t('library.loading')} />
        ) : books.length === 0 ? (
          <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft">
            <p className="text-lg">{t('library.empty')}</p>
            <ButtonLink to="/create" size="lg">
              {t('library.createFirst')}
            </ButtonLink>
          </section>
        ) : (
          <>
            {searchable && (
              <LibraryControls
                query={query}
                onQuery={setQuery}
                sort={sort}
                onSort={setSort}
                shown={shown.length}
                total={books.length}
              />
            )}
            {grouped.shelves.map((shelf) => (
              <section key={shelf.classId} aria-labelledby={`shelf-${shelf.classId}`} className="mb-8">
                <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`shelf-${shelf.classId}`} className="text-2xl font-semibold">
                    {t('library.class', { title: shelf.title })}
                  </h2>
                  <Link
                    to={`/classroom/${encodeURIComponent(shelf.classId)}`}
                    className="font-bold text-leaf"
                  >
                    {t('library.classLink')}
                  </Link>
                </div>
                <ul className="flex flex-col gap-5" aria-label={t('library.class', { title: shelf.title })}>
                  {shelf.books.map(row)}
                </ul>
              </section>
            ))}
            {grouped.others.length > 0 && (
              <>
                {grouped.shelves.length > 0 && (
                  <h2 className="mb-3 text-2xl font-semibold">{t('library.otherBooks')}</h2>
                )}
                <ul className="flex flex-col gap-5" aria-label={t('library.books')}>
                  {grouped.others.map(row)}
                </ul>
              </>
            )}
          </>
        )}
      </div>
      {dialog?.kind === 'share' && (
        <ShareDialog
          open
          onClose={() => setDialog(null)}
          title={dialog.book.title}
          bookId={dialog.book.bookId}
          detail={open}
          onChange={(share) => update(dialog.book.bookId, { share })}
        />
      )}
      {dialog?.kind === 'dedication' && (
        <DedicationDialog
          open
          onClose={() => setDialog(null)}
          title={dialog.book.title}
          bookId={dialog.book.bookId}
          dedication={open?.dedication ?? null}
          onSaved={(dedication) => update(dialog.book.bookId, { dedication })}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditBookDialog
          onClose={() => setDialog(null)}
          title={dialog.book.title}
          bookId={dialog.book.bookId}
          onSaved={(title) => rename(dialog.book.bookId, title)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteBookDialog
          onClose={() => setDialog(null)}
          title={dialog.book.title}
          bookId={dialog.book.bookId}
          onDeleted={() => remove(dialog.book.bookId)}
        />
      )}
    </div>
  );
}
