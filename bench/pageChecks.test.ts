import { describe, expect, it } from 'vitest';
import { measurePageChecks } from './pageChecks.js';

/**
 * Issue 32 (a smaller sample of `npm run bench`'s page checks table): with a fifth of the checks
 * failing, a book costs 2 more drawings and 12 checks, one redraw in five fails again and is
 * marked, and no page reaches the parent unchecked.
 */
describe('the cost of checking every page', () => {
  it('adds the calls the rules say, and lets no page through unchecked', async () => {
    const rows = await measurePageChecks(5);
    expect(rows.map((r) => r.uncheckedShare)).toEqual([0, 0, 0, 0]);
    expect(rows[0]).toMatchObject({ failedShare: 0, extraCalls: 10, extraImageCalls: 0, redrawnShare: 0 });
    expect(rows[2]).toMatchObject({
      failedShare: 0.2,
      extraCalls: 14,
      extraImageCalls: 2,
      extraCheckCalls: 12,
      redrawnShare: 0.2,
      unsureShare: 0.04,
    });
  }, 60_000);
});
