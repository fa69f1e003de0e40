import type { ReactNode } from 'react';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import type { BookEditor, EditorPage } from '../hooks/useBookEditor';
import { EditorOverlays } from './EditorOverlays';
import { LoadFailed } from './EditorFrame';
import { RestyleBook } from './RestyleBook';
import { T, useT } from '../../../i18n';
import { waitWords } from '../../../components/book/waitWords';

/**
 * What both edit screens are made of: the book's title with the regenerations left, the screen's
 * own guidance (`intro`), the illustrations' progress and the book's art style (restyling it);
 * then one card a page; then `children` (the build bar and the like) and the overlays. After the
 * legends failed for good, a way back.
 */
export function EditorLayout({
  editor,
  title,
  intro,
  redoMessage,
  renderPage,
  children,
}: {
  editor: BookEditor;
  title: string;
  intro: ReactNode;
  /** The overlay's words while a picture is redone. */
  redoMessage: string;
  renderPage: (page: EditorPage) => ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  if (editor.loadFailed) return <LoadFailed />;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="book-title"
        className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-soft sm:p-8"
      >
        <h2 id="book-title" className="text-3xl font-semibold">
          {title}
        </h2>
        <p className="font-heading text-lg font-semibold text-leaf">
          {t('editor.regenerationsLeft', { count: editor.left })}
        </p>
        {intro}
        <IllustrationProgress editor={editor} />
        {editor.book && <RestyleBook bookId={editor.book.bookId} editor={editor} />}
      </section>

      <ol className="flex flex-col gap-6" aria-label={t('editor.pages')}>
        {editor.pages.map((page) => (
          <li key={page.index}>{renderPage(page)}</li>
        ))}
      </ol>

      {children}

      <EditorOverlays editor={editor} redoMessage={redoMessage} />
    </div>
  );
}

/**
 * 'n of 10 illustrations ready', announced politely as pictures arrive, with the honest wait the
 * server gives while pictures are in the drawing line (issue 46): 'about 2 minutes'.
 */
function IllustrationProgress({ editor }: { editor: BookEditor }) {
  const t = useT();
  const total = editor.pages.length || 10;
  const wait = editor.allReady ? null : editor.wait;
  return (
    <div aria-live="polite" className="flex flex-col gap-1">
      <ProgressBar
        value={editor.ready}
        max={total}
        label={t('editor.progress', { ready: editor.ready, total })}
      />
      {!editor.allReady && (
        <p className="text-sm text-ink-soft">
          {t('editor.progress.lead')}
          {wait && wait.seconds > 0 && (
            <>
              {' '}
              <T
                id={wait.ahead > 0 ? 'editor.progress.queued' : 'editor.progress.estimate'}
                values={{ wait: waitWords(wait.seconds) }}
                components={{ 0: <span data-testid="picture-wait" /> }}
              />
            </>
          )}
        </p>
      )}
    </div>
  );
}
