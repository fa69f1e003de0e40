import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { authErrorCode } from '../../../lib/authErrors';
import { deleteAccount, signInAgain, signsInWithPassword } from '../api/account';
import { i18n, useT, type MessageId } from '../../../i18n';
import { HeadedSection } from '../../../components/ui/HeadedSection';

/** What goes, said before anything is done (issue: trust, 'Delete my account'). */
const WHAT_GOES: MessageId[] = [
  'account.delete.goes.stories',
  'account.delete.goes.photos',
  'account.delete.goes.files',
  'account.delete.goes.credits',
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
    return i18n._('account.delete.wrongPassword');
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request')
    return i18n._('account.delete.popupClosed');
  if (code === 'auth/too-many-requests') return i18n._('account.delete.tooMany');
  return i18n._('account.delete.signInFailed');
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
      setError(t('account.delete.confirmError'));
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
      const { organizationHandedTo } = await deleteAccount(typed.trim());
      setDone(
        organizationHandedTo
          ? t('account.delete.underWayHanded', { name: organizationHandedTo })
          : t('account.delete.underWay'),
      );
    } catch (cause) {
      if (needsFreshSignIn(cause)) {
        setReauth(true);
        setError(t('error.recent_sign_in_required'));
        return;
      }
      setError(cause instanceof ApiError ? cause.message : t('account.delete.failed'));
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <HeadedSection
      id="delete-account-heading"
      title={t('account.delete.title')}
      anchor="delete-account"
      className="flex flex-col gap-3 rounded-card bg-white p-6 shadow-soft"
      headingClassName="text-xl font-semibold"
    >
      <p className="text-ink-soft">{t('account.delete.lead')}</p>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        {t('account.delete.title')}
      </Button>
      <Dialog
        open={open}
        onClose={() => (done ? void finish() : setOpen(false))}
        title={done ? t('account.delete.doneTitle') : t('account.delete.dialogTitle')}
      >
        {done ? (
          <div className="flex flex-col gap-4">
            <p role="status">{done}</p>
            <Button onClick={() => void finish()} className="self-end">
              {t('ui.dialog.ok')}
            </Button>
          </div>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <p>{t('account.delete.cannotUndo')}</p>
            <ul className="list-disc pl-6">
              {WHAT_GOES.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
            <p>{t('account.delete.organization')}</p>
            <Field
              label={t('account.delete.typeEmail')}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              error={reauth ? null : error}
            />
            {reauth && withPassword ? (
              <Field
                label={t('account.delete.password')}
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
                {t('ui.dialog.cancel')}
              </Button>
              <Button
                type="submit"
                variant="danger"
                disabled={busy || !matches || (reauth && withPassword && !password)}
              >
                {busy
                  ? t('account.delete.deleting')
                  : reauth
                    ? withPassword
                      ? t('account.delete.signInAndDelete')
                      : t('account.delete.googleAndDelete')
                    : t('account.delete.everything')}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </HeadedSection>
  );
}
