import { useState } from 'react';
import { sendEmailVerification, type User } from 'firebase/auth';
import { Button } from '../../../components/ui/Button';
import { verificationContinueUrl } from '../../../lib/auth';
import { authErrorCode } from '../../../lib/authErrors';
import { T, useT, type MessageId } from '../../../i18n';
import { CardSection } from '../../../components/ui/HeadedSection';

type Status =
  { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: MessageId } | { kind: 'still-unverified' };

/** Spec part 1 §2 'Account': an unverified user gets instructions to verify the address. */
export function VerifyEmailNotice({ user, onCheck }: { user: User; onCheck: () => Promise<boolean> }) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const email = user.email ?? t('account.verify.yourAddress');

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
            ? 'account.verify.tooMany'
            : 'account.verify.sendFailed',
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
    <CardSection
      id="verify-email-title"
      title={t('account.verify.title')}
      className="mx-auto max-w-2xl gap-4"
    >
      <p>
        <T
          id="account.verify.sentTo"
          values={{ email }}
          components={{ 0: <strong className="break-all" /> }}
        />
      </p>
      <p className="text-ink-soft">{t('account.verify.after')}</p>
      <div className="flex flex-wrap gap-3">
        <Button busy={sending} onClick={() => void resend()}>
          {t('account.verify.resend')}
        </Button>
        <Button variant="secondary" busy={checking} onClick={() => void check()}>
          {t('account.verify.done')}
        </Button>
      </div>
      <p role="status" className="min-h-6 font-bold text-leaf">
        {status.kind === 'sent' && t('account.verify.resent', { email })}
        {status.kind === 'failed' && t(status.message)}
        {status.kind === 'still-unverified' && t('account.verify.notYet')}
      </p>
    </CardSection>
  );
}
