import { ButtonLink } from '../../../components/ui/Button';
import { SimplePage } from '../../../components/ui/PageHeader';
import { CONTACT_EMAIL } from '../../../content/site';
import { usePageMeta } from '../../../lib/meta';

/** Print-purchase return route after a failed payment (spec part 2 §2). */
export default function PrintCancelPage() {
  usePageMeta('Purchase Denied');
  return (
    <SimplePage
      title="Purchase Denied"
      lead="Apologies, but we were unable to process your payment at this time. Please try again later, or contact our support team and we'll gladly help."
    >
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/library">Back to Library</ButtonLink>
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
