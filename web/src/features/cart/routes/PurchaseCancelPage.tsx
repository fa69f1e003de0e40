import { PurchaseDenied } from '../../../components/checkout/PurchaseDenied';
import { ButtonLink } from '../../../components/ui/Button';

/** Credit-purchase return route: the 'Purchase Denied' screen (spec part 1 §2). */
export default function PurchaseCancelPage() {
  return (
    <PurchaseDenied
      lead="Apologies, but we were unable to process your payment at this time. Please try again later. If you need further assistance, please don't hesitate to contact us."
      back={
        <ButtonLink to="/cart" state={{ productId: 1 }}>
          Back to cart
        </ButtonLink>
      }
    />
  );
}
