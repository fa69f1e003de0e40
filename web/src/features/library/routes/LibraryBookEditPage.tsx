import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function LibraryBookEditPage() {
  usePageMeta('Edit your story');
  return <SimplePage title="Edit your story" lead="Make every page just right before you build the book." />;
}
