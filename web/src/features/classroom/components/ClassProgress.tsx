import type { ClassBookStatus } from '@contract/classroom';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { LoadingState } from '../../../components/ui/Spinner';
import type { ClassStatusResponse } from '../../../api/classes';
import { ClassZipButton } from './ClassZipButton';

const STATUS_WORDS: Record<ClassBookStatus, string> = {
  writing: 'Writing the story…',
  drawing: 'Drawing the pictures…',
  ready: 'Ready',
  attention: 'A picture needs a redo',
  failed: 'Could not be made (credit returned)',
  removed: 'Deleted',
};

/**
 * A class's progress: 'N of M ready' and each child's book as it finishes, with 'Download all
 * (ZIP)' once any is ready. The status comes from useClassProgress (polled).
 */
export function ClassProgress({
  status,
  error,
}: {
  status: ClassStatusResponse | null;
  error: string | null;
}) {
  if (error)
    return (
      <p role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold">
        {error}
      </p>
    );
  if (!status) return <LoadingState label="Loading the class..." />;

  return (
    <section
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-soft"
      aria-labelledby="class-title"
    >
      <div className="flex flex-col gap-1">
        <h2 id="class-title" className="text-2xl font-semibold">
          Class: {status.title}
        </h2>
        <p className="text-ink-soft">
          {status.total} {status.total === 1 ? 'book' : 'books'} from one lesson
          {status.failed > 0
            ? `; ${status.failed} could not be made and ${status.failed === 1 ? 'its credit was' : 'their credits were'} returned`
            : ''}
          .
        </p>
      </div>
      <ProgressBar value={status.done} max={status.total} label={`${status.done} of ${status.total} ready`} />
      {/* Said again for screen readers as books finish (the bar's label is not announced). */}
      <p aria-live="polite" className="sr-only">
        {status.done === status.total ? `All ${status.total} books are ready` : `${status.done} ready so far`}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Books of the class">
        {status.books.map((book, i) => (
          <li
            key={`${i}-${book.childName}`}
            className="flex items-center justify-between gap-3 rounded-xl border-2 border-ink/10 px-4 py-3"
          >
            <span className="flex flex-col">
              <span className="font-bold">{book.childName}</span>
              <span className="text-sm text-ink-soft">{book.title ?? ' '}</span>
            </span>
            <span className="text-right text-sm">
              {book.status === 'ready' && book.bookId ? (
                <Link to="/library" className="font-bold text-leaf">
                  Ready
                </Link>
              ) : (
                <>
                  {STATUS_WORDS[book.status]}
                  {book.status === 'drawing' && ` (${book.pagesReady}/10)`}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ClassZipButton classId={status.classId} title={status.title} done={status.done} total={status.total} />
    </section>
  );
}
