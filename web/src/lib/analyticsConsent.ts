import { useSyncExternalStore } from 'react';

/** The visitor's analytics choice, kept in this browser. No choice means no analytics. */
export type AnalyticsConsent = 'granted' | 'denied' | null;

export const CONSENT_KEY = 'storysprout.analyticsConsent';
const listeners = new Set<() => void>();

export function readConsent(): AnalyticsConsent {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function setConsent(consent: 'granted' | 'denied'): void {
  localStorage.setItem(CONSENT_KEY, consent);
  for (const listener of listeners) listener();
}

export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The choice as React state, updated when it changes anywhere on the page. */
export function useConsent(): AnalyticsConsent {
  return useSyncExternalStore(onConsentChange, readConsent, () => null);
}

/** The browser's Do Not Track signal: when on, nothing is sent whatever the choice. */
export function doNotTrack(): boolean {
  const nav =
    typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { msDoNotTrack?: string });
  const win = typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: string });
  return [nav?.doNotTrack, nav?.msDoNotTrack, win?.doNotTrack].some((v) => v === '1' || v === 'yes');
}
