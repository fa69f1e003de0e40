import { Button } from '../../../components/ui/Button';
import type { StoryCreation } from '../hooks/useStoryCreation';
import { useT } from '../../../i18n';

/** The Generate button; once a story exists, Rewrite Story (in the editor) starts over. */
export function GenerateBar({ flow, onGenerate }: { flow: StoryCreation; onGenerate: () => void }) {
  const t = useT();
  const hasBook = flow.bookId !== null;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        size="lg"
        onClick={onGenerate}
        disabled={hasBook || (flow.phase !== 'idle' && flow.phase !== 'checking')}
        busy={flow.phase === 'checking'}
      >
        {t('create.generate')}
      </Button>
      {hasBook && <p className="text-sm text-ink-soft">{t('create.generate.done')}</p>}
    </div>
  );
}
