import type { NewsletterSettingResponse } from '@contract';
import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/Spinner';
import { newsletterSetting } from '../api/settings';
import { useSubmit } from '../../../lib/useSubmit';
import { settingsErrorMessage } from './settingsErrors';
import { FormOutcome, SettingsCard } from './SettingsCard';
import { useT } from '../../../i18n';

/** The newsletter on or off for the account's address. */
export function NewsletterSetting() {
  const t = useT();
  const [state, setState] = useState<NewsletterSettingResponse | null>(null);
  const [loadError, setLoadError] = useState(false);
  const submit = useSubmit(settingsErrorMessage);
  useEffect(() => {
    newsletterSetting().then(setState, (error: unknown) => {
      console.error('Loading the newsletter setting failed', error);
      setLoadError(true);
    });
  }, []);
  const toggle = (on: boolean) =>
    void submit.run(async () => {
      const next = await newsletterSetting(on);
      setState(next);
      if (!on) return t('account.newsletter.off');
      return next.confirmationPending ? t('account.newsletter.confirm') : t('account.newsletter.on');
    });
  return (
    <SettingsCard id="account-newsletter" title={t('account.newsletter.title')}>
      {loadError ? (
        <p role="alert">{t('account.newsletter.loadFailed')}</p>
      ) : !state ? (
        <LoadingState label={t('account.newsletter.loading')} />
      ) : (
        <>
          <label className="flex items-center gap-3 text-lg">
            <input
              type="checkbox"
              className="size-5 accent-sprout"
              checked={state.subscribed || state.confirmationPending}
              disabled={submit.busy}
              onChange={(event) => toggle(event.target.checked)}
            />
            {t('account.newsletter.label')}
          </label>
          {state.confirmationPending && !submit.done && (
            <p className="text-ink-soft">{t('account.newsletter.waiting')}</p>
          )}
          <FormOutcome done={submit.done} error={submit.error} />
        </>
      )}
    </SettingsCard>
  );
}
