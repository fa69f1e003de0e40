import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function EnhancedReaderPage() {
  usePageMeta('Your Avatar Story');
  return <SimplePage title="Your Avatar Story" lead="Snuggle up: this book is ready whenever you are." />;
}
