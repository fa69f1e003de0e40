import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { EMAIL_VERIFIED_STATUS_KEY } from '../../../lib/auth';
import { reportEmailVerified } from '../api/account';
import { AFTER_SIGN_IN } from '../../../lib/signInLanding';

/** Spec part 1 §9: the wait after returning from the verification link. */
export const VERIFICATION_WAIT_MS = 5000;

/** Reloads the user record and forces a fresh ID token (which then carries email_verified). */
async function refreshUser(user: User): Promise<void> {
  try {
    await user.reload();
    await user.getIdToken(true);
  } catch (error) {
    console.error('Refreshing the session failed', error);
  }
}

export interface EmailVerification {
  /** True while the page waits after the return from the verification link. */
  confirming: boolean;
  verified: boolean;
  /** Changes whenever the account data should be loaded again. */
  version: number;
  /** Re-reads the verification state ('I have verified my email'); resolves to it. */
  checkNow: () => Promise<boolean>;
}

/**
 * Email verification on the account page (spec part 1 §4): on the return with ?verified=true the
 * page waits 5 seconds, refreshes the user and its ID token, tells the server once per browser
 * (localStorage emailVerifiedStatus) and reloads the account data. A verified user whose browser
 * has not told the server yet (verified elsewhere, or a new browser) tells it on the first visit.
 */
export function useEmailVerification(user: User): EmailVerification {
  const [params, setParams] = useSearchParams();
  const returning = params.get('verified') === 'true';
  const [confirming, setConfirming] = useState(returning);
  const [verified, setVerified] = useState(user.emailVerified);
  const [version, setVersion] = useState(0);

  // The wait starts once, on the return: a new user object (a token refresh) or a new setParams
  // (any navigation) must not start the 5 s again (issue 47: it stayed much longer).
  const latest = useRef({ user, setParams });
  useEffect(() => {
    latest.current = { user, setParams };
  }, [user, setParams]);

  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => {
      void (async () => {
        const current = latest.current.user;
        await refreshUser(current);
        // The page shows as soon as the user is refreshed; telling the server (a function that
        // may be starting up) and reloading the account data follow behind it.
        setVerified(current.emailVerified);
        setConfirming(false);
        latest.current.setParams(
          (params) => {
            const next = new URLSearchParams(params);
            next.delete('verified');
            return next;
          },
          // The param goes, the landing stays: a verified parent with credits is led on to create.
          { replace: true, state: AFTER_SIGN_IN },
        );
        if (current.emailVerified) await reportEmailVerified();
        setVersion((version) => version + 1);
      })();
    }, VERIFICATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [returning]);

  useEffect(() => {
    if (returning || !user.emailVerified) return;
    if (localStorage.getItem(EMAIL_VERIFIED_STATUS_KEY) === 'true') return;
    void user
      .getIdToken(true)
      .then(() => reportEmailVerified())
      .catch((error: unknown) => console.error('Refreshing the session failed', error));
  }, [returning, user]);

  const checkNow = useCallback(async () => {
    await refreshUser(user);
    if (user.emailVerified) {
      await reportEmailVerified();
      setVerified(true);
      setVersion((current) => current + 1);
    }
    return user.emailVerified;
  }, [user]);

  return { confirming, verified: verified || user.emailVerified, version, checkNow };
}
