import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { LoadingState } from '../../../components/ui/Spinner';
import { usePageMeta } from '../../../lib/meta';
import { ClassForm } from '../components/ClassForm';
import { ClassList } from '../components/ClassList';
import { ClassProgress } from '../components/ClassProgress';
import { OrgBalance } from '../components/OrgBalance';
import { useClassList } from '../hooks/useClassList';
import { useClassProgress } from '../hooks/useClassProgress';
import { useOrgCredits } from '../hooks/useOrgCredits';
import { classPagePath } from '../paths';
import { useT } from '../../../i18n';

function FollowClass({ classId }: { classId: string }) {
  const { status, error } = useClassProgress(classId);
  return <ClassProgress status={status} error={error} />;
}

/** /classroom: the educator's classes with their progress and ZIP, and a form for a new one. */
function Classes({
  round,
  credits,
  onCreated,
}: {
  round: number;
  credits: number;
  onCreated: (classId: string) => void;
}) {
  const t = useT();
  const classes = useClassList(round);
  return (
    <>
      {classes === 'failed' ? (
        <p role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold">
          {t('classroom.page.classesFailed')}
        </p>
      ) : classes === null ? (
        <LoadingState label={t('classroom.page.classesLoading')} />
      ) : (
        classes.length > 0 && <ClassList classes={classes} />
      )}
      <ClassForm credits={credits} onCreated={onCreated} />
    </>
  );
}

/**
 * /classroom (issue 31, issue 47): the organization's balance, the educator's classes and one
 * lesson for a whole class. /classroom/:classId follows that class's books as they are made
 * (the older ?class=<id> address leads there).
 */
export default function ClassroomPage() {
  const t = useT();
  usePageMeta(t('classroom.page.title'));
  const [params] = useSearchParams();
  const { classId } = useParams();
  const navigate = useNavigate();
  const { org, failed, reload, round } = useOrgCredits();
  const legacyClass = params.get('class');

  if (legacyClass) return <Navigate to={classPagePath(legacyClass)} replace />;

  return (
    <div className="pb-16">
      <PageHeader title={t('classroom.page.title')} lead={t('classroom.page.lead')} />
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 sm:px-5">
        {failed ? (
          <p role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold">
            {t('classroom.page.orgFailed')}
          </p>
        ) : org === null ? (
          <LoadingState label={t('classroom.page.orgLoading')} />
        ) : org === 'none' ? (
          <section className="flex flex-col items-start gap-3 rounded-card bg-white p-6 shadow-soft">
            <p className="text-lg">{t('classroom.page.noOrg')}</p>
            <ButtonLink to="/account">{t('classroom.page.toAccount')}</ButtonLink>
          </section>
        ) : (
          <>
            <OrgBalance org={org} />
            {classId ? (
              <>
                <FollowClass classId={classId} />
                <div className="flex flex-wrap gap-3">
                  <ButtonLink to="/classroom" variant="secondary" onClick={reload}>
                    {t('classroom.page.another')}
                  </ButtonLink>
                </div>
              </>
            ) : (
              <Classes
                round={round}
                credits={org.credits}
                onCreated={(id) => {
                  reload();
                  void navigate(classPagePath(id));
                }}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
