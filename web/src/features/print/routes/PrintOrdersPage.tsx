import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function PrintOrdersPage() {
  usePageMeta('Your Print Books');
  return (
    <SimplePage title="Your Print Books" lead="Follow each printed book from payment to your doorstep." />
  );
}
