import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api';

export type LinkState = { status: 'working' } | { status: 'done' } | { status: 'failed'; message: string };

const MISSING = 'This link is incomplete. Please open it again from your email.';
const OFFLINE =
  'We could not reach StorySprout just now. Please check your connection and open the link again.';

/** Runs an email link's action once with the link's token, and says how it went. */
export function useLinkAction(action: (token: string) => Promise<unknown>): LinkState {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<LinkState>(
    token ? { status: 'working' } : { status: 'failed', message: MISSING },
  );
  useEffect(() => {
    if (!token) return;
    let live = true;
    action(token).then(
      () => live && setState({ status: 'done' }),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          message: error instanceof ApiError && error.status < 500 ? error.message : OFFLINE,
        }),
    );
    return () => {
      live = false;
    };
  }, [action, token]);
  return state;
}
