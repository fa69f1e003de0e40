import type { ClassBookStatus } from '@contract/classroom';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { LoadingState } from '../../../components/ui/Spinner';
import type { ClassStatusResponse } from '../../../api/classes';
import { ClassZipButton } from './ClassZipButton';
import { useT, type MessageId } from '../../../i18n';

const STATUS_WORDS: Record<ClassBookStatus, MessageId> = {
  writing: 'classroom.status.writing',
  drawing: 'classroom.status.drawing',
  ready: 'classroom.status.ready',
  attention: 'classroom.status.attention',
  failed: 'classroom.status.failed',
  removed: 'classroom.status.removed',
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
  const t = useT();
  if (error)
    return (
      <p role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold">
        {error}
      </p>
    );
  if (!status) return <LoadingState label={t('classroom.list.loading')} />;

  return (
    <section
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-soft"
      aria-labelledby="class-title"
    >
      <div className="flex flex-col gap-1">
        <h2 id="class-title" className="text-2xl font-semibold">
          {t('classroom.list.class', { title: status.title })}
        </h2>
        <p className="text-ink-soft">
          {status.failed > 0
            ? t('classroom.progress.summaryFailed', { count: status.total, failed: status.failed })
            : t('classroom.progress.summary', { count: status.total })}
        </p>
      </div>
      <ProgressBar
        value={status.done}
        max={status.total}
        label={t('classroom.list.ready', { done: status.done, total: status.total })}
      />
      {/* Said again for screen readers as books finish (the bar's label is not announced). */}
      <p aria-live="polite" className="sr-only">
        {status.done === status.total
          ? t('classroom.progress.allReady', { count: status.total })
          : t('classroom.progress.soFar', { count: status.done })}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('classroom.progress.books')}>
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
                  {t('classroom.status.ready')}
                </Link>
              ) : (
                <>
                  {book.status === 'drawing'
                    ? t('classroom.status.drawingPages', { ready: book.pagesReady, total: 10 })
                    : t(STATUS_WORDS[book.status])}
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
