import { Button } from '../../../components/ui/Button';
import type { BookEditor } from '../hooks/useBookEditor';
import { useT } from '../../../i18n';

/**
 * 'Build my book!' once every page has its picture and no redone page waits for a choice; until
 * then, what is still missing.
 */
export function BuildBar({ editor, onBuild }: { editor: BookEditor; onBuild: () => void }) {
  const t = useT();
  const waitingForChoice = editor.pages.some((page) => page.pending);
  if (!editor.canBuild && !waitingForChoice) return null;
  return (
    <section
      aria-label={t('editor.build.label')}
      className="flex flex-col items-center gap-3 rounded-card bg-white p-6 text-center shadow-soft"
    >
      {editor.canBuild ? (
        <>
          <Button size="lg" onClick={onBuild} disabled={!editor.allReady}>
            {t('editor.build.button')}
          </Button>
          {!editor.allReady && <p className="text-ink-soft">{t('editor.build.waitPictures')}</p>}
        </>
      ) : (
        <p className="text-ink-soft">{t('editor.build.waitChoices')}</p>
      )}
    </section>
  );
}
