import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MessageId } from '../../../i18n';
import { ApiError } from '../../../lib/api';

/** A failure is the server's own words (a 4xx's message) or one of ours, by its id. */
export type LinkState =
  | { status: 'working' }
  | { status: 'done' }
  | { status: 'failed'; message: string }
  | { status: 'failed'; reason: MessageId };

/** Runs an email link's action once with the link's token, and says how it went. */
export function useLinkAction(action: (token: string) => Promise<unknown>): LinkState {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<LinkState>(
    token ? { status: 'working' } : { status: 'failed', reason: 'newsletter.linkIncomplete' },
  );
  useEffect(() => {
    if (!token) return;
    let live = true;
    action(token).then(
      () => live && setState({ status: 'done' }),
      (error: unknown) =>
        live &&
        setState(
          error instanceof ApiError && error.status < 500
            ? { status: 'failed', message: error.message }
            : { status: 'failed', reason: 'newsletter.linkOffline' },
        ),
    );
    return () => {
      live = false;
    };
  }, [action, token]);
  return state;
}
