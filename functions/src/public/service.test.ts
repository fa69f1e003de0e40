import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../adapters/sqlite/documentStore.js';
import { ManualClock } from '../adapters/systemClock/clock.js';
import type { Deps } from '../ports/index.js';
import { SlowDown } from '../shared/domainErrors.js';
import { NEWSLETTER_LIMITS } from './newsletter.js';
import { NEWSLETTER_COLLECTION, publicService } from './service.js';

let dir: string;
let store: SqliteDocumentStore;
let clock: ManualClock;
let service: ReturnType<typeof publicService>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-newsletter-'));
  store = new SqliteDocumentStore(path.join(dir, 'store.sqlite'));
  clock = new ManualClock(new Date('2026-03-01T10:10:00Z'));
  service = publicService({ store, clock, config: {} as Deps['config'] });
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('subscribeNewsletter', () => {
  it('stores an address once, whatever its case, and answers the same success again', async () => {
    expect(await service.subscribeNewsletter('Ana@Example.com ', '203.0.113.1')).toEqual({
      subscribed: true,
    });
    expect(await service.subscribeNewsletter('ana@example.com', '203.0.113.2')).toEqual({ subscribed: true });
    const rows = await store.query(NEWSLETTER_COLLECTION);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toMatchObject({ email: 'ana@example.com' });
  });

  it(`allows ${NEWSLETTER_LIMITS.perAddress} sign-ups an hour per client address, then 429 with when to retry`, async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perAddress; i++) {
      await service.subscribeNewsletter(`p${i}@example.com`, '203.0.113.9');
    }
    const refused = service.subscribeNewsletter('late@example.com', '203.0.113.9');
    await expect(refused).rejects.toBeInstanceOf(SlowDown);
    await expect(refused).rejects.toMatchObject({
      retryAfterSeconds: 50 * 60,
      message: expect.stringMatching(/Too many newsletter sign-ups.*50 minutes/),
    });
    // Nothing stored for the refused one; another address is not limited; the next hour is fresh.
    expect(await store.query(NEWSLETTER_COLLECTION)).toHaveLength(NEWSLETTER_LIMITS.perAddress);
    await service.subscribeNewsletter('other@example.com', '198.51.100.7');
    clock.advance(NEWSLETTER_LIMITS.windowMs);
    await service.subscribeNewsletter('late@example.com', '203.0.113.9');
    expect(await store.query(NEWSLETTER_COLLECTION)).toHaveLength(NEWSLETTER_LIMITS.perAddress + 2);
  });
});
