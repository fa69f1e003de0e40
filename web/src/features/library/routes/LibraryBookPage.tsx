import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function LibraryBookPage() {
  usePageMeta('Your story');
  return <SimplePage title="Your story" lead="Snuggle up: this book is ready whenever you are." />;
}
