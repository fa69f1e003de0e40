import { PAGES_PER_BOOK } from '../contract/story.js';
import type { DrawingSettings } from './settings.js';

type Pace = Pick<DrawingSettings, 'concurrency' | 'dispatchesPerSecond' | 'secondsPerDrawing'>;

/** Drawings finished per second at full quota: the concurrency's pace or the dispatch rate. */
export function drawingsPerSecond(settings: Pace) {
  return Math.min(settings.dispatchesPerSecond, settings.concurrency / settings.secondsPerDrawing);
}

/**
 * Seconds of drawing the parents' line holds before a new book is refused, when the operator
 * sets no limit. Issue 46's goal is a parent's book within 3x its time on an empty service: a
 * book alone takes two or three drawing times (its cast sheet, then its pages in one or two
 * waves: 46 s at 6 at a time and 16 s a drawing, 33 s at 30), so a minute of drawing ahead of it,
 * and the few books saved in the same instant, keep it near 2.5x at any quota.
 */
export const LINE_LIMIT_SECONDS = 60;

/** The line limit when none is set: a minute of drawing at the quota's pace, and at least one whole book. */
export function defaultLineLimit(settings: Pace): number {
  return Math.max(PAGES_PER_BOOK + 1, Math.ceil(drawingsPerSecond(settings) * LINE_LIMIT_SECONDS));
}
