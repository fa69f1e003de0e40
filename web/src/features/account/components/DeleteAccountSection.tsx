import { RECENT_SIGN_IN_REQUIRED } from '@contract/accounts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { authErrorCode } from '../../../lib/authErrors';
import { deleteAccount, signInAgain, signsInWithPassword } from '../api/account';
import { useT } from '../../../i18n';

/** What goes, said before anything is done (issue: trust, 'Delete my account'). */
const WHAT_GOES = [
  'every story you made, with its text and illustrations',
  'the family photos you uploaded',
  'your PDFs and print files',
  'your credits and your account',
];

/** The server's answer when the last sign-in is too old to delete the account. */
const needsFreshSignIn = (cause: unknown) =>
  cause instanceof ApiError && cause.status === 403 && cause.code === 'recent_sign_in_required';

function signInAgainError(cause: unknown): string {
  const code = authErrorCode(cause);
  if (
    code === 'auth/wrong-password' ||
    code === 'auth/invalid-credential' ||
    code === 'auth/invalid-login-credentials'
  )
    return 'That password is not right. Please try again.';
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request')
    return 'The Google sign-in was closed before it finished. Please try again.';
  if (code === 'auth/too-many-requests') return 'Too many attempts. Please wait a moment and try again.';
  return 'We could not sign you in again. Please try again.';
}

/**
 * 'Delete my account': a dialog that says what will be deleted and asks for the account's email
 * typed again; then the deletion runs on the server, the person is signed out and told so. The
 * server wants a sign-in from the last few minutes: if the last one is older, the dialog asks for
 * the password (or Google) again and then deletes.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const t = useT();
  const { signOut, user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [reauth, setReauth] = useState(false);
  const [password, setPassword] = useState('');
  const withPassword = signsInWithPassword(user);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError('Please type your email address exactly as it is on your account to confirm.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (reauth) {
        if (!user) throw new Error('Not signed in');
        try {
          await signInAgain(user, withPassword ? password : undefined);
        } catch (cause) {
          setError(signInAgainError(cause));
          return;
        }
      }
      setDone((await deleteAccount(typed.trim())).message);
    } catch (cause) {
      if (needsFreshSignIn(cause)) {
        setReauth(true);
        setError(RECENT_SIGN_IN_REQUIRED);
        return;
      }
      setError(
        cause instanceof ApiError ? cause.message : 'We could not start the deletion. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <section
      id="delete-account"
      aria-labelledby="delete-account-heading"
      className="flex flex-col gap-3 rounded-card bg-white p-6 shadow-soft"
    >
      <h2 id="delete-account-heading" className="text-xl font-semibold">
        {t('account.deleteSection.title')}
      </h2>
      <p className="text-ink-soft">{t('account.deleteSection.lead')}</p>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        {t('account.deleteSection.title')}
      </Button>
      <Dialog
        open={open}
        onClose={() => (done ? void finish() : setOpen(false))}
        title={done ? 'Your account is being deleted' : 'Delete your account?'}
      >
        {done ? (
          <div className="flex flex-col gap-4">
            <p role="status">{done}</p>
            <Button onClick={() => void finish()} className="self-end">
              Ok
            </Button>
          </div>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <p>This cannot be undone. We will delete:</p>
            <ul className="list-disc pl-6">
              {WHAT_GOES.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>If you run an organization, it passes to its longest-standing member with a verified email.</p>
            <Field
              label="Type your email address to confirm"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              error={reauth ? null : error}
            />
            {reauth && withPassword ? (
              <Field
                label="Your password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={error}
              />
            ) : null}
            {reauth && !withPassword ? (
              <p role="alert" className="text-sm font-bold text-ink">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="danger"
                disabled={busy || !matches || (reauth && withPassword && !password)}
              >
                {busy
                  ? 'Deleting…'
                  : reauth
                    ? withPassword
                      ? 'Sign in and delete'
                      : 'Sign in with Google and delete'
                    : 'Delete everything'}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </section>
  );
}
