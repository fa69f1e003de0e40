import { useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { LoadingState } from '../../../components/ui/Spinner';
import { usePageMeta } from '../../../lib/meta';
import { ClassForm } from '../components/ClassForm';
import { ClassProgress } from '../components/ClassProgress';
import { OrgBalance } from '../components/OrgBalance';
import { useClassProgress } from '../hooks/useClassProgress';
import { useOrgCredits } from '../hooks/useOrgCredits';

function FollowClass({ classId }: { classId: string }) {
  const { status, error } = useClassProgress(classId);
  return <ClassProgress status={status} error={error} />;
}

/**
 * /classroom (issue 31): the organization's balance, and one lesson for a whole class. With
 * ?class=<id> it follows that class's books as they are made.
 */
export default function ClassroomPage() {
  usePageMeta('Classroom');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { org, failed, reload } = useOrgCredits();
  const classId = params.get('class');

  return (
    <div className="pb-16">
      <PageHeader
        title="Classroom"
        lead="Write one lesson and every child in your class gets their own storybook, starring them."
      />
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 sm:px-5">
        {failed ? (
          <p role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold">
            We could not load your organization. Please refresh the page.
          </p>
        ) : org === null ? (
          <LoadingState label="Loading your organization..." />
        ) : org === 'none' ? (
          <section className="flex flex-col items-start gap-3 rounded-card bg-white p-6 shadow-soft">
            <p className="text-lg">
              Classes are made with an organization’s shared credits. Create or join one from your account
              page.
            </p>
            <ButtonLink to="/account">Go to my account</ButtonLink>
          </section>
        ) : (
          <>
            <OrgBalance org={org} />
            {classId ? (
              <>
                <FollowClass classId={classId} />
                <ButtonLink to="/classroom" variant="secondary" className="self-start" onClick={reload}>
                  Write another lesson
                </ButtonLink>
              </>
            ) : (
              <ClassForm
                credits={org.credits}
                onCreated={(id) => {
                  reload();
                  void navigate(`/classroom?class=${encodeURIComponent(id)}`);
                }}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
