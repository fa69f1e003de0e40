import { ButtonLink } from '../../../components/ui/Button';
import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

/** Credit-purchase return route: the 'Purchase Confirmed' screen (spec part 1 §2). */
export default function PurchaseSuccessPage() {
  usePageMeta('Purchase Confirmed');
  return (
    <SimplePage
      title="Purchase Confirmed"
      lead="Your transaction is complete, and your credits have been added. Enjoy creating personalized books for your kids!"
    >
      <div className="flex justify-center">
        <ButtonLink to="/create" size="lg">
          Create a story
        </ButtonLink>
      </div>
    </SimplePage>
  );
}
