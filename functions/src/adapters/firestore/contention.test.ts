import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPaidBook, readBook } from '../../books/index.js';
import { imageTasks } from '../../books/images/tasks.js';
import {
  childPath,
  childStory,
  classPath,
  type ClassChildRecord,
  type ClassRecord,
} from '../../classroom/model.js';
import { returnCredit } from '../../classroom/refund.js';
import { PAGES_PER_BOOK } from '../../contract/story.js';
import { DIGITAL_STORYBOOK_ID, priceOf, subtotalOf } from '../../contract/pricing.js';
import { creditsService, orgCreditsService } from '../../credits/index.js';
import { generateGiftCode, giftCodeHash, normalizeGiftCode } from '../../gifts/code.js';
import { giftCodePath, giftPath, type GiftRecord } from '../../gifts/record.js';
import { giftsService } from '../../gifts/service.js';
import { PRICED_AT_KEY } from '../../payments/amount.js';
import { fulfilmentService } from '../../payments/fulfilment.js';
import { TransactionAbortedError } from '../../ports/documentStore.js';
import type { Caller } from '../../ports/identity.js';
import type { CheckoutSession } from '../../ports/payments.js';
import { NotFound } from '../../shared/domainErrors.js';
import { emulatorDeps, type EmulatorDeps } from './testing/emulatorDeps.js';
import { emulatorStore, firestoreEmulator } from './testing/emulatorStore.js';

/**
 * The documents the product writes concurrently, with the concurrency it produces, on the real
 * Firestore emulator (which locks what a transaction reads, as Firestore does): each holds, with
 * the production store's retries, and none loses an update. The calls are spread over four
 * function instances, so transactions contend in Firestore as tasks on separate instances do.
 */
describe.skipIf(!firestoreEmulator)('Firestore contention the product produces', () => {
  let deps: EmulatorDeps;

  beforeEach(async () => {
    deps = await emulatorDeps('contention', { instances: 4 });
  });
  afterEach(async () => {
    await deps.cleanup();
  });

  /**
   * Runs each job as a Cloud Tasks queue does: at most `limit` at once, and a job whose
   * transaction gave up for contention (TransactionAbortedError) delivered again. Answers each
   * job's result and how many deliveries were repeated for contention.
   */
  async function asQueue<T>(
    limit: number,
    jobs: (() => Promise<T>)[],
  ): Promise<{ results: T[]; redelivered: number }> {
    const results: T[] = [];
    const waiting = jobs.map((job, index) => ({ job, index }));
    let redelivered = 0;
    const worker = async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        try {
          results[next.index] = await next.job();
        } catch (error) {
          if (!(error instanceof TransactionAbortedError)) throw error;
          redelivered += 1;
          waiting.push(next);
        }
      }
    };
    await Promise.all(Array.from({ length: limit }, worker));
    return { results, redelivered };
  }

  const caller = (uid: string): Caller => ({
    uid,
    email: `${uid}@example.com`,
    emailVerified: true,
    name: 'Pat',
    signInProvider: 'password',
  });

  it("a parent's credits: three payments, each delivered three times at once (webhook replays and reconciliation), grant once each", async () => {
    await deps.store.create('users/parent', { name: 'Pat', credits: 1, userType: 'regular' });
    const pricedAt = deps.clock.now();
    const session = (id: string, quantity: number): CheckoutSession => {
      const price = priceOf(DIGITAL_STORYBOOK_ID, pricedAt, deps.settings.sale, deps.settings.saleTimezone);
      return {
        id,
        url: null,
        paid: true,
        paymentStatus: 'paid',
        status: 'complete',
        amountTotalCents: subtotalOf(price as NonNullable<typeof price>, quantity).totalCents,
        discountCents: 0,
        taxCents: 0,
        shippingCents: 0,
        paymentIntentId: `pi_${id}`,
        currency: 'usd',
        metadata: {
          kind: 'credits',
          uid: 'parent',
          productId: String(DIGITAL_STORYBOOK_ID),
          quantity: String(quantity),
          [PRICED_AT_KEY]: pricedAt.toISOString(),
        },
        clientReferenceId: 'parent',
        createdAt: pricedAt,
      };
    };
    const sessions = [session('cs_1', 1), session('cs_2', 2), session('cs_3', 3)];
    const fulfilment = fulfilmentService(deps);
    const outcomes = await Promise.all(
      sessions.flatMap((s) => [
        fulfilment.fulfil(s, 'evt_completed'),
        fulfilment.fulfil(s, 'evt_completed_replayed'),
        fulfilment.fulfil(s, 'reconcile'),
      ]),
    );
    expect(outcomes.filter((o) => o === 'granted')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(6);
    const credits = creditsService(deps);
    expect(await credits.balance('parent')).toBe(1 + 1 + 2 + 3);
    const ledger = await credits.ledger('parent');
    expect(ledger.map((e) => e.reference).sort()).toEqual(['cs_1', 'cs_2', 'cs_3']);
    // Each entry moved the balance the one before it left: no change was computed from a stale read.
    let balance = 1;
    for (const entry of ledger) expect(entry.balanceAfter).toBe((balance += entry.amount));
    expect(balance).toBe(7);
  });

  it("an organization's balance: a class of 30 whose books all fail gives each credit back once (20 tasks at once, each delivered twice)", async () => {
    const classId = 'class_thirty';
    await deps.store.create('organizations/org1', { name: 'Oak School', credits: 0, creditLedgerEntries: 0 });
    const record: ClassRecord = {
      ownerUid: 'teacher',
      organizationID: 'org1',
      lesson: { moral: 'generosity', ageGroup: '5-7years', idea: '' },
      title: 'Kindness',
      total: 30,
      createdAt: deps.clock.now().toISOString(),
    };
    await deps.store.create(classPath(classId), { ...record });
    for (let index = 0; index < 30; index++) {
      const child: ClassChildRecord = {
        index,
        name: `Child ${index}`,
        look: { preset: 'medium_brown' },
        bookId: null,
        failed: false,
      };
      await deps.store.create(childPath(classId, index), { ...child });
    }
    // makeClassBook's queue dispatches at most 20 at once; every task is delivered twice.
    const { results } = await asQueue(
      20,
      Array.from({ length: 60 }, (_, i) => () => returnCredit(deps, classId, i % 30)),
    );
    expect(results.filter(Boolean)).toHaveLength(30);
    const orgCredits = orgCreditsService(deps);
    expect(await orgCredits.balance('org1')).toBe(30);
    const ledger = await orgCredits.ledger('org1');
    expect(ledger.map((e) => e.balanceAfter)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(ledger.map((e) => e.reference)).size).toBe(30);
  }, 180_000);

  it("a book's pages: 10 page tasks finishing at once each count once, and the book ends with 10 ready", async () => {
    const { inputs, seed } = childStory(
      'class_pages',
      { moral: 'generosity', ageGroup: '2-4years', idea: '' },
      { name: 'Mia', look: { preset: 'fair_blond' } },
      0,
    );
    const story = await deps.storyteller.write({ ...inputs, seed });
    const bookId = await deps.store.runTransaction((tx) =>
      createPaidBook(tx, {
        ownerUid: 'parent',
        creatorName: null,
        inputs,
        seed,
        story,
        now: deps.clock.now(),
      }),
    );
    const images = imageTasks(deps);
    const context = { attempt: 1, isLastAttempt: false };
    await Promise.all(
      Array.from({ length: PAGES_PER_BOOK }, (_, i) => images.draw({ bookId, page: i + 1 }, context)),
    );
    const book = await readBook(deps.store, bookId);
    expect(book?.imagesReady).toBe(PAGES_PER_BOOK);
    expect(book?.pages.map((p) => p.status)).toEqual(Array(PAGES_PER_BOOK).fill('ready'));
  });

  it('a gift code redeemed twice at once, by two people and by one twice, credits exactly once', async () => {
    for (const uid of ['ann', 'ben']) await deps.store.create(`users/${uid}`, { name: uid, credits: 0 });
    const seedGift = async (giftId: string) => {
      const code = generateGiftCode();
      const hash = giftCodeHash(normalizeGiftCode(code) as string);
      const now = deps.clock.now().toISOString();
      const gift: GiftRecord = {
        buyerUid: 'grandma',
        status: 'ready',
        quantity: 3,
        recipientName: 'Ann',
        recipientEmail: null,
        message: null,
        sendOn: null,
        code,
        codeHash: hash,
        sessionId: `cs_${giftId}`,
        paymentIntentId: null,
        amountCents: 2997,
        discountCents: 0,
        expectedCents: 2997,
        pricedAt: now,
        emailStatus: 'none',
        emailQueuedAt: null,
        redeemedBy: null,
        redeemedAt: null,
        reversal: null,
        createdAt: now,
        paidAt: now,
      };
      await deps.store.create(giftPath(giftId), { ...gift });
      await deps.store.create(giftCodePath(hash), { giftId });
      return code;
    };
    const gifts = giftsService(deps);
    const credits = creditsService(deps);

    const shared = await seedGift('g1');
    const two = await Promise.allSettled([
      gifts.redeem(caller('ann'), shared),
      gifts.redeem(caller('ben'), shared),
    ]);
    const won = two.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(two.find((r) => r.status === 'rejected')).toMatchObject({ reason: expect.any(NotFound) });
    const winner = two[0]?.status === 'fulfilled' ? 'ann' : 'ben';
    expect(await deps.store.get(giftPath('g1'))).toMatchObject({ status: 'redeemed', redeemedBy: winner });
    expect((await credits.balance('ann')) + (await credits.balance('ben'))).toBe(3);

    const twice = await seedGift('g2');
    const same = await Promise.allSettled([
      gifts.redeem(caller('ann'), twice),
      gifts.redeem(caller('ann'), twice),
    ]);
    expect(same.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await credits.ledger('ann')).toHaveLength(winner === 'ann' ? 2 : 1);
  });
});

describe.skipIf(!firestoreEmulator)('Firestore contention that outlasts the retries', () => {
  it('ends with TransactionAbortedError, and every update that was reported lands (none is lost)', async () => {
    // One attempt each, and every transaction holds its read before any commits: they cannot all
    // win. Each runs in an instance of its own (one instance's transactions take turns).
    const { store, instance, cleanup } = emulatorStore('outlast', { maxAttempts: 1 });
    try {
      await store.create('counters/c', { value: 0 });
      let read = 0;
      let allRead: () => void = () => {};
      const everyoneRead = new Promise<void>((resolve) => (allRead = resolve));
      const started = Date.now();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          instance().runTransaction(async (tx) => {
            const counter = await tx.get('counters/c');
            if (++read === 10) allRead();
            await everyoneRead;
            tx.update('counters/c', { value: (counter?.value as number) + 1 });
          }),
        ),
      );
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) {
        expect(failure).toBeInstanceOf(TransactionAbortedError);
        expect(String((failure as Error).message)).toMatch(/after 1 attempt\(s\).*nothing was written/);
      }
      expect(await store.get('counters/c')).toEqual({ value: 10 - failures.length });
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      await cleanup();
    }
  });

  it('starts no attempt after the retry window, however many attempts are left', async () => {
    const { store, instance, cleanup } = emulatorStore('window', { maxAttempts: 10, retryWindowMs: 0 });
    try {
      await store.create('counters/c', { value: 0 });
      let attempts = 0;
      let read = 0;
      let allRead: () => void = () => {};
      const everyoneRead = new Promise<void>((resolve) => (allRead = resolve));
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          instance().runTransaction(async (tx) => {
            attempts += 1;
            const counter = await tx.get('counters/c');
            if (++read === 4) allRead();
            await everyoneRead;
            tx.update('counters/c', { value: (counter?.value as number) + 1 });
          }),
        ),
      );
      const failed = results.filter((r) => r.status === 'rejected').length;
      expect(failed).toBeGreaterThan(0);
      expect(attempts).toBe(4);
      expect(await store.get('counters/c')).toEqual({ value: 4 - failed });
    } finally {
      await cleanup();
    }
  });

  it('in one instance, transactions that first read one document take turns: none aborts', async () => {
    const { store, cleanup } = emulatorStore('turns', { maxAttempts: 1 });
    try {
      await store.create('counters/c', { value: 0 });
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          store.runTransaction(async (tx) => {
            const counter = await tx.get('counters/c');
            tx.update('counters/c', { value: (counter?.value as number) + 1 });
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(await store.get('counters/c')).toEqual({ value: 10 });
    } finally {
      await cleanup();
    }
  });

  it('close() waits for the transactions in flight, then refuses new work', async () => {
    const { store, cleanup } = emulatorStore('close');
    try {
      await store.create('counters/c', { value: 0 });
      const running = Array.from({ length: 5 }, () =>
        store.runTransaction(async (tx) => {
          const counter = await tx.get('counters/c');
          tx.update('counters/c', { value: (counter?.value as number) + 1 });
        }),
      );
      await store.close();
      await expect(Promise.all(running)).resolves.toHaveLength(5);
      await expect(store.get('counters/c')).rejects.toThrow(/closed/);
    } finally {
      await cleanup();
    }
  });
});
