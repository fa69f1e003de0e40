import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { readEditState } from '../story';
import { BookInProgress } from './BookInProgress';

/**
 * /library/essential/:slug/edit and /library/enhanced/:slug/edit until the full editor lands: the
 * book's illustrations as they are painted. The book id comes from the navigation state.
 */
export function EditBookPage({ title, lead }: { title: string; lead: string }) {
  const location = useLocation();
  const book = readEditState(location.state);
  return (
    <div className="pb-16">
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto max-w-5xl px-4 sm:px-5">
        {book ? (
          <BookInProgress key={book.bookID} book={book} />
        ) : (
          <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-soft">
            <h2 className="text-2xl font-semibold">Let&apos;s find your book</h2>
            <p>
              We couldn&apos;t tell which book to open from this link. Your stories are all safe in your
              Library: open the book from there to keep going.
            </p>
            <ButtonLink to="/library">Go to your Library</ButtonLink>
          </section>
        )}
      </div>
    </div>
  );
}
