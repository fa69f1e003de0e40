import { PurchaseDenied } from '../../../components/checkout/PurchaseDenied';
import { ButtonLink } from '../../../components/ui/Button';

/** Print-purchase return route after a failed payment (spec part 2 §2). */
export default function PrintCancelPage() {
  return (
    <PurchaseDenied
      lead="Apologies, but we were unable to process your payment at this time. Please try again later, or contact our support team and we'll gladly help."
      back={<ButtonLink to="/library">Back to Library</ButtonLink>}
    />
  );
}
