import { usePageMeta } from '../../../lib/meta';
import { EditorRoute } from './EditorRoute';

/** /library/:slug/edit: the basic image review screen of a Photo Story (spec part 2 §2). */
export default function LibraryBookEditPage() {
  usePageMeta('Edit your story');
  return (
    <EditorRoute
      heading="Edit your story"
      lead="Make every page just right before you build the book."
      routeType="Essential"
      screen="basic"
    />
  );
}
