import { describe, expect, it } from 'vitest';
import {
  BATCH_YIELD_SECONDS,
  FAIR_SHARE_DELAY_SECONDS,
  lineFull,
  lineFullMessage,
  limitsFor,
  pictureWait,
  waitLabel,
  type LineView,
} from './admission.js';

const settings = {
  concurrency: 6,
  dispatchesPerSecond: 2,
  secondsPerDrawing: 16,
  perAccount: 3,
  batchReserve: 1,
  lineLimit: 400,
};

const view = (over: Partial<LineView> = {}): LineView => ({
  lane: 'interactive',
  othersWaiting: false,
  interactiveActive: false,
  ...over,
});

const fairShare = {
  group: 'account-u1',
  places: 3,
  reason: 'fair-share',
  delaySeconds: FAIR_SHARE_DELAY_SECONDS,
};
const parentsFirst = {
  group: 'batch',
  places: 1,
  reason: 'parents-first',
  delaySeconds: BATCH_YIELD_SECONDS,
};

describe('limitsFor', () => {
  it('lets a parent alone use the whole quota', () => {
    expect(limitsFor(view(), 'u1', settings)).toEqual([]);
  });

  it("holds one account to its share while another account's drawing waits", () => {
    expect(limitsFor(view({ othersWaiting: true }), 'u1', settings)).toEqual([fairShare]);
  });

  it('lets batch work use the whole quota when no parent is waiting', () => {
    expect(limitsFor(view({ lane: 'batch' }), 'u1', settings)).toEqual([]);
  });

  it("makes batch work yield to parents' drawings beyond its reserve", () => {
    expect(limitsFor(view({ lane: 'batch', interactiveActive: true }), 'u1', settings)).toEqual([
      parentsFirst,
    ]);
    expect(
      limitsFor(view({ lane: 'batch', interactiveActive: true }), 'u1', { ...settings, batchReserve: 0 }),
    ).toEqual([{ ...parentsFirst, places: 0 }]);
  });

  it("never makes a parent's drawing wait for batch work", () => {
    expect(limitsFor(view({ interactiveActive: true }), 'u1', settings)).toEqual([]);
  });

  it('applies the fair share within the batch lane too (one class does not hold back another)', () => {
    expect(
      limitsFor(view({ lane: 'batch', othersWaiting: true, interactiveActive: true }), 'u1', settings),
    ).toEqual([parentsFirst, fairShare]);
  });
});

describe('pictureWait', () => {
  it("counts what is ahead and the book's own pictures", () => {
    expect(pictureWait(35, 10, settings)).toEqual({
      ahead: 35,
      mine: 10,
      seconds: 126,
      label: 'about 2 minutes',
    });
    expect(pictureWait(0, 1, settings)).toMatchObject({ seconds: 16, label: 'less than a minute' });
    expect(pictureWait(0, 0, settings)).toMatchObject({ seconds: 0 });
  });

  it('draws a book of its own as it is drawn: its cast sheet, then its pages in waves', () => {
    // Alone: the sheet, then 6 pages and 4 (measured 46 to 57 s on the crowd bench).
    expect(pictureWait(0, 11, settings)).toMatchObject({ seconds: 48, label: 'about 1 minute' });
    // Behind two books and their 22 drawings.
    expect(pictureWait(22, 11, settings)).toMatchObject({ seconds: 107, label: 'about 2 minutes' });
    // Quick drawings: the dispatch rate, not the waves, sets the pace.
    expect(pictureWait(0, 11, { ...settings, secondsPerDrawing: 1 })).toMatchObject({ seconds: 6 });
  });
});

describe('waitLabel', () => {
  it('speaks in minutes and hours', () => {
    expect(waitLabel(10)).toBe('less than a minute');
    expect(waitLabel(50)).toBe('about 1 minute');
    expect(waitLabel(125)).toBe('about 2 minutes');
    expect(waitLabel(3600)).toBe('about 1 hour');
    expect(waitLabel(3600 + 20 * 60)).toBe('about 1 hour 20 minutes');
  });
});

describe('lineFull', () => {
  it('refuses at the limit with when to come back', () => {
    expect(lineFull(399, settings)).toBe(false);
    expect(lineFull(400, settings)).toBe(true);
    const full = lineFullMessage(400, settings);
    expect(full.retryAfterSeconds).toBe(60);
    expect(full.message).toContain('no credit was spent');
    expect(lineFullMessage(700, settings).retryAfterSeconds).toBe(Math.ceil(310 / 0.375));
  });
});
