import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function GallerySamplePage() {
  usePageMeta('A sample story');
  return (
    <SimplePage title="A sample story" lead="Curl up and read one of our free sample stories together." />
  );
}
