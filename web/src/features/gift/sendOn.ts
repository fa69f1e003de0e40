import { MAX_GIFT_SEND_AHEAD_DAYS } from '@contract/gifts';
import { formatDate, type Locale } from '../../i18n';

/** A local calendar day as YYYY-MM-DD (what a date input holds). */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The days a gift's email may be sent on: today (the buyer's) to a year ahead. */
export function sendOnRange(now: Date): { min: string; max: string } {
  const max = new Date(now);
  max.setDate(max.getDate() + MAX_GIFT_SEND_AHEAD_DAYS - 1);
  return { min: localDay(now), max: localDay(max) };
}

/** A YYYY-MM-DD day for people in their language: 'December 24, 2026', '24 de diciembre de 2026'. */
export function formatDay(day: string, locale: Locale): string {
  return formatDate(day, locale, 'long');
}
