import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function EnhancedEditorPage() {
  usePageMeta('Edit your Avatar Story');
  return (
    <SimplePage
      title="Edit your Avatar Story"
      lead="Tweak the words and pictures until the story feels just right."
    />
  );
}
