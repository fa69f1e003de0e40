import { getAuth } from 'firebase-admin/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountTombstones } from '../../accounts/index.js';
import { BOOK_BLOBS, BOOKS_COLLECTION, bookPath, rateLimitPath, shareLinkPath } from '../../books/book.js';
import { createPaidBook } from '../../books/index.js';
import { CHARACTER_BLOBS, characterPath } from '../../characters/model.js';
import { characterUsagePath } from '../../characters/usage.js';
import { childPath, childStory, classPath } from '../../classroom/model.js';
import { deletionService, KEPT_DATA, RETENTION, retentionService } from '../../deletion/index.js';
import { accountAttemptsKey } from '../../gifts/attempts.js';
import { giftAttemptsPath, giftPath } from '../../gifts/record.js';
import { paymentPath } from '../../payments/record.js';
import { PRINT_FILE_BLOBS, printFilesPath } from '../../print/files/model.js';
import { printOrderPath } from '../../print/order.js';
import { printUsagePath } from '../../print/usage.js';
import { subscriberId } from '../../public/newsletter.js';
import { NEWSLETTER_COLLECTION } from '../../public/service.js';
import { adminApp } from '../firebaseAdmin/app.js';
import { recordQueries, type QueryShape } from './queryIndexes.js';
import { emulatorDeps, type EmulatorDeps } from './testing/emulatorDeps.js';
import { firestoreEmulator } from './testing/emulatorStore.js';
import { assertQueriesIndexed } from './testing/indexCheck.js';
import { FIRESTORE_LIMITS, limitsChecked, type LimitsSeen } from './testing/limits.js';

const UID = 'large-account';
const EMAIL = 'large.account@example.com';
const SIZE = { books: 200, characters: 12, orders: 50, gifts: 20, payments: 30, ledger: 300, classes: 2 };

/** Runs the jobs a few at a time (seeding only: the emulator is shared with the other tests). */
async function inChunks(jobs: (() => Promise<unknown>)[], size = 25): Promise<void> {
  for (let i = 0; i < jobs.length; i += size) await Promise.all(jobs.slice(i, i + size).map((job) => job()));
}

/**
 * A large account (200 books with their drawings, share links and print files, 12 characters,
 * 50 print orders, 20 gifts, 30 payments, a 300-entry ledger, two classes) deleted, and retained,
 * on the Firestore emulator through the product's own deletion and retention: each step keeps to
 * Firestore's limits (checked by limitsChecked: 500 writes per transaction, 270 s, 1 MiB), every
 * query it makes has its index, and nothing of the person is left behind.
 */
describe.skipIf(!firestoreEmulator)('a large account on Firestore', () => {
  let deps: EmulatorDeps;
  let queries: QueryShape[];
  let seen: LimitsSeen;
  const bookIds: string[] = [];

  beforeEach(async () => {
    deps = await emulatorDeps('large-account', {
      wrapStore: (store) => {
        const limited = limitsChecked(store);
        seen = limited.seen;
        const recorded = recordQueries(limited.store);
        queries = recorded.queries;
        return recorded.store;
      },
    });
    bookIds.length = 0;
    const { store, blobs, clock } = deps;
    const created = clock.now();
    await store.create(`users/${UID}`, {
      name: 'Lara Large',
      emailAdd: EMAIL,
      credits: 4,
      userType: 'regular',
    });
    // One real book record, its story written by the offline storyteller, copied 200 times.
    const lesson = { moral: 'generosity', ageGroup: '5-7years', idea: '' } as const;
    const { inputs, seed } = childStory(
      'class_large',
      lesson,
      { name: 'Lara', look: { preset: 'fair_blond' } },
      0,
    );
    const story = await deps.storyteller.write({ ...inputs, seed });
    const first = await store.runTransaction((tx) =>
      createPaidBook(tx, { ownerUid: UID, creatorName: null, inputs, seed, story, now: created }),
    );
    const record = (await store.get(bookPath(first))) ?? {};
    bookIds.push(first, ...Array.from({ length: SIZE.books - 1 }, (_, i) => `${first}-${i}`));
    const png = Buffer.from('not really a png');
    await inChunks(
      bookIds.map((bookId, i) => async () => {
        if (bookId !== first)
          await store.create(bookPath(bookId), { ...record, lastUsedAt: created.toISOString() });
        await blobs.put(BOOK_BLOBS.image(bookId, 1, 0, 'a'), png, 'image/png');
        await blobs.put(BOOK_BLOBS.referenceSheet(bookId), png, 'image/png');
        if (i < SIZE.orders) {
          await store.create(shareLinkPath(`share-${i}`), { bookId, ownerUid: UID });
          await store.create(printFilesPath(bookId), { ownerUid: UID, interior: null });
          await blobs.put(PRINT_FILE_BLOBS.file(bookId, 'interior', 'b1'), png, 'application/pdf');
          await store.create(printOrderPath(`order-${i}`), {
            uid: UID,
            storyId: bookId,
            storyTitle: 'Lara and the Kite',
            status: 'shipped',
            jobOpen: false,
            address: {
              name: 'Lara Large',
              street1: '1 Main St',
              city: 'Portland',
              stateCode: 'OR',
              countryCode: 'US',
            },
            tracking: 'TRACK1',
            trackingUrl: 'https://example.com/t',
            orderKey: 'fingerprint',
            totalCents: 2499,
          });
        }
      }),
    );
    await inChunks(
      Array.from({ length: SIZE.characters }, (_, i) => async () => {
        await store.create(characterPath(`char-${i}`), {
          ownerUid: UID,
          name: `Friend ${i}`,
          photos: [],
          createdAt: created.toISOString(),
          updatedAt: created.toISOString(),
        });
        await blobs.put(CHARACTER_BLOBS.photo(`char-${i}`, 'u', 0, 'jpg'), png, 'image/jpeg');
      }),
    );
    await inChunks([
      ...Array.from(
        { length: SIZE.gifts },
        (_, i) => () =>
          store.create(giftPath(`gift-${i}`), {
            buyerUid: UID,
            status: i % 2 ? 'ready' : 'redeemed',
            redeemedBy: i % 2 ? null : 'someone-else',
            quantity: 1,
            recipientName: 'Nana',
            recipientEmail: 'nana@example.com',
            message: 'Happy birthday!',
            code: `SPRT-${i}`,
          }),
      ),
      () =>
        store.create(giftPath('gift-received'), {
          buyerUid: 'someone-else',
          status: 'redeemed',
          redeemedBy: UID,
          recipientName: 'Lara',
          recipientEmail: EMAIL,
          message: 'For you',
          code: 'SPRT-X',
        }),
      ...Array.from(
        { length: SIZE.payments },
        (_, i) => () =>
          store.create(paymentPath(`cs_${i}`), { uid: UID, status: 'granted', creditsGranted: 1 }),
      ),
      ...Array.from(
        { length: SIZE.ledger },
        (_, i) => () =>
          store.create(`users/${UID}/creditLedger/${String(i + 1).padStart(9, '0')}`, {
            reason: 'purchase',
            amount: 1,
            balanceAfter: i + 1,
            reference: null,
            at: created.toISOString(),
          }),
      ),
      ...Array.from({ length: SIZE.classes }, (_, c) => async () => {
        await store.create(classPath(`class_${c}`), { ownerUid: UID, organizationID: 'none', total: 30 });
        for (let i = 0; i < 30; i++)
          await store.create(childPath(`class_${c}`, i), {
            index: i,
            name: `Kid ${i}`,
            bookId: null,
            failed: false,
          });
      }),
      () => store.create(rateLimitPath(UID), { drafts: 3 }),
      () => store.create(printUsagePath(UID), { quotes: [] }),
      () => store.create(characterUsagePath(UID), { count: 2 }),
      () => store.create(giftAttemptsPath(accountAttemptsKey(UID)), { wrong: 1 }),
      () => store.create(`${NEWSLETTER_COLLECTION}/${subscriberId(EMAIL)}`, { email: EMAIL }),
    ]);
    queries.length = 0;
  }, 240_000);

  afterEach(async () => {
    await deps.cleanup();
  }, 60_000);

  /** Every document left, with the collection templates ({id}) KEPT_DATA declares. */
  async function leftBehind() {
    const fates = new Map(KEPT_DATA.flatMap((data) => Object.entries(data.collections)));
    const paths = await deps.emulated.allPaths();
    const left = [];
    for (const path of paths) {
      const segments = path.split('/');
      const template = segments
        .slice(0, -1)
        .map((s, i) => (i % 2 ? '{id}' : s))
        .join('/');
      left.push({
        path,
        fate: fates.get(template),
        data: JSON.stringify(await deps.emulated.store.get(path)),
      });
    }
    return left;
  }

  const expectWithinLimits = () => {
    expect(seen.mostWritesInOneTransaction).toBeLessThanOrEqual(FIRESTORE_LIMITS.writesPerTransaction);
    expect(seen.longestTransactionMs).toBeLessThan(FIRESTORE_LIMITS.transactionMs);
    expect(seen.largestDocumentBytes).toBeLessThan(FIRESTORE_LIMITS.documentBytes);
    assertQueriesIndexed(queries);
  };

  it('deleting the account leaves only what is declared kept, and nothing that names the person', async () => {
    const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST ? getAuth(adminApp()) : null;
    if (auth) await auth.createUser({ uid: UID, email: EMAIL });
    await accountTombstones(deps).requested(UID);
    // The deleteAccount task: it is resumable, so a first run stopped part-way is finished by the next.
    await deletionService(deps).run({ uid: UID, email: EMAIL });

    const left = await leftBehind();
    expect(left.filter((doc) => doc.fate === undefined || doc.fate === 'erased').map((d) => d.path)).toEqual(
      [],
    );
    for (const doc of left) {
      expect(doc.data, doc.path).not.toContain(UID);
      expect(doc.data, doc.path).not.toContain(EMAIL);
      expect(doc.data, doc.path).not.toMatch(/Lara|Main St/);
    }
    // What accounting keeps: the 50 orders, 30 payments and the gifts, anonymized, and the tombstone.
    const kept = (prefix: string) => left.filter((d) => d.path.startsWith(prefix)).length;
    expect(kept('printOrders/')).toBe(SIZE.orders);
    expect(kept('payments/')).toBe(SIZE.payments);
    expect(kept('gifts/')).toBe(SIZE.gifts + 1);
    expect(left.find((d) => d.path === `accountDeletions/${UID}`)?.data).toMatch(/"status":"done"/);
    expect(await deps.blobs.list('books/')).toEqual([]);
    expect(await deps.blobs.list('characters/')).toEqual([]);
    expect(await deps.blobs.list('print/')).toEqual([]);
    if (auth) await expect(auth.getUser(UID)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expectWithinLimits();
  }, 240_000);

  it('the retention sweep erases 200 unused books and 12 unused characters, and keeps the account', async () => {
    deps.clock.advance((RETENTION.unusedBookMonths + 1) * 31 * 24 * 3600 * 1000);
    const swept = await retentionService(deps).sweep();
    expect(swept).toMatchObject({ unusedBooks: SIZE.books, drafts: 0, unusedCharacters: SIZE.characters });

    const left = await leftBehind();
    const under = (prefix: string) => left.filter((d) => d.path.startsWith(prefix));
    expect(under(`${BOOKS_COLLECTION}/`)).toEqual([]);
    expect(under('shareLinks/')).toEqual([]);
    expect(under('printFiles/')).toEqual([]);
    expect(under('characters/')).toEqual([]);
    expect(await deps.blobs.list('books/')).toEqual([]);
    expect(await deps.blobs.list('characters/')).toEqual([]);
    expect(await deps.blobs.list('print/')).toEqual([]);
    // The account and its accounting stay: retention removes books, not people.
    expect(under(`users/${UID}`).length).toBe(1 + SIZE.ledger);
    expect(under('printOrders/')).toHaveLength(SIZE.orders);
    expectWithinLimits();
  }, 240_000);
});
