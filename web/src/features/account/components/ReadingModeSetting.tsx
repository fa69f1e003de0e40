import type { ReadingMode } from '@contract/readingMode';
import { useState } from 'react';
import { ReadingModeFields } from '../../../components/readingMode/ReadingModeFields';
import { useReadingMode } from '../../../components/readingMode/useReadingMode';
import { useT } from '../../../i18n';
import { FormOutcome, SettingsCard } from './SettingsCard';

/**
 * The reading mode for early and dyslexic readers (issue 44), kept with the account: every book
 * opens in it on any device the person signs in on.
 */
export function ReadingModeSetting() {
  const t = useT();
  const { mode, setMode } = useReadingMode();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = (next: ReadingMode) => {
    setDone(null);
    setError(null);
    setMode(next).then(
      () => setDone(t('readingMode.saved')),
      (failure: unknown) => {
        console.error('Keeping the reading mode failed', failure);
        setError(t('readingMode.saveFailed'));
      },
    );
  };
  return (
    <SettingsCard id="account-reading-mode" title={t('readingMode.title')}>
      <p className="text-ink-soft">{t('readingMode.accountHint')}</p>
      <ReadingModeFields mode={mode} onChange={change} />
      <FormOutcome done={done} error={error} />
    </SettingsCard>
  );
}
