import { usePageMeta } from '../../../lib/meta';
import { EditorRoute } from './EditorRoute';
import { useT } from '../../../i18n';

/** /library/:slug/edit: the basic image review screen of a Photo Story (spec part 2 §2). */
export default function LibraryBookEditPage() {
  const t = useT();
  usePageMeta(t('editor.story.heading'));
  return (
    <EditorRoute
      heading={t('editor.story.heading')}
      lead={t('editor.story.lead')}
      routeType="Essential"
      screen="basic"
    />
  );
}
