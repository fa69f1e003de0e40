import { useState } from 'react';
import { sendEmailVerification, type User } from 'firebase/auth';
import { Button } from '../../../components/ui/Button';
import { verificationContinueUrl } from '../../../lib/auth';
import { authErrorCode } from '../../../lib/authErrors';
import { T, useT } from '../../../i18n';

type Status =
  { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string } | { kind: 'still-unverified' };

/** Spec part 1 §2 'Account': an unverified user gets instructions to verify the address. */
export function VerifyEmailNotice({ user, onCheck }: { user: User; onCheck: () => Promise<boolean> }) {
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const t = useT();
  const email = user.email ?? t('account.verifyNotice.yourAddress');

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
            ? t('account.verifyNotice.tooMany')
            : t('account.verifyNotice.sendFailed'),
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
        {t('account.verifyNotice.title')}
      </h2>
      <p>
        <T
          id="account.verifyNotice.lead"
          values={{ email }}
          components={{ 0: <strong className="break-all" /> }}
        />
      </p>
      <p className="text-ink-soft">{t('account.verifyNotice.after')}</p>
      <div className="flex flex-wrap gap-3">
        <Button busy={sending} onClick={() => void resend()}>
          {t('account.verifyNotice.resend')}
        </Button>
        <Button variant="secondary" busy={checking} onClick={() => void check()}>
          {t('account.verifyNotice.check')}
        </Button>
      </div>
      <p role="status" className="min-h-6 font-bold text-leaf">
        {status.kind === 'sent' && t('account.verifyNotice.sent', { email })}
        {status.kind === 'failed' && status.message}
        {status.kind === 'still-unverified' && t('account.verifyNotice.notYet')}
      </p>
    </section>
  );
}
