import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function PrintSuccessPage() {
  usePageMeta('Thank you for your order!');
  return (
    <SimplePage
      title="Thank you for your order!"
      lead="Your payment was received, and your book is getting ready for the printer."
    />
  );
}
