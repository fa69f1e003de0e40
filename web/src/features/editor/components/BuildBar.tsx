import { Button } from '../../../components/ui/Button';
import type { BookEditor } from '../hooks/useBookEditor';

/**
 * 'Build my book!' once every page has its picture and no redone page waits for a choice; until
 * then, what is still missing.
 */
export function BuildBar({ editor, onBuild }: { editor: BookEditor; onBuild: () => void }) {
  const waitingForChoice = editor.pages.some((page) => page.pending);
  if (!editor.canBuild && !waitingForChoice) return null;
  return (
    <section
      aria-label="Build your book"
      className="flex flex-col items-center gap-3 rounded-card bg-white p-6 text-center shadow-soft"
    >
      {editor.canBuild ? (
        <>
          <Button size="lg" onClick={onBuild} disabled={!editor.allReady}>
            Build my book!
          </Button>
          {!editor.allReady && (
            <p className="text-ink-soft">You can build your book once all 10 illustrations are ready.</p>
          )}
        </>
      ) : (
        <p className="text-ink-soft">
          Select a picture for every page you redid, then you can build your book.
        </p>
      )}
    </section>
  );
}
