import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { MessageDialog } from '../../../components/ui/Dialog';
import { track } from '../../../lib/analytics';
import { authErrorCode } from '../../../lib/authErrors';
import { usePageMeta } from '../../../lib/meta';
import { ApiError } from '../../../lib/api';
import { sendPasswordReset, setDisplayName, signInWithEmail } from '../api/identity';
import { registerUser, serverErrorMessage, userInfoRecord } from '../api/registerUser';
import { AuthCard, AuthSwitch, FormSubmit, TryAgainDialog } from '../components/AuthCard';
import { AccountPasswordField, EmailField, NameFields } from '../components/AuthFields';
import { OrGoogle } from '../components/GoogleButton';
import { useGoogleSignIn } from '../hooks/useGoogleSignIn';
import { AFTER_SIGN_IN } from '../../../lib/signInLanding';
import { fullName, signupRecordProblem } from '../validation';
import { useT } from '../../../i18n';

type Notice = 'login-failed' | 'reset-sent' | null;

/** /login (spec part 1 §2 'Login', §4 'Login', 'Forgot password', §8). */
export default function LoginPage() {
  const t = useT();
  usePageMeta(t('auth.login.title'));
  const navigate = useNavigate();
  const google = useGoogleSignIn('login');
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [resetHint, setResetHint] = useState<string | null>(null);
  // Spec §4: a failed reset request is stored, not displayed.
  const [, setResetError] = useState<string | null>(null);

  /** A signed-in account whose profile the API refused (or would refuse): it is finished here. */
  const [unfinished, setUnfinished] = useState<{ user: User; why: string | null } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    let user: User;
    try {
      user = await signInWithEmail(email.trim(), password);
    } catch (error) {
      // Spec §8: too many requests shows nothing; every other failure the same dialog.
      if (authErrorCode(error) !== 'auth/too-many-requests') setNotice('login-failed');
      else console.warn('Login refused: too many requests', error);
      setBusy(false);
      return;
    }
    track('login', { method: 'Email' });
    // A profile the contract refuses (a sign-up that stopped half-way, issue 47) is finished
    // first, instead of the same error at every sign-in.
    const record = userInfoRecord(user);
    const problem = signupRecordProblem(record.name ?? '', record.emailAdd ?? '');
    if (problem) {
      setUnfinished({ user, why: null });
      setBusy(false);
      return;
    }
    try {
      await registerUser(user);
      navigate('/account', { state: AFTER_SIGN_IN });
    } catch (error) {
      console.error('Registering the user failed', error);
      if (error instanceof ApiError && error.status === 400)
        setUnfinished({ user, why: serverErrorMessage(error) });
      else setMessage(serverErrorMessage(error));
      setBusy(false);
    }
  }

  if (unfinished)
    return (
      <FinishProfile
        user={unfinished.user}
        why={unfinished.why}
        onDone={() => navigate('/account', { state: AFTER_SIGN_IN })}
      />
    );

  async function handleForgotPassword() {
    const address = email.trim();
    if (!address) {
      setResetHint(t('auth.login.resetHint'));
      emailRef.current?.focus();
      return;
    }
    setResetHint(null);
    try {
      await sendPasswordReset(address);
      setNotice('reset-sent');
    } catch (error) {
      console.warn('Password reset email failed', error);
      setResetError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <AuthCard title={t('auth.login.title')} lead={t('auth.login.lead')}>
      <form onSubmit={handleSubmit} aria-label={t('auth.logIn')} className="flex flex-col gap-4">
        <EmailField
          ref={emailRef}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          hint={resetHint}
        />
        <AccountPasswordField
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          purpose="current"
        />
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            onClick={() => void handleForgotPassword()}
            className="rounded-full px-1 text-sm font-bold text-leaf underline underline-offset-4 hover:text-sprout-deep"
          >
            {t('auth.login.forgot')}
          </button>
        </div>
        <FormSubmit label={t('auth.login.submit')} busy={busy} message={message} google={google} />
      </form>
      <AuthSwitch question={t('auth.login.new')} to="/signup" label={t('auth.signup.submit')} />
      <OrGoogle label={t('auth.login.google')} google={google} formBusy={busy} />

      <TryAgainDialog
        message={notice === 'login-failed' ? t('auth.login.failed') : null}
        onClose={() => setNotice(null)}
      />
      <MessageDialog
        open={notice === 'reset-sent'}
        title={t('auth.login.resetTitle')}
        onClose={() => setNotice(null)}
      >
        <p>{t('auth.login.resetSent')}</p>
      </MessageDialog>
    </AuthCard>
  );
}

/**
 * Sign-in's 'Finish your profile' step: the account exists and is signed in, but its profile
 * was never registered (its sign-up stopped half-way). The name is checked with the contract's
 * schema, given to the account and registered; then on as after any sign-in.
 */
function FinishProfile({ user, why, onDone }: { user: User; why: string | null; onDone: () => void }) {
  const t = useT();
  usePageMeta(t('auth.finish.title'));
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = fullName(names.firstName, names.lastName);
    const problem = signupRecordProblem(name, user.email ?? '');
    if (problem) {
      setNameError(problem.message);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await setDisplayName(user, name);
      await registerUser(user, name);
      onDone();
    } catch (error) {
      console.error('Finishing the profile failed', error);
      setMessage(serverErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('auth.finish.title')} lead={t('auth.finish.lead')}>
      <form onSubmit={handleSubmit} aria-label={t('auth.finish.title')} className="flex flex-col gap-4">
        {why && <p className="text-ink-soft">{why}</p>}
        <NameFields
          value={names}
          firstNameRef={firstNameRef}
          onChange={(key, next) => {
            setNames((current) => ({ ...current, [key]: next }));
            setNameError(null);
          }}
          nameError={nameError}
        />
        <FormSubmit label={t('auth.finish.submit')} busy={busy} message={message} />
      </form>
    </AuthCard>
  );
}
