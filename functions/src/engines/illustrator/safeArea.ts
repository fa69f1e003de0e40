import { SIZE } from './art/backgrounds.js';

/**
 * Where a picture is safe from the printer's knife. A page's picture fills the printed page to
 * its bleed edge (functions/src/print/files: 8.5 in trim + 0.125 in bleed each side, i.e.
 * 612 + 2 x 9 pt), and the printer asks that anything that matters keep 0.5 in (36 pt) inside
 * the trim. The engine cannot import the print feature, so the numbers are repeated here and a
 * test holds them equal. The screen shows the whole picture; print is the stricter of the two.
 */
export const PRINT_PAGE = { trimPt: 612, bleedPt: 9, safetyPt: 36 } as const;

const fullBleedPt = PRINT_PAGE.trimPt + 2 * PRINT_PAGE.bleedPt;

/** Picture pixels cut off by the trim on each side (15 of 1024). */
export const TRIM_INSET_PX = Math.ceil((SIZE * PRINT_PAGE.bleedPt) / fullBleedPt);
/** Picture pixels from each edge to the safe area (74 of 1024). */
export const SAFE_INSET_PX = Math.ceil((SIZE * (PRINT_PAGE.bleedPt + PRINT_PAGE.safetyPt)) / fullBleedPt);

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const SAFE_BOX: Box = {
  left: SAFE_INSET_PX,
  top: SAFE_INSET_PX,
  right: SIZE - SAFE_INSET_PX,
  bottom: SIZE - SAFE_INSET_PX,
};

export const TRIM_BOX: Box = {
  left: TRIM_INSET_PX,
  top: TRIM_INSET_PX,
  right: SIZE - TRIM_INSET_PX,
  bottom: SIZE - TRIM_INSET_PX,
};
