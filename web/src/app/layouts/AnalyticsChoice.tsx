import { doNotTrack, setConsent, useConsent } from '../../lib/analyticsConsent';
import { measurementId } from '../../lib/firebaseConfig';
import { useT } from '../../i18n';

const choiceClass =
  'inline-flex min-h-9 items-center rounded-full border-2 border-paper/60 px-4 font-heading font-semibold text-paper hover:bg-paper/10 aria-pressed:bg-paper aria-pressed:text-leaf';

/**
 * The footer's analytics choice: nothing is measured until the visitor allows it, and Do Not
 * Track always wins. Shown only where analytics is configured (a measurement id).
 */
export function AnalyticsChoice({ available = !!measurementId }: { available?: boolean }) {
  const consent = useConsent();
  const t = useT();
  if (!available) return null;
  if (doNotTrack()) return <p>{t('app.analytics.doNotTrack')}</p>;
  return (
    <div role="group" aria-label={t('app.analytics.label')} className="flex flex-wrap items-center gap-2">
      <span>{t('app.analytics.ask')}</span>
      <button
        type="button"
        className={choiceClass}
        aria-pressed={consent === 'granted'}
        onClick={() => setConsent('granted')}
      >
        {t('app.analytics.allow')}
      </button>
      <button
        type="button"
        className={choiceClass}
        aria-pressed={consent === 'denied'}
        onClick={() => setConsent('denied')}
      >
        {t('app.analytics.decline')}
      </button>
    </div>
  );
}
