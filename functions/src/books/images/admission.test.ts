import { describe, expect, it } from 'vitest';
import {
  admit,
  BATCH_YIELD_SECONDS,
  drawingsPerSecond,
  FAIR_SHARE_DELAY_SECONDS,
  lineFull,
  lineFullMessage,
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
  accountDrawing: 0,
  othersWaiting: false,
  interactiveActive: false,
  batchDrawing: 0,
  ...over,
});

describe('admit', () => {
  it('lets a parent alone use the whole quota', () => {
    expect(admit(view({ accountDrawing: 5 }), settings)).toEqual({ go: true });
  });

  it("holds one account to its share while another account's drawing waits", () => {
    expect(admit(view({ accountDrawing: 2, othersWaiting: true }), settings)).toEqual({ go: true });
    expect(admit(view({ accountDrawing: 3, othersWaiting: true }), settings)).toEqual({
      go: false,
      reason: 'fair-share',
      delaySeconds: FAIR_SHARE_DELAY_SECONDS,
    });
  });

  it('lets batch work use the whole quota when no parent is waiting', () => {
    expect(admit(view({ lane: 'batch', batchDrawing: 5 }), settings)).toEqual({ go: true });
  });

  it("makes batch work yield to parents' drawings beyond its reserve", () => {
    expect(admit(view({ lane: 'batch', interactiveActive: true, batchDrawing: 0 }), settings)).toEqual({
      go: true,
    });
    expect(admit(view({ lane: 'batch', interactiveActive: true, batchDrawing: 1 }), settings)).toEqual({
      go: false,
      reason: 'parents-first',
      delaySeconds: BATCH_YIELD_SECONDS,
    });
    expect(
      admit(view({ lane: 'batch', interactiveActive: true }), { ...settings, batchReserve: 0 }),
    ).toMatchObject({ go: false, reason: 'parents-first' });
  });

  it("never makes a parent's drawing wait for batch work", () => {
    expect(admit(view({ interactiveActive: true, batchDrawing: 6 }), settings)).toEqual({ go: true });
  });

  it('applies the fair share within the batch lane too (one class does not hold back another)', () => {
    expect(admit(view({ lane: 'batch', accountDrawing: 3, othersWaiting: true }), settings)).toMatchObject({
      go: false,
      reason: 'fair-share',
    });
  });
});

describe('pictureWait', () => {
  it('is the pace of the quota: 6 at a time, 16 s each is 0.375 a second', () => {
    expect(drawingsPerSecond(settings)).toBe(0.375);
    expect(drawingsPerSecond({ ...settings, secondsPerDrawing: 1 })).toBe(2);
  });

  it("counts what is ahead and the book's own pictures", () => {
    expect(pictureWait(35, 10, settings)).toEqual({
      ahead: 35,
      mine: 10,
      seconds: 120,
      label: 'about 2 minutes',
    });
    expect(pictureWait(0, 1, settings)).toMatchObject({ seconds: 16, label: 'less than a minute' });
    expect(pictureWait(0, 0, settings)).toMatchObject({ seconds: 0 });
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
