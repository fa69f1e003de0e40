import { Link } from 'react-router-dom';
import type { ClassesResponse } from '../../../api/classes';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { LoadingState } from '../../../components/ui/Spinner';
import { useClassProgress } from '../hooks/useClassProgress';
import { classPagePath } from '../paths';
import { ClassZipButton } from './ClassZipButton';
import { useFormat, useT } from '../../../i18n';
import { HeadedSection } from '../../../components/ui/HeadedSection';

type ClassSummary = ClassesResponse[number];

/** One class of the list: its lesson, when it was made, how many books are ready, and its ZIP. */
function ClassCard({ summary }: { summary: ClassSummary }) {
  const t = useT();
  const format = useFormat();
  const { status, error } = useClassProgress(summary.classId);
  const headingId = `class-${summary.classId}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-soft"
      >
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-xl font-semibold break-words">
            <Link to={classPagePath(summary.classId)} className="text-leaf">
              {t('classroom.list.class', { title: summary.title })}
            </Link>
          </h3>
          <p className="text-ink-soft">
            {t('classroom.list.madeOn', { date: format.date(summary.createdAt), count: summary.total })}
          </p>
        </div>
        {error ? (
          <p role="alert" className="font-bold">
            {error}
          </p>
        ) : status ? (
          <>
            <ProgressBar
              value={status.done}
              max={status.total}
              label={t('classroom.list.ready', { done: status.done, total: status.total })}
            />
            <ClassZipButton
              classId={summary.classId}
              title={status.title}
              done={status.done}
              total={status.total}
            />
          </>
        ) : (
          <LoadingState label={t('classroom.list.loading')} />
        )}
      </article>
    </li>
  );
}

/** The educator's classes, newest first (POST /user/classes), each opening its own page. */
export function ClassList({ classes }: { classes: ClassesResponse }) {
  const t = useT();
  return (
    <HeadedSection id="classes-heading" title={t('classroom.list.title')} className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4" aria-label={t('classroom.list.title')}>
        {classes.map((summary) => (
          <ClassCard key={summary.classId} summary={summary} />
        ))}
      </ul>
    </HeadedSection>
  );
}
