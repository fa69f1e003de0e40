import { useMemo } from 'react';
import type { Locale } from './locales';
import { useLocale } from './useLocale';

/**
 * Numbers, prices and dates in the page's language, by `Intl`: one place decides the styles so
 * every screen writes "March 1, 2026" / "1 de marzo de 2026" and "$12.99" / "12,99 $US" alike.
 */
export type DateStyle = 'long' | 'medium' | 'short';

/** A day written out ('March 1, 2026'); `'medium'` abbreviates the month, `'short'` is numeric. */
export function formatDate(value: Date | string | number, locale: Locale, style: DateStyle = 'long'): string {
  const date = dateOf(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** A day and a time of day ('Mar 1, 2026, 4:05 PM'), in the visitor's own time zone. */
export function formatDateTime(value: Date | string | number, locale: Locale): string {
  const date = dateOf(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** An amount of money from its smallest unit (cents): 1299, 'usd' → '$12.99'. */
export function formatPrice(minorUnits: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    minorUnits / 100,
  );
}

/** A plain count with the language's grouping ('1,250' / '1.250'). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** The formatters bound to the page's language; components re-render when it changes. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      date: (value: Date | string | number, style?: DateStyle) => formatDate(value, locale, style),
      dateTime: (value: Date | string | number) => formatDateTime(value, locale),
      price: (minorUnits: number, currency: string) => formatPrice(minorUnits, currency, locale),
      number: (value: number) => formatNumber(value, locale),
    }),
    [locale],
  );
}

/** Dates arrive as Date, epoch ms, ISO strings or plain days ('2026-03-01', read at noon UTC). */
function dateOf(value: Date | string | number): Date | null {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
