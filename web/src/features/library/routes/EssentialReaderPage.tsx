import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function EssentialReaderPage() {
  usePageMeta('Your Photo Story');
  return <SimplePage title="Your Photo Story" lead="Snuggle up: this book is ready whenever you are." />;
}
