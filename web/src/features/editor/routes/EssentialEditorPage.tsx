import { usePageMeta } from '../../../lib/meta';
import { EditorRoute } from './EditorRoute';

/** /library/essential/:slug/edit: the Photo Story editor with image descriptions (spec part 2 §2). */
export default function EssentialEditorPage() {
  usePageMeta('Edit your Photo Story');
  return (
    <EditorRoute
      heading="Edit your Photo Story"
      lead="Pick your favourite pictures, then build your book."
      routeType="Essential"
      screen="descriptions"
    />
  );
}
