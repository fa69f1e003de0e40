import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { track } from '../../../lib/analytics';
import { finishGoogleSignIn, googleSignInPending, startGoogleSignIn } from '../api/identity';
import { registerUser, serverErrorMessage } from '../api/registerUser';
import { AFTER_SIGN_IN } from '../../../lib/signInLanding';

export interface GoogleSignIn {
  /** True while leaving for Google and, after the return, until the sign-in is finished. */
  busy: boolean;
  /** The API's registration error, shown under the form. */
  message: string | null;
  start: () => void;
}

/**
 * Google sign-in by redirect (spec part 1 §4 'Session'): a sessionStorage flag is set before
 * leaving; the page we come back to starts busy, clears the flag, reads the redirect result,
 * registers the user with the API, records `event` ('login' or 'sign_up') and goes to /account.
 * A failure of the identity service is logged and the page reloads. Only when the flag is set is
 * the redirect result read, so ordinary visits never wait for it.
 */
export function useGoogleSignIn(
  event: 'login' | 'sign_up',
  reload: () => void = defaultReload,
): GoogleSignIn {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(googleSignInPending);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!googleSignInPending()) return;
    let signedIn: User | null;
    void (async () => {
      try {
        signedIn = await finishGoogleSignIn();
      } catch (error) {
        console.error('Google sign-in failed', error);
        reload();
        return;
      }
      if (!signedIn) {
        setBusy(false);
        return;
      }
      track(event, { method: 'Google' });
      try {
        await registerUser(signedIn);
        navigate('/account', { state: AFTER_SIGN_IN });
      } catch (error) {
        console.error('Registering the user failed', error);
        setMessage(serverErrorMessage(error));
        setBusy(false);
      }
    })();
  }, [event, navigate, reload]);

  const start = useCallback(() => {
    setBusy(true);
    setMessage(null);
    startGoogleSignIn().catch((error: unknown) => {
      // Silently failed (spec part 1 §4 'Federated sign-in'): logged only.
      console.error('Could not start Google sign-in', error);
      setBusy(false);
    });
  }, []);

  return { busy, message, start };
}

function defaultReload() {
  window.location.reload();
}
