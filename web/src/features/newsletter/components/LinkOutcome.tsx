import { ButtonLink } from '../../../components/ui/Button';
import { SimplePage } from '../../../components/ui/PageHeader';
import { LoadingState } from '../../../components/ui/Spinner';
import type { LinkState } from '../hooks/useLinkAction';

/** What an email link's page shows: working on it, done, or what went wrong. */
export function LinkOutcome({
  state,
  working,
  done,
}: {
  state: LinkState;
  working: string;
  done: { title: string; lead: string };
}) {
  if (state.status === 'working') return <LoadingState label={working} />;
  if (state.status === 'failed')
    return (
      <SimplePage title="That link did not work" lead={state.message}>
        <div role="alert" className="sr-only">
          {state.message}
        </div>
        <p className="text-center">
          <ButtonLink to="/">Back to StorySprout</ButtonLink>
        </p>
      </SimplePage>
    );
  return (
    <SimplePage title={done.title} lead={done.lead}>
      <p role="status" className="text-center">
        <ButtonLink to="/">Back to StorySprout</ButtonLink>
      </p>
    </SimplePage>
  );
}
