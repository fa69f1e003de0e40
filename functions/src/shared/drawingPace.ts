import { PAGES_PER_BOOK } from '../contract/story.js';
import type { DrawingSettings } from './settings.js';

type Pace = Pick<DrawingSettings, 'concurrency' | 'dispatchesPerSecond' | 'secondsPerDrawing'>;

/** Drawings finished per second at full quota: the concurrency's pace or the dispatch rate. */
export function drawingsPerSecond(settings: Pace) {
  return Math.min(settings.dispatchesPerSecond, settings.concurrency / settings.secondsPerDrawing);
}

/**
 * How long a book's own `mine` pictures take once nothing is ahead of them: its cast sheet first
 * when it is among them (more than a book's pages), then its pages in waves as wide as the
 * concurrency, and never faster than the quota's pace. A whole book at 6 at a time and 16 s a
 * drawing: 16 + 2 x 16 = 48 s (the crowd bench measured 46 to 57 s).
 */
export function ownPicturesSeconds(mine: number, settings: Pace): number {
  if (mine === 0) return 0;
  const sheet = mine > PAGES_PER_BOOK ? 1 : 0;
  const waves = sheet + Math.ceil((mine - sheet) / settings.concurrency);
  return Math.max(waves * settings.secondsPerDrawing, mine / drawingsPerSecond(settings));
}

/**
 * The parents' line limit when none is set: the drawings the quota draws in the time one book
 * takes alone (18 at 6 at a time and 16 s a drawing, 60 at 30). Issue 46's goal is a parent's
 * book within 3x its time on an empty service; a book let in behind such a line waits about one
 * book's time for it and then its own, about 2x, which leaves room for a busy hour's jitter. A
 * minute of drawing (23) measured 3.05x at p95 with parents coming back as told (the line was
 * always full). At least one whole book, so an empty line lets any book in.
 */
export function defaultLineLimit(settings: Pace): number {
  const book = PAGES_PER_BOOK + 1;
  return Math.max(book, Math.ceil(drawingsPerSecond(settings) * ownPicturesSeconds(book, settings)));
}
