import { Button } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import { Overlay } from '../../../components/ui/Overlay';
import { REDO_MESSAGES } from '../api/editor';
import type { BookEditor } from '../hooks/useBookEditor';

export const LOADING_MESSAGE =
  'Loading your story and images. This typically takes about 3 minutes. Thank you for your patience!';
export const BUILDING_MESSAGE = 'Almost there! Your book will be ready in a jiffy! Thanks for your patience!';

/**
 * The overlays of an edit screen: loading the book, a redo (with its automatic retry note and a
 * way to keep going while the picture is drawn) and the build. The limit dialog and a live region
 * for short announcements come along.
 */
export function EditorOverlays({ editor, redoMessage }: { editor: BookEditor; redoMessage: string }) {
  const { busy } = editor;
  const redo = busy?.kind === 'redo' ? busy : null;
  return (
    <>
      <Overlay open={editor.loading} message={LOADING_MESSAGE} />
      <Overlay open={!!redo} message={redoMessage}>
        {redo?.retrying && (
          <p role="alert" className="text-ink">
            We couldn&apos;t make the new picture just now. We&apos;ll try again in 30 seconds.
          </p>
        )}
        {redo && (
          <Button variant="secondary" onClick={editor.dismissRedo}>
            {redo.retrying ? 'Stop trying' : 'Keep browsing while it is drawn'}
          </Button>
        )}
      </Overlay>
      <Overlay open={busy?.kind === 'build'} message={BUILDING_MESSAGE} />
      <MessageDialog open={editor.limitOpen} onClose={editor.closeLimit} title="No more new images">
        <p>{REDO_MESSAGES.limit}</p>
      </MessageDialog>
      <p aria-live="polite" className="sr-only">
        {editor.announcement}
      </p>
    </>
  );
}
