import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/Icon';
import { usePrices } from '../../../api/pricing';
import { useT } from '../../../i18n';
import type { RegionStatus } from '../api/getCountry';

function DismissButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-paper/60"
    >
      <Icon name="close" />
    </button>
  );
}

/**
 * The home page's region banners (spec part 1 §2 Home), chosen by the country check. The promo
 * banner announces the sale, so it shows only while a sale runs.
 */
export function RegionBanner({ status }: { status: RegionStatus | null }) {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  const { activeSale } = usePrices();
  const restricted = status === 403;
  if (status === null || dismissed || (!restricted && !activeSale)) return null;

  return (
    <section
      aria-label={restricted ? t('region.banner.noticeLabel') : t('region.banner.saleLabel')}
      className={cn('z-30 shadow-soft', restricted ? 'sticky top-0 bg-sky' : 'bg-sunrise')}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <p className="flex-1 font-bold text-ink">
          {restricted
            ? t('region.banner.restricted')
            : t('region.banner.sale', {
                digital: activeSale?.digitalPercentOff ?? 0,
                print: activeSale?.printPercentOff ?? 0,
              })}
        </p>
        {!restricted && (
          <ButtonLink to="/signup" size="sm" className="shrink-0">
            {t('region.banner.claim')}
          </ButtonLink>
        )}
        <DismissButton
          label={restricted ? t('region.banner.dismissNotice') : t('region.banner.dismissSale')}
          onClick={() => setDismissed(true)}
        />
      </div>
    </section>
  );
}
