import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function GalleryPage() {
  usePageMeta('Story Gallery');
  return <SimplePage title="Story Gallery" lead="Free sample stories to read together, no account needed." />;
}
