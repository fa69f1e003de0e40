import type { useFormat } from '../../i18n';

/**
 * A book's 'Created On' day in the page's language: its id is its creation time in ms
 * ('March 1, 2026' / '1 de marzo de 2026'); '' when the id is not a time.
 */
export function bookDate(bookId: string, format: ReturnType<typeof useFormat>): string {
  return /^\d+$/.test(bookId) ? format.date(Number(bookId)) : '';
}
