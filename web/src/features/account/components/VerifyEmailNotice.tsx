import { useState } from 'react';
import { sendEmailVerification, type User } from 'firebase/auth';
import { Button } from '../../../components/ui/Button';
import { verificationContinueUrl } from '../../../lib/auth';
import { authErrorCode } from '../../../lib/authErrors';

type Status =
  { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string } | { kind: 'still-unverified' };

/** Spec part 1 §2 'Account': an unverified user gets instructions to verify the address. */
export function VerifyEmailNotice({ user, onCheck }: { user: User; onCheck: () => Promise<boolean> }) {
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const email = user.email ?? 'your email address';

  async function resend() {
    setSending(true);
    try {
      await sendEmailVerification(user, { url: verificationContinueUrl() });
      setStatus({ kind: 'sent' });
    } catch (error) {
      console.error('Resending the verification email failed', error);
      setStatus({
        kind: 'failed',
        message:
          authErrorCode(error) === 'auth/too-many-requests'
            ? 'We have sent several emails already. Please wait a few minutes before asking for another one.'
            : 'We could not send the email just now. Please try again in a moment.',
      });
    } finally {
      setSending(false);
    }
  }

  async function check() {
    setChecking(true);
    try {
      if (!(await onCheck())) setStatus({ kind: 'still-unverified' });
    } finally {
      setChecking(false);
    }
  }

  return (
    <section
      aria-labelledby="verify-email-title"
      className="mx-auto flex max-w-2xl flex-col gap-4 rounded-card bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id="verify-email-title" className="text-2xl font-semibold">
        Please verify your email address
      </h2>
      <p>
        We sent a verification link to <strong className="break-all">{email}</strong>. Open that email and
        click the link to confirm your address. Then you can create stories, buy credits and see your account
        here.
      </p>
      <p className="text-ink-soft">
        After you click the link, you will come right back to this page and we will finish setting up your
        account.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button busy={sending} onClick={() => void resend()}>
          Resend verification email
        </Button>
        <Button variant="secondary" busy={checking} onClick={() => void check()}>
          I have verified my email
        </Button>
      </div>
      <p role="status" className="min-h-6 font-bold text-leaf">
        {status.kind === 'sent' &&
          `A new verification email is on its way to ${email}. Please check your inbox.`}
        {status.kind === 'failed' && status.message}
        {status.kind === 'still-unverified' &&
          'Your email is not verified yet. Please click the link in the email first.'}
      </p>
    </section>
  );
}
