import { Button } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import { Overlay } from '../../../components/ui/Overlay';
import type { BookEditor } from '../hooks/useBookEditor';
import { useT } from '../../../i18n';

/**
 * The overlays of an edit screen: loading the book, a redo (with its automatic retry note and a
 * way to keep going while the picture is drawn) and the build. The limit dialog and a live region
 * for short announcements come along.
 */
export function EditorOverlays({ editor, redoMessage }: { editor: BookEditor; redoMessage: string }) {
  const t = useT();
  const { busy } = editor;
  const redo = busy?.kind === 'redo' ? busy : null;
  return (
    <>
      <Overlay open={editor.loading} message={t('editor.loading')} />
      <Overlay open={!!redo} message={redoMessage}>
        {redo?.retrying && (
          <p role="alert" className="text-ink">
            {t('editor.redo.retrying')}
          </p>
        )}
        {redo && (
          <Button variant="secondary" onClick={editor.dismissRedo}>
            {redo.retrying ? t('editor.redo.stop') : t('editor.redo.keepBrowsing')}
          </Button>
        )}
      </Overlay>
      <Overlay open={busy?.kind === 'build'} message={t('editor.building')} />
      <MessageDialog open={editor.limitOpen} onClose={editor.closeLimit} title={t('editor.redo.limitTitle')}>
        <p>{t('editor.redo.limit')}</p>
      </MessageDialog>
      <p aria-live="polite" className="sr-only">
        {editor.announcement}
      </p>
    </>
  );
}
