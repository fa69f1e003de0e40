import { describe, expect, it } from 'vitest';
import { pdfDownloadName } from './library.js';

describe('pdfDownloadName (issue 47: the PDF is named after the book, not a number)', () => {
  it.each([
    ['Mia’s Big Day!', 'Mias-Big-Day.pdf'],
    ["Mia's Big Day", 'Mias-Big-Day.pdf'],
    ['Léa et le bateau-lune', 'Lea-et-le-bateau-lune.pdf'],
    ['  Ben / the "Brave" : Knight?  ', 'Ben-the-Brave-Knight.pdf'],
    ['¿Dónde está Ñandú?', 'Donde-esta-Nandu.pdf'],
  ])('%s -> %s', (title, name) => {
    expect(pdfDownloadName(title, '1770000000000')).toBe(name);
  });

  it('keeps StorySprout-{bookId}.pdf for a title with no letters left, and stays short', () => {
    expect(pdfDownloadName('!!!', '1770000000000')).toBe('StorySprout-1770000000000.pdf');
    expect(pdfDownloadName('你好', '1770000000000')).toBe('StorySprout-1770000000000.pdf');
    const long = pdfDownloadName('A very long title '.repeat(20), '1');
    expect(long.length).toBeLessThanOrEqual(84);
    expect(long).toMatch(/^[A-Za-z0-9-]+[A-Za-z0-9]\.pdf$/);
  });
});
