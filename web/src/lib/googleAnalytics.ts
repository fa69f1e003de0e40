import type { Analytics } from 'firebase/analytics';
import { addAnalyticsSink, type AnalyticsParams, type AnalyticsSink } from './analytics';
import { doNotTrack, onConsentChange, readConsent } from './analyticsConsent';
import { measurementId } from './firebaseConfig';

type LogEvent = (
  analytics: Analytics,
  event: string,
  params: Record<string, string | number | boolean>,
) => void;

/** GA4 takes no null or undefined parameter values: they are left out. */
export function gaParams(params: AnalyticsParams): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] != null),
  );
}

/** The sink that forwards each event with its parameters to Google Analytics 4. */
export function gaSink(analytics: Analytics, logEvent: LogEvent): AnalyticsSink {
  return (event, params) => logEvent(analytics, event, gaParams(params));
}

let removeSink: (() => void) | null = null;
let starting: Promise<void> | null = null;

/** Whether events may be sent now: a measurement id, the visitor's yes, and no Do Not Track. */
export const analyticsAllowed = () => !!measurementId && readConsent() === 'granted' && !doNotTrack();

async function connect(): Promise<void> {
  // The app and the SDK load only once the visitor has agreed, never with the shell.
  const [{ initializeAnalytics, isSupported, logEvent, setAnalyticsCollectionEnabled }, { firebaseApp }] =
    await Promise.all([import('firebase/analytics'), import('./firebaseApp')]);
  if (!(await isSupported())) return;
  // Page views are sent by the router on every route change, not once by the SDK on load.
  const analytics = initializeAnalytics(firebaseApp, { config: { send_page_view: false } });
  setAnalyticsCollectionEnabled(analytics, true);
  removeSink = addAnalyticsSink(gaSink(analytics, logEvent as LogEvent));
}

/** Connects or disconnects Google Analytics as the visitor's choice allows. */
function apply(): void {
  if (analyticsAllowed()) {
    starting ??= connect().catch((error: unknown) => {
      console.warn('Google Analytics could not start', error);
      starting = null;
    });
    return;
  }
  removeSink?.();
  removeSink = null;
  starting = null;
}

/**
 * Starts Google Analytics (through the Firebase SDK) when a measurement id is configured and the
 * visitor agreed in the footer, and stops sending the moment they decline. Without a measurement
 * id nothing is loaded at all.
 */
export function startGoogleAnalytics(): void {
  if (!measurementId) return;
  apply();
  onConsentChange(apply);
}
