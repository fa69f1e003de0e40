import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { apiErrorOr, useSubmit } from '../../../lib/useSubmit';
import { rotateJoinCode } from '../api/account';
import { ConfirmDialog } from './ConfirmDialog';
import { T, useT } from '../../../i18n';
import { HeadedSection } from '../../../components/ui/HeadedSection';

const COPIED_FOR_MS = 2000;

/**
 * Spec part 1 §2 'Account': an admin with a join code can share it with other educators, and
 * replace it (issue 26) when it has gone further than it should: the old one stops working.
 */
export function JoinCodePanel({ joinCode, organizationID }: { joinCode: string; organizationID: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const [current, setCurrent] = useState(joinCode);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run, fail } = useSubmit(apiErrorOr(t('account.joinCode.failed')));
  const [rotated, setRotated] = useState(false);

  const rotate = () =>
    run(async () => {
      setCurrent((await rotateJoinCode(organizationID)).joinCode);
      setRotated(true);
      setCopied(false);
      setConfirming(false);
    });

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(current);
      setCopied(true);
    } catch (error) {
      console.error('Copying the join code failed', error);
    }
  }

  return (
    <HeadedSection
      id="join-code-title"
      title={t('account.joinCode.title')}
      className="flex flex-col gap-3 rounded-card border-2 border-sunrise bg-sunrise-soft p-6"
      headingClassName="text-xl font-semibold"
    >
      <p>{t('account.joinCode.share')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <code
          aria-label={t('auth.educator.joinCode')}
          className="rounded-xl bg-white px-4 py-2 font-heading text-2xl font-semibold tracking-[0.3em] text-leaf"
        >
          {current}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {t('account.joinCode.copy')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            fail(null);
            setConfirming(true);
          }}
        >
          {t('account.joinCode.replace')}
        </Button>
        <span role="status" className="font-bold text-leaf">
          {copied ? t('account.joinCode.copied') : rotated ? t('account.joinCode.ready') : ''}
        </span>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('account.joinCode.confirmTitle')}
        confirmLabel={t('account.joinCode.replace')}
        busyLabel={t('account.joinCode.replacing')}
        busy={busy}
        error={error}
        onConfirm={() => void rotate()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <T id="account.joinCode.confirm" values={{ code: current }} components={{ 0: <strong /> }} />
        </p>
      </ConfirmDialog>
      <p className="text-sm text-ink-soft">{t('account.joinCode.verifyFirst')}</p>
    </HeadedSection>
  );
}
