import { SimplePage } from '../../../components/ui/PageHeader';
import { usePageMeta } from '../../../lib/meta';

export default function EssentialEditorPage() {
  usePageMeta('Edit your Photo Story');
  return (
    <SimplePage title="Edit your Photo Story" lead="Pick your favourite pictures, then build your book." />
  );
}
