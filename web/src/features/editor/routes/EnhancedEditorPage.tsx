import { usePageMeta } from '../../../lib/meta';
import { EditorRoute } from './EditorRoute';
import { useT } from '../../../i18n';

/** /library/enhanced/:slug/edit: the Avatar Story editor with image descriptions (spec part 2 §2). */
export default function EnhancedEditorPage() {
  const t = useT();
  usePageMeta(t('editor.avatar.heading'));
  return (
    <EditorRoute
      heading={t('editor.avatar.heading')}
      lead={t('editor.avatar.lead')}
      routeType="Enhanced"
      screen="descriptions"
    />
  );
}
