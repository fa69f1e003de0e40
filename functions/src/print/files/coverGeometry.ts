import type { Binding } from '../../contract/print.js';

/**
 * The printed cover's geometry, one pure module for the builder, the local print lab and the
 * proof's guides (issue 30). Everything is inches, for the 8.5 x 8.5 in trim.
 *
 * One cover sheet, left to right (the back is on the left):
 *
 *   paperback: | bleed | back | spine | front | bleed |
 *   hardcover: | wrap | back | hinge | spine | hinge | front | wrap |
 *
 * Paperback (perfect bound, Lulu's template): 0.125 in bleed all round; the spine is the page
 * count over the paper's 444 pages per inch plus 0.06 in for the glue and the cover's fold.
 *
 * Hardcover (casewrap, Lulu's published casewrap template as best we know it): the printed
 * sheet wraps round the boards, so instead of a bleed there is a 0.75 in wrap on each outer edge
 * (top, bottom and both sides) that folds inside the boards. Between each board and the spine
 * lies the hinge (the groove that lets the cover open), which Lulu's templates draw 0.375 in
 * wide on each side; nothing important may sit there. The spine of a casewrap is the board
 * width for the page count, in steps (Lulu's table starts at 0.25 in for 24-84 pages; for more
 * pages we follow the paper's bulk plus the boards' 0.2 in, whichever is wider). For our 32
 * pages: 2 x 8.5 + 0.25 + 2 x 0.375 + 2 x 0.75 = 19.5 in wide, 8.5 + 2 x 0.75 = 10 in high.
 * Lulu's cover-dimensions endpoint stays the authority for a real order (the builder asks it);
 * the local print lab answers from here.
 */
export interface CoverLayout {
  /** The whole sheet. */
  widthIn: number;
  heightIn: number;
  /** One panel's trim (front and back are the same). */
  trimIn: { w: number; h: number };
  /** Paperback: beyond the trim on every outer edge; 0 for the hardcover (it has a wrap). */
  bleedIn: number;
  /** Hardcover: what folds round the boards on every outer edge; 0 for the paperback. */
  wrapIn: number;
  spineIn: number;
  /** Hardcover: each of the two grooves beside the spine; 0 for the paperback. */
  hingeIn: number;
}

export const TRIM_IN = 8.5;
export const PAPERBACK_BLEED_IN = 0.125;
/**
 * Lulu asks for text and important art to keep 0.5 in inside the trim (its "safety margin"):
 * the cut may wander a little, and a perfect-bound page curls into the spine.
 */
export const SAFETY_IN = 0.5;
export const CASEWRAP_WRAP_IN = 0.75;
export const CASEWRAP_HINGE_IN = 0.375;
/** Lulu's minimum interior pages for each binding. */
export const MIN_PAGES_OF: Record<Binding, number> = { paperback: 32, hardcover: 24 };
const PAGES_PER_INCH = 444;
const PAPERBACK_SPINE_ALLOWANCE_IN = 0.06;
const CASEWRAP_MIN_SPINE_IN = 0.25;
const CASEWRAP_BOARDS_IN = 0.2;
/** Lulu's casewrap spine table as we know it: [up to this many pages, spine in inches]. */
const CASEWRAP_SPINE_STEPS: readonly (readonly [number, number])[] = [
  [84, 0.25],
  [140, 0.5],
  [168, 0.625],
  [226, 0.75],
  [270, 0.875],
  [312, 1],
];

/** Rounded to a thousandth of an inch (what printers' templates quote). */
const milli = (inches: number) => Math.round(inches * 1000) / 1000;

export function spineOf(binding: Binding, interiorPages: number): number {
  const bulk = interiorPages / PAGES_PER_INCH;
  if (binding === 'paperback') return milli(bulk + PAPERBACK_SPINE_ALLOWANCE_IN);
  const step = CASEWRAP_SPINE_STEPS.find(([upTo]) => interiorPages <= upTo);
  if (step) return step[1];
  // Beyond the table: the paper's bulk plus the boards, in whole eighths of an inch.
  return milli(Math.max(CASEWRAP_MIN_SPINE_IN, Math.ceil((bulk + CASEWRAP_BOARDS_IN) * 8) / 8));
}

/** The cover sheet of a book of `interiorPages` pages in this binding. */
export function coverLayout(binding: Binding, interiorPages: number): CoverLayout {
  const spineIn = spineOf(binding, interiorPages);
  const edge = binding === 'hardcover' ? CASEWRAP_WRAP_IN : PAPERBACK_BLEED_IN;
  const hingeIn = binding === 'hardcover' ? CASEWRAP_HINGE_IN : 0;
  return {
    widthIn: milli(2 * TRIM_IN + spineIn + 2 * hingeIn + 2 * edge),
    heightIn: milli(TRIM_IN + 2 * edge),
    trimIn: { w: TRIM_IN, h: TRIM_IN },
    bleedIn: binding === 'hardcover' ? 0 : PAPERBACK_BLEED_IN,
    wrapIn: binding === 'hardcover' ? CASEWRAP_WRAP_IN : 0,
    spineIn,
    hingeIn,
  };
}

/** The binding a Lulu pod_package_id prints (its fourth field: PB perfect bound, CW casewrap). */
export function bindingOfPackage(podPackageId: string): Binding | null {
  const field = /^\d{4}X\d{4}\.?[A-Z]{2}\.?[A-Z]{3}\.?([A-Z]{2})/.exec(podPackageId.toUpperCase())?.[1];
  return field === 'PB' ? 'paperback' : field === 'CW' ? 'hardcover' : null;
}
