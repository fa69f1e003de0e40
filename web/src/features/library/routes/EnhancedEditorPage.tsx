import { usePageMeta } from '../../../lib/meta';
import { EditBookPage } from '../components/EditBookPage';

/** /library/enhanced/:slug/edit (spec part 2 §2 'Edit screens'). */
export default function EnhancedEditorPage() {
  usePageMeta('Edit your Avatar Story');
  return (
    <EditBookPage
      title="Edit your Avatar Story"
      lead="Tweak the words and pictures until the story feels just right."
    />
  );
}
