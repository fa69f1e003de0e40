import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function PrintOrderProcessingPage() {
  usePageMeta('Your print order');
  return (
    <SimplePage title="Your print order" lead="A few friendly steps take your book from screen to paper." />
  );
}
