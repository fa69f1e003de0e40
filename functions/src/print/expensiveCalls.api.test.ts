import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALL_LIMITS } from '../shared/callLimits.js';
import { useApiApp } from '../testing/apiApp.js';
import type { TestUser } from '../testing/authEmulator.js';
import { parent, post, savedBook } from '../testing/books.js';
import { expireSession, payCheckout, sessionIdOf, TEST_ADDRESS } from '../testing/payments.js';
import type { PrintFilesRecord } from './files/model.js';

/**
 * Issue 26: the calls that build files or ask a paid provider are limited per person and hour,
 * and reuse what they made while nothing changed.
 */
const api = useApiApp();

const HOUR = 3_600_000;
/** The clock at the start of the next hour, so a test's calls fall in one window. */
const nextHour = () =>
  api.deps.clock.set(new Date((Math.floor(api.deps.clock.now().getTime() / HOUR) + 1) * HOUR));

/** A verified parent with a finished book (its PDF built), as the print pages need. */
async function printingParent(title: string): Promise<{ user: TestUser; bookId: string }> {
  const user = await parent(api.deps, 1);
  const { bookId } = await savedBook(api.app, api.deps, user, title);
  expect((await post(api.app, user, 'createPdf', { bookId })).status).toBe(200);
  return { user, bookId };
}

/**
 * A describe's printing parent, handed to `got` by its beforeAll (which may go on from there);
 * each of its tests then starts in a fresh hour.
 */
function beforePrinting(title: string, got: (parent: { user: TestUser; bookId: string }) => unknown) {
  beforeAll(async () => {
    await got(await printingParent(title));
  });
  beforeEach(nextHour);
}

const labCalls = (path: string) => api.deps.printLab.requests.filter((r) => r.path === path).length;
const address = (apartment: number) => ({ ...TEST_ADDRESS, street2: `Apt ${apartment}` });
const ordersOf = async (uid: string) =>
  (await api.deps.store.query('printOrders', { where: [['uid', '==', uid]] })).map((row) => row.data);

function expectLimited(res: { status: number; headers: Record<string, string>; body: { error?: string } }) {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.error).toMatch(/in the last hour\. Try again in \d+ minutes?\.$/);
}

describe('shipping quotes', () => {
  let user: TestUser;
  let bookId: string;
  beforePrinting('Quoted Often', (got) => ({ user, bookId } = got));

  const quote = (shippingAddress: object) =>
    post(api.app, user, 'print/shipping-options', { storyId: bookId, shippingAddress });

  it('answers the same address from the cache for 10 minutes, then asks the printer again', async () => {
    const before = labCalls('/shipping-options/');
    const first = await quote(address(1));
    expect(first.status).toBe(200);
    expect(labCalls('/shipping-options/')).toBe(before + 1);
    api.deps.clock.advance(9 * 60_000);
    // Typed again with other spacing and case: the same address.
    const again = await quote({ ...address(1), street1: ' 12  maple STREET ' });
    expect(again.body).toEqual(first.body);
    expect(labCalls('/shipping-options/')).toBe(before + 1);
    // Paying at that address asks for no new quote either.
    const checkout = await post(api.app, user, 'print/calculate-cost', {
      proofChecked: true,
      storyId: bookId,
      shippingAddress: address(1),
      shippingOption: 'Ground',
    });
    expect(checkout.status).toBe(200);
    expect(labCalls('/shipping-options/')).toBe(before + 1);
    api.deps.clock.advance(2 * 60_000);
    expect((await quote(address(1))).body).toEqual(first.body);
    expect(labCalls('/shipping-options/')).toBe(before + 2);
  });

  it(`asks the printer ${CALL_LIMITS.shippingQuotes.perHour} times an hour, then answers 429 (cached quotes still answer)`, async () => {
    for (let i = 1; i <= CALL_LIMITS.shippingQuotes.perHour; i++)
      expect((await quote(address(100 + i))).status).toBe(200);
    const calls = labCalls('/shipping-options/');
    const refused = await quote(address(999));
    expectLimited(refused);
    expect(refused.body.error).toMatch(/^You have asked for 30 shipping quotes in the last hour\./);
    expect(labCalls('/shipping-options/')).toBe(calls);
    // The latest quotes are kept (the few newest addresses), and answer without a provider call.
    expect((await quote(address(100 + CALL_LIMITS.shippingQuotes.perHour))).status).toBe(200);
    api.deps.clock.advance(HOUR);
    expect((await quote(address(999))).status).toBe(200);
  });
});

describe('print checkouts', () => {
  let user: TestUser;
  let bookId: string;
  beforePrinting('Ordered Often', (got) => ({ user, bookId } = got));

  const checkout = (apartment: number, shippingOption = 'Ground') =>
    post(api.app, user, 'print/calculate-cost', {
      proofChecked: true,
      storyId: bookId,
      shippingAddress: address(apartment),
      shippingOption,
    });

  it('answers the open payment page of the same order again: one order, one session', async () => {
    const first = await checkout(1);
    expect(first.status).toBe(200);
    const orders = (await ordersOf(user.uid)).length;
    api.deps.clock.advance(60_000);
    const again = await checkout(1);
    expect(again.body).toBe(first.body);
    expect((await ordersOf(user.uid)).length).toBe(orders);

    // Another shipping method is another order with its own page.
    const express = await checkout(1, 'Express');
    expect(express.body).not.toBe(first.body);
    expect((await ordersOf(user.uid)).length).toBe(orders + 1);

    // Once Stripe expired the page, or it was paid, the same details open a new order.
    await expireSession(api.deps, sessionIdOf(first.body));
    const afterExpiry = await checkout(1);
    expect(afterExpiry.body).not.toBe(first.body);
    await payCheckout(api.deps, afterExpiry.body);
    const afterPaying = await checkout(1);
    expect(afterPaying.body).not.toBe(afterExpiry.body);
    expect((await ordersOf(user.uid)).length).toBe(orders + 3);
  });

  it(`opens ${CALL_LIMITS.printCheckouts.perHour} new orders an hour, then answers 429 (open pages still answer)`, async () => {
    const pages: string[] = [];
    for (let i = 1; i <= CALL_LIMITS.printCheckouts.perHour; i++) {
      const res = await checkout(200 + i);
      expect(res.status).toBe(200);
      pages.push(res.body);
    }
    const orders = (await ordersOf(user.uid)).length;
    const refused = await checkout(299);
    expectLimited(refused);
    expect(refused.body.error).toMatch(/^You have started 10 print orders in the last hour\./);
    expect((await ordersOf(user.uid)).length).toBe(orders);
    expect((await checkout(201)).body).toBe(pages[0]);
    api.deps.clock.advance(HOUR);
    expect((await checkout(299)).status).toBe(200);
  });
});

describe('print file builds', () => {
  let user: TestUser;
  let bookId: string;
  beforePrinting('Printed Often', async (got) => {
    ({ user, bookId } = got);
    const res = await post(api.app, user, 'print/calculate-cost', {
      proofChecked: true,
      storyId: bookId,
      shippingAddress: TEST_ADDRESS,
      shippingOption: 'Ground',
    });
    await payCheckout(api.deps, res.body);
  });

  const record = async () =>
    (await api.deps.store.get(`printFiles/${bookId}`)) as unknown as PrintFilesRecord;

  it('reuses a ready file built from the same book and cover; a new cover picture builds again', async () => {
    expect((await post(api.app, user, 'generateCoverPdf', { bookId, coverImageNum: 1 })).status).toBe(202);
    expect((await post(api.app, user, 'getPrintPdf', { bookId, rebuild: true })).status).toBe(202);
    await api.deps.tasks.idle();
    const built = await record();
    expect(built.interior?.status).toBe('ready');
    expect(built.cover?.status).toBe('ready');

    const interior = await post(api.app, user, 'getPrintPdf', { bookId, rebuild: true });
    expect(interior.status).toBe(202);
    expect(interior.body).toMatchObject({ exists: true, status: 'ready', pages: 32 });
    const cover = await post(api.app, user, 'generateCoverPdf', { bookId, coverImageNum: 1 });
    expect(cover.body).toMatchObject({ exists: true, status: 'ready' });
    const reused = await record();
    expect(reused.interior?.build).toBe(built.interior?.build);
    expect(reused.cover?.build).toBe(built.cover?.build);

    const other = await post(api.app, user, 'generateCoverPdf', { bookId, coverImageNum: 2 });
    expect(other.body).toMatchObject({ status: 'building' });
    await api.deps.tasks.idle();
    const rebuilt = await record();
    expect(rebuilt.cover?.build).not.toBe(built.cover?.build);
    expect(rebuilt.cover?.status).toBe('ready');
    expect(rebuilt.interior?.build).toBe(built.interior?.build);
  }, 60_000);

  it(`starts ${CALL_LIMITS.printFileBuilds.perHour} builds an hour, then answers 429`, async () => {
    for (let i = 1; i <= CALL_LIMITS.printFileBuilds.perHour; i++) {
      // Each cover on another page than the last: a changed file, so a real build.
      const res = await post(api.app, user, 'generateCoverPdf', { bookId, coverImageNum: (i % 2) + 3 });
      expect(res.body).toMatchObject({ status: 'building' });
      await api.deps.tasks.idle();
    }
    const refused = await post(api.app, user, 'generateCoverPdf', { bookId, coverImageNum: 5 });
    expectLimited(refused);
    expect(refused.body.error).toMatch(/^You have started 20 print file builds in the last hour\./);
    // Refused, it changed nothing: the cover is still the last one built.
    const kept = await record();
    expect(kept.cover?.status).toBe('ready');
    expect(kept.coverImageNum).toBe((CALL_LIMITS.printFileBuilds.perHour % 2) + 3);
    api.deps.clock.advance(HOUR);
    expect((await post(api.app, user, 'generateCoverPdf', { bookId, coverImageNum: 5 })).status).toBe(202);
    await api.deps.tasks.idle();
  }, 120_000);
});
