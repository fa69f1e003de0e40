import { ButtonLink } from '../../../components/ui/Button';
import { useT } from '../../../i18n';
import { useAuth } from '../../../lib/auth';
import type { RegionStatus } from '../api/getCountry';

/**
 * The home page's region block (spec part 1 §2): where purchases are not offered (403) it points
 * to the free gallery; elsewhere (200) it invites the visitor to start the free story.
 */
export function RegionBlock({ status }: { status: RegionStatus | null }) {
  const { user } = useAuth();
  const t = useT();
  if (status === null) return null;
  const restricted = status === 403;
  return (
    <section aria-labelledby="region-heading" className="py-16">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 rounded-card bg-sunrise-soft px-6 py-10 text-center">
        <h2 id="region-heading" className="text-3xl font-semibold text-balance">
          {restricted ? t('region.block.restrictedTitle') : t('region.block.title')}
        </h2>
        <p className="max-w-xl text-lg text-ink-soft">
          {restricted ? t('region.block.restrictedLead') : t('region.block.lead')}
        </p>
        {restricted ? (
          <ButtonLink to="/gallery" size="lg">
            {t('region.block.readFree')}
          </ButtonLink>
        ) : (
          <ButtonLink to={user ? '/create' : '/signup'} size="lg">
            {t('region.block.makeFree')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
