import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function CreatePage() {
  usePageMeta('Create a story');
  return (
    <SimplePage
      title="Create a story"
      lead="Every great story starts with a choice: Photo Stories or Avatar Stories."
    />
  );
}
