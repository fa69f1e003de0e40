import { usePageMeta } from '../../../lib/meta';
import { EditBookPage } from '../components/EditBookPage';

/** /library/essential/:slug/edit (spec part 2 §2 'Edit screens'). */
export default function EssentialEditorPage() {
  usePageMeta('Edit your Photo Story');
  return (
    <EditBookPage title="Edit your Photo Story" lead="Pick your favourite pictures, then build your book." />
  );
}
