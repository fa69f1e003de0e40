import { ButtonLink } from '../../../components/ui/Button';
import { SimplePage } from '../../../components/ui/PageHeader';
import { CONTACT_EMAIL } from '../../../content/site';
import { usePageMeta } from '../../../lib/meta';

/** Credit-purchase return route: the 'Purchase Denied' screen (spec part 1 §2). */
export default function PurchaseCancelPage() {
  usePageMeta('Purchase Denied');
  return (
    <SimplePage
      title="Purchase Denied"
      lead="Apologies, but we were unable to process your payment at this time. Please try again later. If you need further assistance, please don't hesitate to contact us."
    >
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/cart" state={{ productId: 1 }}>
          Back to cart
        </ButtonLink>
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="self-center font-bold text-leaf underline underline-offset-4"
        >
          {CONTACT_EMAIL}
        </a>
      </div>
    </SimplePage>
  );
}
