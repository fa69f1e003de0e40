import { describe, expect, it } from 'vitest';
import {
  ALL_PORTS,
  EMULATED_TASKS_SERVICE_ACCOUNT,
  drawQueueLimits,
  loadConfig,
  secretsFor,
} from './config.js';
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
    expect(loadConfig(base).settings.sale).toEqual(LAUNCH_SALE);
    expect(
      loadConfig({
        ...base,
        STORYSPROUT_SALE_LABEL: 'Spring Special',
        STORYSPROUT_SALE_START: '2027-03-01T00:00:00',
        STORYSPROUT_SALE_END: '2027-03-31T23:59:59',
        STORYSPROUT_SALE_DIGITAL_PERCENT_OFF: '30',
        STORYSPROUT_SALE_PRINT_PERCENT_OFF: '10',
      }).settings.sale,
    ).toEqual({
      label: 'Spring Special',
      start: '2027-03-01T00:00:00',
      end: '2027-03-31T23:59:59',
      digitalPercentOff: 30,
      printPercentOff: 10,
    });
  });

  it('gives an account half the drawing quota while another waits, whatever the quota, unless set', () => {
    const share = (env: Record<string, string>) =>
      loadConfig({ ...base, ...env }).settings.drawing.perAccount;
    expect(share({})).toBe(3);
    expect(share({ STORYSPROUT_DRAW_CONCURRENCY: '30' })).toBe(15);
    expect(share({ STORYSPROUT_DRAW_CONCURRENCY: '5' })).toBe(3);
    expect(share({ STORYSPROUT_DRAW_CONCURRENCY: '1' })).toBe(1);
    expect(share({ STORYSPROUT_DRAW_CONCURRENCY: '30', STORYSPROUT_DRAW_PER_ACCOUNT: '4' })).toBe(4);
    expect(() => loadConfig({ ...base, STORYSPROUT_DRAW_PER_ACCOUNT: '0' })).toThrow(
      /STORYSPROUT_DRAW_PER_ACCOUNT/,
    );
  });

  it("limits the parents' line to what the quota draws during one book alone, unless set", () => {
    const limit = (env: Record<string, string>) => loadConfig({ ...base, ...env }).settings.drawing.lineLimit;
    expect(limit({})).toBe(18);
    expect(limit({ STORYSPROUT_DRAW_CONCURRENCY: '30', STORYSPROUT_DRAW_DISPATCHES_PER_SECOND: '10' })).toBe(
      60,
    );
    expect(limit({ STORYSPROUT_DRAW_LINE_LIMIT: '400' })).toBe(400);
  });

  it('names both Lulu products in the dotted form, the colouring book’s black and white', () => {
    expect(loadConfig(base)).toMatchObject({
      LULU_POD_PACKAGE_ID: '0850X0850.FC.STD.PB.080CW444.GXX',
      LULU_BW_POD_PACKAGE_ID: '0850X0850.BW.STD.PB.060UW444.MXX',
    });
    expect(
      loadConfig({ ...base, LULU_BW_POD_PACKAGE_ID: '0850X0850BWSTDPB060UW444MXX' }).LULU_BW_POD_PACKAGE_ID,
    ).toBe('0850X0850.BW.STD.PB.060UW444.MXX');
    expect(() => loadConfig({ ...base, LULU_BW_POD_PACKAGE_ID: 'black and white' })).toThrow(
      /LULU_BW_POD_PACKAGE_ID.*not a Lulu pod_package_id/,
    );
  });

  it('names the hardcover casewrap product, configurable like the others', () => {
    expect(loadConfig(base).LULU_HARDCOVER_POD_PACKAGE_ID).toBe('0850X0850.FC.STD.CW.080CW444.GXX');
    expect(
      loadConfig({ ...base, LULU_HARDCOVER_POD_PACKAGE_ID: '0850X0850FCSTDCW080CW444MXX' })
        .LULU_HARDCOVER_POD_PACKAGE_ID,
    ).toBe('0850X0850.FC.STD.CW.080CW444.MXX');
    expect(() => loadConfig({ ...base, LULU_HARDCOVER_POD_PACKAGE_ID: 'hardcover' })).toThrow(
      /LULU_HARDCOVER_POD_PACKAGE_ID.*not a Lulu pod_package_id/,
    );
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
    // The emulator has no model quota to protect: a class of 25 is drawn at 20 a second.
    expect(drawQueueLimits({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      maxConcurrentDispatches: 6,
      maxDispatchesPerSecond: 20,
    });
    expect(
      drawQueueLimits({ FUNCTIONS_EMULATOR: 'true', STORYSPROUT_DRAW_DISPATCHES_PER_SECOND: '1' }),
    ).toEqual({ maxConcurrentDispatches: 6, maxDispatchesPerSecond: 1 });
    expect(() => drawQueueLimits({ STORYSPROUT_DRAW_CONCURRENCY: '0' })).toThrow(
      /Invalid StorySprout configuration/,
    );
  });
});

/** The settings of a real project as an operator deploys them (functions/.env.<project>). */
const production = {
  FIREBASE_CONFIG: JSON.stringify({
    projectId: 'storysprout-prod',
    storageBucket: 'storysprout-prod.firebasestorage.app',
  }),
  GCLOUD_PROJECT: 'storysprout-prod',
  STORYSPROUT_TASKS_SERVICE_ACCOUNT: '123456789012-compute@developer.gserviceaccount.com',
  STORYSPROUT_APP_URL: 'https://storysprout.com',
  STORYSPROUT_PRINT: 'lulu',
  LULU_ENVIRONMENT: 'production',
  LULU_CLIENT_KEY: 'key',
};
const secrets = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  LULU_CLIENT_SECRET: 'lulu',
};

describe('configuration of a real project', () => {
  it('takes the project and its default bucket from FIREBASE_CONFIG, as Cloud Functions sets it', () => {
    const config = loadConfig({ ...production, GCLOUD_PROJECT: undefined, ...secrets });
    expect(config).toMatchObject({
      projectId: 'storysprout-prod',
      bucket: 'storysprout-prod.firebasestorage.app',
      luluEnvironment: 'production',
    });
    expect(loadConfig({ ...production, ...secrets, STORYSPROUT_BUCKET: 'other' }).bucket).toBe('other');
    expect(() =>
      loadConfig({
        ...production,
        ...secrets,
        FIREBASE_CONFIG: JSON.stringify({ projectId: 'storysprout-prod' }),
      }),
    ).toThrow(/STORYSPROUT_BUCKET is required/);
  });

  it("requires only the settings of a function's own ports", () => {
    expect(() => loadConfig(production, ['store', 'blobs'])).not.toThrow();
    expect(() => loadConfig(production, ['store', 'tasks'])).not.toThrow();
    expect(() =>
      loadConfig({ ...production, STORYSPROUT_TASKS_SERVICE_ACCOUNT: undefined }, ['store', 'tasks']),
    ).toThrow(/STORYSPROUT_TASKS_SERVICE_ACCOUNT is required/);
    expect(() => loadConfig(production, ['store', 'payments'])).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ ...production, ...secrets, LULU_CLIENT_SECRET: undefined }, ['print'])).toThrow(
      /LULU_CLIENT_SECRET is required/,
    );
    expect(() =>
      loadConfig({ ...production, FIREBASE_CONFIG: '{}', GCLOUD_PROJECT: 'p' }, ['store']),
    ).not.toThrow();
  });

  it('binds the secrets of its ports in a real project, none on the emulators', () => {
    expect(secretsFor(['store', 'blobs'], production)).toEqual([]);
    expect(secretsFor(['store', 'payments'], production)).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(secretsFor(['print'], production)).toEqual(['LULU_CLIENT_SECRET']);
    expect(secretsFor(['print'], { ...production, STORYSPROUT_PRINT: undefined })).toEqual([]);
    expect(secretsFor(ALL_PORTS, { ...production, GCLOUD_PROJECT: 'demo-storysprout' })).toEqual([]);
  });

  it('refuses the local stack settings in a real project, naming each', () => {
    const refused = (extra: Record<string, string | undefined>, name: RegExp) =>
      expect(() => loadConfig({ ...production, ...secrets, ...extra })).toThrow(name);
    refused({ STORYSPROUT_PAYMENTS: 'local' }, /STORYSPROUT_PAYMENTS/);
    refused({ STORYSPROUT_BLOBS: 'local', STORYSPROUT_BLOB_DIR: '/tmp/b' }, /STORYSPROUT_BLOBS=local/);
    refused({ STORYSPROUT_STORE: 'sqlite', STORYSPROUT_SQLITE_PATH: '/tmp/s' }, /STORYSPROUT_STORE=sqlite/);
    refused({ STORYSPROUT_APP_URL: undefined }, /STORYSPROUT_APP_URL/);
    refused({ STORYSPROUT_APP_URL: 'http://storysprout.com' }, /STORYSPROUT_APP_URL/);
    refused({ STORYSPROUT_APP_URL: 'https://localhost:5000' }, /STORYSPROUT_APP_URL/);
    refused({ STORYSPROUT_APP_URL: 'https://127.0.0.1' }, /STORYSPROUT_APP_URL/);
    refused({ LULU_ENVIRONMENT: undefined }, /LULU_ENVIRONMENT must be set/);
    refused({ STRIPE_API_BASE: 'http://127.0.0.1:12111' }, /STRIPE_API_BASE/);
    refused({ GEMINI_BASE_URL: 'http://127.0.0.1:8089' }, /GEMINI_BASE_URL/);
    refused({ LULU_API_URL: 'http://127.0.0.1:9590' }, /LULU_API_URL/);
    refused({ STORYSPROUT_SIMULATED_DRAW_MS: '12000' }, /STORYSPROUT_SIMULATED_DRAW_MS/);
    refused({ STORYSPROUT_SIMULATED_CHECK_MS: '4000' }, /STORYSPROUT_SIMULATED_CHECK_MS/);
    // A sandbox chosen on purpose (a staging project) is fine.
    expect(loadConfig({ ...production, ...secrets, LULU_ENVIRONMENT: 'sandbox' }).luluEnvironment).toBe(
      'sandbox',
    );
  });

  it('simulates model time only over the offline engines', () => {
    const local = { GCLOUD_PROJECT: 'demo-storysprout', STORYSPROUT_ENGINES: 'offline' };
    const config = loadConfig({ ...local, STORYSPROUT_SIMULATED_DRAW_MS: '12000' }, ['illustrator']);
    expect(config.STORYSPROUT_SIMULATED_DRAW_MS).toBe(12_000);
    expect(config.STORYSPROUT_SIMULATED_CHECK_MS).toBeUndefined();
    expect(() =>
      loadConfig({ ...local, STORYSPROUT_ENGINES: 'gemini', STORYSPROUT_SIMULATED_CHECK_MS: '4000' }, [
        'illustrator',
      ]),
    ).toThrow(/STORYSPROUT_ENGINES=offline/);
    expect(() => loadConfig({ ...local, STORYSPROUT_SIMULATED_DRAW_MS: '-1' }, ['illustrator'])).toThrow(
      /STORYSPROUT_SIMULATED_DRAW_MS/,
    );
  });

  it('names the account tasks run as, so no enqueue asks the metadata server', () => {
    expect(loadConfig(production, ['tasks']).tasksServiceAccount).toBe(
      '123456789012-compute@developer.gserviceaccount.com',
    );
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-storysprout' }, ['tasks']).tasksServiceAccount).toBe(
      EMULATED_TASKS_SERVICE_ACCOUNT,
    );
  });

  it('allows the same settings on the emulators (demo- project)', () => {
    expect(() =>
      loadConfig({ ...base, GCLOUD_PROJECT: 'demo-storysprout', STRIPE_API_BASE: 'http://127.0.0.1:12111' }),
    ).not.toThrow();
  });
});

describe('mail settings', () => {
  const mail = {
    STORYSPROUT_MAIL: 'smtp',
    SMTP_HOST: 'smtp.example.com',
    SMTP_USER: 'stories@storysprout.com',
    STORYSPROUT_MAIL_FROM: 'StorySprout <stories@storysprout.com>',
  };

  it('needs the host and the From for smtp, and the password once a user is named', () => {
    expect(() => loadConfig({ ...production, ...mail, SMTP_HOST: undefined }, ['mailer'])).toThrow(
      /SMTP_HOST is required when STORYSPROUT_MAIL=smtp/,
    );
    expect(() =>
      loadConfig({ ...production, ...mail, STORYSPROUT_MAIL_FROM: undefined }, ['mailer']),
    ).toThrow(/STORYSPROUT_MAIL_FROM is required/);
    expect(() => loadConfig({ ...production, ...mail }, ['mailer'])).toThrow(/SMTP_PASSWORD is required/);
    const config = loadConfig({ ...production, ...mail, SMTP_PASSWORD: 'pw' }, ['mailer']);
    expect(config).toMatchObject({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: 587 });
    // A function that sends no email needs none of it.
    expect(() => loadConfig({ ...production, ...mail, SMTP_HOST: undefined }, ['store'])).not.toThrow();
  });

  it('binds SMTP_PASSWORD as a secret of the functions that send, and refuses a local server in a real project', () => {
    expect(secretsFor(['store', 'mailer'], { ...production, ...mail })).toEqual(['SMTP_PASSWORD']);
    expect(secretsFor(['store', 'tasks'], { ...production, ...mail })).toEqual([]);
    expect(secretsFor(['mailer'], { ...production, ...mail, SMTP_USER: undefined })).toEqual([]);
    expect(() =>
      loadConfig({ ...production, ...mail, SMTP_PASSWORD: 'pw', SMTP_HOST: '127.0.0.1' }, ['mailer']),
    ).toThrow(/SMTP_HOST points at a local mail catcher/);
  });
});
