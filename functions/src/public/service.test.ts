import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InProcessTaskQueue } from '../adapters/inProcess/taskQueue.js';
import { jsonLinesLogger } from '../adapters/jsonLinesLogger/logger.js';
import { SqliteDocumentStore } from '../adapters/sqlite/documentStore.js';
import { ManualClock } from '../adapters/systemClock/clock.js';
import { EMAIL_QUEUES } from '../emails/index.js';
import type { Deps } from '../ports/index.js';
import type { TaskPayload } from '../ports/taskQueue.js';
import { NotFound, SlowDown } from '../shared/domainErrors.js';
import { NEWSLETTER_LIMITS, NEWSLETTER_PENDING_COLLECTION } from './newsletter.js';
import { NEWSLETTER_COLLECTION, publicService } from './service.js';
import { deleteExpiredNewsletterRequests } from './expiredRequests.js';

let dir: string;
let store: SqliteDocumentStore;
let clock: ManualClock;
let tasks: InProcessTaskQueue;
let queued: TaskPayload[];
let service: ReturnType<typeof publicService>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-newsletter-'));
  store = new SqliteDocumentStore(path.join(dir, 'store.sqlite'));
  clock = new ManualClock(new Date('2026-03-01T10:10:00Z'));
  queued = [];
  // The email queue's tasks are looked at here; emails/ has its own tests of sending them.
  tasks = new InProcessTaskQueue(
    {
      [EMAIL_QUEUES.sendEmail.name]: {
        rules: EMAIL_QUEUES.sendEmail.rules,
        handler: async (p) => void queued.push(p),
      },
    },
    { logger: jsonLinesLogger() },
  );
  service = publicService({ store, clock, tasks, settings: {} as Deps['settings'] });
});
afterEach(async () => {
  tasks.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const emailsOfKind = async (kind: string) => {
  await tasks.idle();
  return queued.filter((p) => (p.email as { kind: string }).kind === kind) as {
    to: string;
    email: { token?: string; unsubscribeToken?: string };
  }[];
};

describe('subscribeNewsletter (double opt-in)', () => {
  it('stores no subscriber until the emailed link is followed, then one, whatever the case', async () => {
    expect(await service.subscribeNewsletter('Ana@Example.com ', '203.0.113.1')).toEqual({
      confirmationSent: true,
    });
    expect(await store.query(NEWSLETTER_COLLECTION)).toHaveLength(0);
    const [confirm] = await emailsOfKind('newsletterConfirm');
    expect(confirm?.to).toBe('ana@example.com');
    expect(await service.confirmNewsletter(confirm?.email.token as string)).toEqual({ subscribed: true });
    // Following the link twice answers the same and adds nothing.
    expect(await service.confirmNewsletter(confirm?.email.token as string)).toEqual({ subscribed: true });
    const rows = await store.query(NEWSLETTER_COLLECTION);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toMatchObject({
      email: 'ana@example.com',
      subscribedAt: '2026-03-01T10:10:00.000Z',
    });
    expect(await emailsOfKind('newsletterWelcome')).toHaveLength(1);
    // Signing up again once subscribed sends no second confirmation.
    await service.subscribeNewsletter('ana@example.com', '203.0.113.2');
    expect(await emailsOfKind('newsletterConfirm')).toHaveLength(1);
  });

  it('refuses a link with a wrong secret or after it expired', async () => {
    await service.subscribeNewsletter('bo@example.com', '203.0.113.1');
    const [confirm] = await emailsOfKind('newsletterConfirm');
    const token = confirm?.email.token as string;
    const forged = `${token.split('.')[0]}.${'A'.repeat(32)}`;
    await expect(service.confirmNewsletter(forged)).rejects.toBeInstanceOf(NotFound);
    await expect(service.confirmNewsletter('nonsense')).rejects.toThrow(/not one of ours/);
    clock.advance(8 * 86_400_000);
    await expect(service.confirmNewsletter(token)).rejects.toThrow(/expired/);
    expect(await store.query(NEWSLETTER_COLLECTION)).toHaveLength(0);
  });

  it('unsubscribes with the welcome email’s token, once, and never with a forged one', async () => {
    await service.subscribeNewsletter('cy@example.com', '203.0.113.1');
    const [confirm] = await emailsOfKind('newsletterConfirm');
    await service.confirmNewsletter(confirm?.email.token as string);
    const [welcome] = await emailsOfKind('newsletterWelcome');
    const token = welcome?.email.unsubscribeToken as string;
    await expect(
      service.unsubscribeNewsletter(`${token.split('.')[0]}.${'B'.repeat(32)}`),
    ).rejects.toBeInstanceOf(NotFound);
    expect(await store.query(NEWSLETTER_COLLECTION)).toHaveLength(1);
    expect(await service.unsubscribeNewsletter(token)).toEqual({ unsubscribed: true });
    expect(await service.unsubscribeNewsletter(token)).toEqual({ unsubscribed: true });
    expect(await store.query(NEWSLETTER_COLLECTION)).toHaveLength(0);
    // Nothing of the address stays once it leaves the list.
    expect(await store.query(NEWSLETTER_PENDING_COLLECTION)).toHaveLength(0);
  });

  it('subscribes a verified account at once from its settings, and asks an unverified one to confirm', async () => {
    expect(await service.setNewsletter('Dee@example.com', true, true)).toEqual({
      subscribed: true,
      confirmationPending: false,
    });
    expect(await emailsOfKind('newsletterWelcome')).toHaveLength(1);
    expect(await service.setNewsletter('dee@example.com', true, false)).toEqual({
      subscribed: false,
      confirmationPending: false,
    });
    expect(await service.setNewsletter('eve@example.com', false, true)).toEqual({
      subscribed: false,
      confirmationPending: true,
    });
    expect((await emailsOfKind('newsletterConfirm')).map((e) => e.to)).toEqual(['eve@example.com']);
    expect(await store.query(NEWSLETTER_COLLECTION)).toHaveLength(0);
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
    expect(await store.query(NEWSLETTER_PENDING_COLLECTION)).toHaveLength(NEWSLETTER_LIMITS.perAddress);
    await service.subscribeNewsletter('other@example.com', '198.51.100.7');
    clock.advance(NEWSLETTER_LIMITS.windowMs);
    await service.subscribeNewsletter('late@example.com', '203.0.113.9');
    expect(await store.query(NEWSLETTER_PENDING_COLLECTION)).toHaveLength(NEWSLETTER_LIMITS.perAddress + 2);
  });
});

describe('expired confirmation requests (the daily retention sweep)', () => {
  const DAY = 86_400_000;
  const pending = async () => (await store.query(NEWSLETTER_PENDING_COLLECTION)).map((r) => r.data.email);

  it('deletes a request never confirmed once its link expired, and keeps a fresh or confirmed one', async () => {
    await service.subscribeNewsletter('never@example.com', '203.0.113.1');
    await service.subscribeNewsletter('yes@example.com', '203.0.113.1');
    const confirms = await emailsOfKind('newsletterConfirm');
    const tokenOf = (to: string) => confirms.find((c) => c.to === to)?.email.token as string;
    await service.confirmNewsletter(tokenOf('yes@example.com'));
    clock.advance(3 * DAY);
    await service.subscribeNewsletter('later@example.com', '203.0.113.1');

    clock.advance(4 * DAY - 60_000); // the first links still work for a minute
    expect(await deleteExpiredNewsletterRequests(store, clock.now())).toBe(0);
    clock.advance(2 * 60_000);
    expect(await deleteExpiredNewsletterRequests(store, clock.now())).toBe(1);
    expect((await pending()).sort()).toEqual(['later@example.com', 'yes@example.com']);
    expect(await deleteExpiredNewsletterRequests(store, clock.now())).toBe(0);
    // Its link says so in words a person can act on; signing up again starts afresh.
    await expect(service.confirmNewsletter(tokenOf('never@example.com'))).rejects.toThrow(
      /no longer works: it may have expired/,
    );
    expect(await store.query(NEWSLETTER_COLLECTION)).toHaveLength(1);
  });
});
