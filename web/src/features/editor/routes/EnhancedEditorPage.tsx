import { usePageMeta } from '../../../lib/meta';
import { EditorRoute } from './EditorRoute';

/** /library/enhanced/:slug/edit: the Avatar Story editor with image descriptions (spec part 2 §2). */
export default function EnhancedEditorPage() {
  usePageMeta('Edit your Avatar Story');
  return (
    <EditorRoute
      heading="Edit your Avatar Story"
      lead="Tweak the pictures until the story feels just right."
      routeType="Enhanced"
      screen="descriptions"
    />
  );
}
