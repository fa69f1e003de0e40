import type { PrintBinding } from '../../contract/print.js';

/**
 * Where the panels of a one-page wraparound cover lie, in inches (the proof draws its lines from
 * this). Left to right: bleed, wrap (hardcover only: the cloth turned over the board), back
 * panel, hinge, spine, hinge, front panel, wrap, bleed. Each panel is the book's trim.
 */
export interface CoverLayout {
  widthIn: number;
  heightIn: number;
  trimIn: { w: number; h: number };
  bleedIn: number;
  wrapIn: number;
  spineIn: number;
  hingeIn: number;
}

/** The book's trim: 8.5 x 8.5 in (the pod package's 0850X0850). */
export const TRIM_IN = 8.5;
/** Lulu's bleed on every outside edge of interior pages and covers. */
export const BLEED_IN = 0.125;
/**
 * Lulu asks for text and important art to keep 0.5 in inside the trim (its "safety margin"):
 * the cut may wander a little, and a perfect-bound page curls into the spine.
 */
export const SAFETY_IN = 0.5;
/** Both papers (80# coated colour, 60# uncoated black and white) bulk 444 pages an inch. */
const PAGES_PER_INCH = 444;
/** Lulu's paperback spine formula adds this to the paper's thickness (the cover's own fold). */
const PAPERBACK_SPINE_ALLOWANCE_IN = 0.06;

/** Lulu's perfect-bound spine for this many interior pages, in inches. */
export function paperbackSpineIn(interiorPages: number): number {
  return interiorPages / PAGES_PER_INCH + PAPERBACK_SPINE_ALLOWANCE_IN;
}

/** The cover's size and panels for a binding and an interior page count. */
export function coverLayout(binding: PrintBinding, interiorPages: number): CoverLayout {
  if (binding !== 'paperback') throw new Error('hardcover cover geometry not available');
  const spineIn = paperbackSpineIn(interiorPages);
  return {
    widthIn: 2 * TRIM_IN + spineIn + 2 * BLEED_IN,
    heightIn: TRIM_IN + 2 * BLEED_IN,
    trimIn: { w: TRIM_IN, h: TRIM_IN },
    bleedIn: BLEED_IN,
    wrapIn: 0,
    spineIn,
    hingeIn: 0,
  };
}
