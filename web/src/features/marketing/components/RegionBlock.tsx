import { ButtonLink } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth';
import type { RegionStatus } from '../api/getCountry';

/**
 * The home page's region block (spec part 1 §2): where purchases are not offered (403) it points
 * to the free gallery; elsewhere (200) it invites the visitor to start the free story.
 */
export function RegionBlock({ status }: { status: RegionStatus | null }) {
  const { user } = useAuth();
  if (status === null) return null;
  const restricted = status === 403;
  return (
    <section aria-labelledby="region-heading" className="py-16">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 rounded-card bg-sunrise-soft px-6 py-10 text-center">
        <h2 id="region-heading" className="text-3xl font-semibold text-balance">
          {restricted ? 'StorySprout is coming to your region' : 'Ready for tonight’s story?'}
        </h2>
        <p className="max-w-xl text-lg text-ink-soft">
          {restricted
            ? 'Buying stories and printed books is not available where you are yet. In the meantime, every book in our gallery is free to read together.'
            : 'Your first digital story is free. It takes about two minutes, and your child will be the hero of every page.'}
        </p>
        {restricted ? (
          <ButtonLink to="/gallery" size="lg">
            Read free stories
          </ButtonLink>
        ) : (
          <ButtonLink to={user ? '/create' : '/signup'} size="lg">
            Make my free story
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
