import { useState, type FormEvent } from 'react';
import { redeemErrorMessage, redeemGift } from '../../../api/gifts';
import { Button } from '../../../components/ui/Button';
import { CODE_INPUT, Field } from '../../../components/ui/Field';
import { useSubmit } from '../../../lib/useSubmit';
import { FormOutcome, SettingsCard } from './SettingsCard';
import { useT } from '../../../i18n';

/** 'Redeem a gift': a gift code's stories added to this account's credits. */
export function RedeemGift({
  onRedeemed,
  initialCode = '',
  initialError = null,
}: {
  onRedeemed: (balance: number) => void;
  /** A code given at sign-up that did not work there, with why. */
  initialCode?: string;
  initialError?: string | null;
}) {
  const t = useT();
  const [code, setCode] = useState(initialCode);
  const { busy, done, error, run, fail } = useSubmit(redeemErrorMessage, { initialError });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      fail(t('account.redeem.empty'));
      return;
    }
    await run(async () => {
      const { credits, balance } = await redeemGift(code.trim());
      setCode('');
      onRedeemed(balance);
      return t('account.redeem.done', { count: credits });
    });
  }

  return (
    <SettingsCard id="redeem-gift" title={t('account.redeem.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          label={t('gift.code.label')}
          hint={t('account.redeem.hint')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          {...CODE_INPUT}
          wrapperClassName="flex-1"
          error={error}
          disabled={busy}
        />
        <Button type="submit" busy={busy} className="sm:mb-7">
          {t('account.redeem.submit')}
        </Button>
      </form>
      <FormOutcome done={done} error={null} />
    </SettingsCard>
  );
}
