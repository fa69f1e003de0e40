import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function LibraryPage() {
  usePageMeta('Your Library');
  return <SimplePage title="Your Library" lead="Your creations will be stored here!" />;
}
