import type { ReactNode } from 'react';
import { CONTACT_EMAIL } from '../../content/site';
import { useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { SimplePage } from '../ui/PageHeader';
import { mailtoUs } from '../MailUs';

/**
 * The 'Purchase Denied' screen both checkouts return to after a failed payment (spec part 1 §2,
 * part 2 §2): their own lead sentence and way back, and the contact address.
 */
export function PurchaseDenied({ lead, back }: { lead: string; back: ReactNode }) {
  const t = useT();
  usePageMeta(t('checkout.deniedTitle'));
  return (
    <SimplePage title={t('checkout.deniedTitle')} lead={lead}>
      <div className="flex flex-wrap justify-center gap-3">
        {back}
        <a href={mailtoUs()} className="self-center font-bold text-leaf underline underline-offset-4">
          {CONTACT_EMAIL}
        </a>
      </div>
    </SimplePage>
  );
}
