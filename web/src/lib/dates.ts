/** 'Created On' date of a book: its id is the creation time in ms (e.g. 'March 1, 2026'); '' when unreadable. */
export function createdOn(bookId: string, locale = 'en-US'): string {
  const ms = Number(bookId);
  if (!/^\d+$/.test(bookId) || !Number.isFinite(ms)) return '';
  return new Date(ms).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
