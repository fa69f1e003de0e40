import { ButtonLink } from '../../../components/ui/Button';
import { SimplePage } from '../../../components/ui/PageHeader';
import { LoadingState } from '../../../components/ui/Spinner';
import { useT, type MessageId } from '../../../i18n';
import type { LinkState } from '../hooks/useLinkAction';

/** What an email link's page shows: working on it, done, or what went wrong. */
export function LinkOutcome({
  state,
  working,
  done,
}: {
  state: LinkState;
  working: MessageId;
  done: { title: MessageId; lead: MessageId };
}) {
  const t = useT();
  if (state.status === 'working') return <LoadingState label={t(working)} />;
  if (state.status === 'failed') {
    const message = 'reason' in state ? t(state.reason) : state.message;
    return (
      <SimplePage title={t('newsletter.linkFailed')} lead={message}>
        <div role="alert" className="sr-only">
          {message}
        </div>
        <p className="text-center">
          <ButtonLink to="/">{t('newsletter.back')}</ButtonLink>
        </p>
      </SimplePage>
    );
  }
  return (
    <SimplePage title={t(done.title)} lead={t(done.lead)}>
      <p role="status" className="text-center">
        <ButtonLink to="/">{t('newsletter.back')}</ButtonLink>
      </p>
    </SimplePage>
  );
}
