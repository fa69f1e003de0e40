import { describe, expect, it } from 'vitest';
import { PRINT_PAGE, SAFE_INSET_PX, TRIM_BOX } from '../../engines/illustrator/index.js';
import { TRIM_PT } from '../../pdf/index.js';
import { BLEED_PT } from './model.js';

// The offline illustrator keeps faces inside the printed page's safe area; it cannot import
// the print feature, so it repeats the print geometry, and this holds the two equal.
describe("the illustrator's safe area", () => {
  it('is the print files’ trim and bleed', () => {
    expect(PRINT_PAGE.trimPt).toBe(TRIM_PT);
    expect(PRINT_PAGE.bleedPt).toBe(BLEED_PT);
    // 0.5 in inside the trim of the 8.75 in full-bleed page, in the 1024 px picture.
    expect(SAFE_INSET_PX).toBe(Math.ceil((1024 * (BLEED_PT + 36)) / (TRIM_PT + 2 * BLEED_PT)));
    expect(TRIM_BOX.left).toBe(15);
  });
});
