import type { NewsletterSettingResponse } from '@contract';
import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/Spinner';
import { newsletterSetting } from '../api/settings';
import { useSubmit } from '../../../lib/useSubmit';
import { settingsErrorMessage } from './settingsErrors';
import { FormOutcome, SettingsCard } from './SettingsCard';

/** The newsletter on or off for the account's address. */
export function NewsletterSetting() {
  const [state, setState] = useState<NewsletterSettingResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const submit = useSubmit(settingsErrorMessage);
  useEffect(() => {
    newsletterSetting().then(setState, (error: unknown) => {
      console.error('Loading the newsletter setting failed', error);
      setLoadError('We could not load your newsletter setting. Please reload the page.');
    });
  }, []);
  const toggle = (on: boolean) =>
    void submit.run(async () => {
      const next = await newsletterSetting(on);
      setState(next);
      if (!on) return 'You will not get the newsletter any more.';
      return next.confirmationPending
        ? 'We sent you an email: open its link to confirm.'
        : 'You are on the list. Welcome!';
    });
  return (
    <SettingsCard id="account-newsletter" title="Newsletter">
      {loadError ? (
        <p role="alert">{loadError}</p>
      ) : !state ? (
        <LoadingState label="Loading your newsletter setting..." />
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
            Send me story ideas and bedtime tips a few times a season
          </label>
          {state.confirmationPending && !submit.done && (
            <p className="text-ink-soft">Waiting for you to open the confirmation email.</p>
          )}
          <FormOutcome done={submit.done} error={submit.error} />
        </>
      )}
    </SettingsCard>
  );
}
