import { PurchaseDenied } from '../../../components/checkout/PurchaseDenied';
import { ButtonLink } from '../../../components/ui/Button';
import { useT } from '../../../i18n';

/** Print-purchase return route after a failed payment (spec part 2 §2). */
export default function PrintCancelPage() {
  const t = useT();
  return (
    <PurchaseDenied
      lead={t('print.deniedLead')}
      back={<ButtonLink to="/library">{t('print.backToLibrary')}</ButtonLink>}
    />
  );
}
