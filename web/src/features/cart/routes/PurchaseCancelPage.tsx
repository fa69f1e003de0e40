import { PurchaseDenied } from '../../../components/checkout/PurchaseDenied';
import { ButtonLink } from '../../../components/ui/Button';
import { useT } from '../../../i18n';

/** Credit-purchase return route: the 'Purchase Denied' screen (spec part 1 §2). */
export default function PurchaseCancelPage() {
  const t = useT();
  return (
    <PurchaseDenied
      lead={t('cart.deniedLead')}
      back={
        <ButtonLink to="/cart" state={{ productId: 1 }}>
          {t('cart.backToCart')}
        </ButtonLink>
      }
    />
  );
}
