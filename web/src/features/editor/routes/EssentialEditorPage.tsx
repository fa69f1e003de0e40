import { usePageMeta } from '../../../lib/meta';
import { EditorRoute } from './EditorRoute';
import { useT } from '../../../i18n';

/** /library/essential/:slug/edit: the Photo Story editor with image descriptions (spec part 2 §2). */
export default function EssentialEditorPage() {
  const t = useT();
  usePageMeta(t('editor.photo.heading'));
  return (
    <EditorRoute
      heading={t('editor.photo.heading')}
      lead={t('editor.photo.lead')}
      routeType="Essential"
      screen="descriptions"
    />
  );
}
