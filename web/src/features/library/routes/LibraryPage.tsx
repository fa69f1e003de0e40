import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { LoadingState } from '../../../components/ui/Spinner';
import { usePageMeta } from '../../../lib/meta';
import { BookRow } from '../components/BookRow';
import { useBookActions } from '../hooks/useBookActions';
import { useLibrary } from '../hooks/useLibrary';

/** /library (spec part 2 §2): the user's saved books, newest first. */
export default function LibraryPage() {
  usePageMeta('Your Library');
  const { books, loading } = useLibrary();
  const actions = useBookActions();

  return (
    <div className="pb-16">
      <PageHeader
        title="Your Library"
        lead={
          loading
            ? undefined
            : books.length === 0
              ? 'Your creations will be stored here!'
              : 'Read you own creations here!'
        }
      />
      <div className="mx-auto max-w-4xl px-4 sm:px-5">
        {loading ? (
          <LoadingState label="Loading your library..." />
        ) : books.length === 0 ? (
          <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft">
            <p className="text-lg">
              Once you make your first story, it will wait for you right here, ready to read at bedtime.
            </p>
            <ButtonLink to="/create" size="lg">
              Create your first story
            </ButtonLink>
          </section>
        ) : (
          <ul className="flex flex-col gap-5" aria-label="Your books">
            {books.map((book) => (
              <li key={book.bookId}>
                <BookRow book={book} actions={actions} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
