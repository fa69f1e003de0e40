/**
 * A title in slug form for URLs (spec part 2 §2): lower-cased, every run of characters other than
 * letters and digits becomes one hyphen, no hyphens at either end. 'story' when nothing is left.
 * Accented letters are letters: they lose their accent ('Lucía' -> 'lucia', 'ß' -> 'ss').
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'story';
}
