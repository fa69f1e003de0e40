import { doNotTrack, setConsent, useConsent } from '../../lib/analyticsConsent';
import { measurementId } from '../../lib/firebaseConfig';

const choiceClass =
  'inline-flex min-h-9 items-center rounded-full border-2 border-paper/60 px-4 font-heading font-semibold text-paper hover:bg-paper/10 aria-pressed:bg-paper aria-pressed:text-leaf';

/**
 * The footer's analytics choice: nothing is measured until the visitor allows it, and Do Not
 * Track always wins. Shown only where analytics is configured (a measurement id).
 */
export function AnalyticsChoice({ available = !!measurementId }: { available?: boolean }) {
  const consent = useConsent();
  if (!available) return null;
  if (doNotTrack()) return <p>Analytics are off: your browser asks not to be tracked.</p>;
  return (
    <div role="group" aria-label="Analytics cookies" className="flex flex-wrap items-center gap-2">
      <span>Help us improve with anonymous usage analytics?</span>
      <button
        type="button"
        className={choiceClass}
        aria-pressed={consent === 'granted'}
        onClick={() => setConsent('granted')}
      >
        Allow
      </button>
      <button
        type="button"
        className={choiceClass}
        aria-pressed={consent === 'denied'}
        onClick={() => setConsent('denied')}
      >
        Decline
      </button>
    </div>
  );
}
