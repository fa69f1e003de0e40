import { describe, expect, it } from 'vitest';
import type { SavedCharacter } from '../functions/src/books/stories/savedCast.js';
import { storyCharacterOf } from '../functions/src/books/stories/savedCast.js';
import { WARM_CURLS_LOOK as LOOK } from '../functions/src/contract/testing/looks.js';
import { castTraits } from '../functions/src/engines/illustrator/index.js';
import { CAST_LOOK_FAMILIES, measureCastLooks, type SampleFamily } from './castLooks.js';

/**
 * Issue 27: a saved character is drawn on every page as on the cast sheet the parent approved
 * (a smaller sample of `npm run bench`'s cast looks table: the first book of each cast, and the
 * next books of the same cast and hero, which reuse its sheet).
 */

describe('cast looks (offline engines)', () => {
  it('draws every character a legend names with the look of the approved sheet, on every page', async () => {
    const sample: SampleFamily[] = CAST_LOOK_FAMILIES.slice(0, 3).map((family) => ({
      ...family,
      books: family.books.filter((book) => book.ids[0] === family.books[0]?.ids[0]),
    }));
    const { all, byKind, failures } = await measureCastLooks(sample);
    expect(failures).toEqual([]);
    expect(all.pages).toBeGreaterThanOrEqual(100);
    expect(all.passing).toBe(all.pages);
    expect(all.sameAsFirstBook).toBe(all.pages);
    // Both ways a book gets its sheet are in the sample, and the pages name the cast.
    expect(byKind['own sheet'].books).toBeGreaterThan(0);
    expect(byKind['same hero'].books).toBeGreaterThan(0);
    expect(all.named).toBeGreaterThan(all.pages);
  });

  it('keeps the sheet’s outfit colours when another child of the same cast is the hero', async () => {
    // Two saved girls whose keys give them the same top: the first of the cast keeps it, so
    // the order of the cast decides who wears what; the sheet is reused for any order.
    const tops = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let n = 0; n < 200 && !pair; n++) {
      const key = `ch_probe${n}`;
      const character = storyCharacterOf(
        { id: key, name: 'X', role: 'child', pronouns: 'she', look: LOOK },
        false,
      );
      const top = castTraits({ bookId: 'b', appearanceValue: 'warm_black', characters: [character] })[0];
      if (top?.kind !== 'human') continue;
      const other = tops.get(top.top);
      if (other) pair = [other, key];
      else tops.set(top.top, key);
    }
    if (!pair) throw new Error('no two keys with the same top');
    const characters: SavedCharacter[] = [
      { id: pair[0], name: 'Ava', role: 'child', pronouns: 'she', look: LOOK },
      { id: pair[1], name: 'Lola', role: 'sibling', pronouns: 'she', look: LOOK },
    ];
    const { all } = await measureCastLooks([
      {
        name: 'Probe',
        characters,
        books: [
          { ids: [pair[0], pair[1]], readerAgeGroup: '2-4years', moralValue: 'kindness', seed: 1 },
          { ids: [pair[1], pair[0]], readerAgeGroup: '2-4years', moralValue: 'kindness', seed: 2 },
        ],
      },
    ]);
    expect(all.passing).toBe(all.pages);
  });
});
