import { ConfirmDialog, MessageDialog } from '../../../components/ui/Dialog';
import { Overlay } from '../../../components/ui/Overlay';
import type { StoryCreation } from '../hooks/useStoryCreation';
import { CREATE_TEXT } from '../messages';
import { CreditsDialog } from './CreditsDialog';
import { useT } from '../../../i18n';

/** The creation flow's dialogs and its loading overlay (spec part 2 §2 and §4). */
export function CreationDialogs({ flow }: { flow: StoryCreation }) {
  const t = useT();
  return (
    <>
      <ConfirmDialog
        open={flow.phase === 'confirming'}
        title={t('create.confirm.title')}
        onConfirm={() => void flow.confirm()}
        onCancel={flow.cancelConfirm}
      >
        <p>{CREATE_TEXT.confirm}</p>
      </ConfirmDialog>
      <CreditsDialog open={flow.creditsNeeded} onClose={flow.closeCreditsDialog} />
      <MessageDialog open={flow.notice !== null} title={flow.notice?.title ?? ''} onClose={flow.closeNotice}>
        <p>{flow.notice?.message}</p>
      </MessageDialog>
      <Overlay open={flow.generating} message={CREATE_TEXT.generating}>
        <p className="text-ink-soft">{t('create.generating.stay')}</p>
      </Overlay>
    </>
  );
}
