import { describe, expect, it } from 'vitest';
import { drawQueueLimits, loadConfig } from './config.js';
import { LAUNCH_SALE } from './contract/pricing.js';

const base = {
  STORYSPROUT_STORE: 'sqlite',
  STORYSPROUT_SQLITE_PATH: '/tmp/store.sqlite',
  STORYSPROUT_BLOBS: 'local',
  STORYSPROUT_BLOB_DIR: '/tmp/blobs',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('configuration', () => {
  it('uses the launch sale (ended) unless the operator configures one', () => {
    expect(loadConfig(base).sale).toEqual(LAUNCH_SALE);
    expect(
      loadConfig({
        ...base,
        STORYSPROUT_SALE_LABEL: 'Spring Special',
        STORYSPROUT_SALE_START: '2027-03-01T00:00:00',
        STORYSPROUT_SALE_END: '2027-03-31T23:59:59',
        STORYSPROUT_SALE_DIGITAL_PERCENT_OFF: '30',
        STORYSPROUT_SALE_PRINT_PERCENT_OFF: '10',
      }).sale,
    ).toEqual({
      label: 'Spring Special',
      start: '2027-03-01T00:00:00',
      end: '2027-03-31T23:59:59',
      digitalPercentOff: 30,
      printPercentOff: 10,
    });
  });

  it('refuses a half-configured sale and missing payment settings, naming them', () => {
    expect(() => loadConfig({ ...base, STORYSPROUT_SALE_END: '2027-03-31T23:59:59' })).toThrow(
      /STORYSPROUT_SALE/,
    );
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: undefined })).toThrow(
      /STRIPE_SECRET_KEY is required/,
    );
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    // There is no switch that takes payments anywhere but Stripe (or its stand-in, by address).
    expect(() => loadConfig({ ...base, STORYSPROUT_PAYMENTS: 'local' })).toThrow(/STORYSPROUT_PAYMENTS/);
  });
});

describe('drawQueueLimits', () => {
  it('reads the drawing queues rate limits with their defaults, and refuses nonsense', () => {
    expect(drawQueueLimits({})).toEqual({ maxConcurrentDispatches: 6, maxDispatchesPerSecond: 2 });
    expect(
      drawQueueLimits({ STORYSPROUT_DRAW_CONCURRENCY: '3', STORYSPROUT_DRAW_DISPATCHES_PER_SECOND: '0.5' }),
    ).toEqual({ maxConcurrentDispatches: 3, maxDispatchesPerSecond: 0.5 });
    expect(() => drawQueueLimits({ STORYSPROUT_DRAW_CONCURRENCY: '0' })).toThrow(
      /Invalid StorySprout configuration/,
    );
  });
});
