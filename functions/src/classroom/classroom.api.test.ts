import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { WARM_CURLS_LOOK as LOOK } from '../contract/testing/looks.js';
import { orgCreditsService } from '../credits/index.js';
import { EngineError } from '../ports/engineError.js';
import type { Storyteller } from '../ports/storyteller.js';
import { createTestUser, type TestUser } from '../testing/authEmulator.js';
import { post, readWhole } from '../testing/api.js';
import { useApiApp } from '../testing/apiApp.js';
import { createOrganization, joinOrganization } from '../testing/organizations.js';
import { payCheckout } from '../testing/payments.js';
import { until } from '../testing/poll.js';
import { CLASS_QUEUES } from './model.js';
import { classTasks } from './tasks.js';

const api = useApiApp();

const call = (user: TestUser, path: string, body: object = {}) => post(api.app, user, path, body);

const lesson = { moral: 'kindness', ageGroup: '5-7years', idea: 'sharing crayons at the art table' };
const kids = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Kid${i + 1}`,
    look: i % 2 ? { preset: 'dark_black' } : LOOK,
  }));

/** An organization with its admin (verified) and one member who joined with its code. */
async function organization(name = 'Maple Room') {
  const admin = await createTestUser({ emailVerified: true, displayName: 'Ada Admin' });
  const created = await createOrganization(api.app, admin, name);
  expect(created.status).toBe(200);
  const member = await createTestUser({ emailVerified: true, displayName: 'Mo Member' });
  const joined = await joinOrganization(api.app, member, created.body.joinCode, 'Mo Member');
  expect(joined.status).toBe(200);
  return { admin, member, organizationID: created.body.organizationID as string };
}

/** The admin buys one Classroom Pack on the Stripe stand-in's page; the webhook grants 30. */
async function buyPack(admin: TestUser) {
  const checkout = await call(admin, 'orgCheckoutSession', { packs: 1 });
  expect(checkout.status).toBe(200);
  await payCheckout(api.deps, checkout.body as string);
}

const booksOf = async (uid: string) =>
  (await api.deps.store.query('books', { where: [['ownerUid', '==', uid]] })).map((r) => r.id);

describe('organization credits', () => {
  it('only the admin buys; the webhook grants the organization once; members see the balance', async () => {
    const { admin, member, organizationID } = await organization();
    expect((await call(member, 'orgCheckoutSession', { packs: 1 })).status).toBe(403);
    const loner = await createTestUser({ emailVerified: true });
    expect((await call(loner, 'orgCheckoutSession', { packs: 1 })).status).toBe(403);
    expect((await call(admin, 'orgCheckoutSession', { packs: 0 })).status).toBe(400);
    await buyPack(admin);
    const seen = await call(member, 'orgCredits');
    expect(seen.body).toEqual({ organizationID, orgName: 'Maple Room', credits: 30, canBuy: false });
    expect((await call(admin, 'orgCredits')).body).toMatchObject({ credits: 30, canBuy: true });
    // The admin's own balance is untouched: the pack went to the organization.
    expect((await call(admin, 'getNumCredits')).body).toBe(1);
    const ledger = await orgCreditsService(api.deps).ledger(organizationID);
    expect(ledger.map((e) => [e.reason, e.amount, e.balanceAfter])).toEqual([['purchase', 30, 30]]);
    expect((await call(loner, 'orgCredits')).status).toBe(404);
  });
});

describe('classes', () => {
  it('refuses bad class lists with 400 and a class the balance cannot cover with 402, spending nothing', async () => {
    const { admin, member, organizationID } = await organization();
    const bad = [
      { lesson, children: [] },
      { lesson, children: kids(31) },
      { lesson, children: [{ name: 'Zoe', look: { species: 'dog', coat: 'golden' } }] },
      { lesson, children: [{ name: '', look: LOOK }] },
      { lesson: { ageGroup: '5-7years' }, children: kids(1) },
    ];
    for (const body of bad) expect((await call(admin, 'createClass', body)).status).toBe(400);
    const poor = await call(member, 'createClass', { lesson, children: kids(2) });
    expect(poor.status).toBe(402);
    expect(poor.body.error).toMatch(/needs 2 credits and your organization has 0/);
    expect((await call(member, 'classes')).body).toEqual([]);
    expect(await orgCreditsService(api.deps).ledger(organizationID)).toEqual([]);
  });

  it('makes one book per child from the organization balance, shows progress, and zips the PDFs', async () => {
    const { admin, member, organizationID } = await organization();
    await buyPack(admin);
    const made = await call(member, 'createClass', { lesson, children: kids(2) });
    expect(made.status).toBe(200);
    const { classId } = made.body as { classId: string };
    // Reserved up front: both credits leave the balance with the class.
    expect((await call(admin, 'orgCredits')).body.credits).toBe(28);
    const done = await until(
      'both books ready',
      async () => {
        const res = await call(member, 'classStatus', { classId });
        return res.body.done === 2 ? res.body : null;
      },
      90_000,
    );
    expect(done).toMatchObject({ total: 2, failed: 0, title: 'Sharing crayons at the art table' });
    expect(done.books.map((b: { childName: string; status: string }) => [b.childName, b.status])).toEqual([
      ['Kid1', 'ready'],
      ['Kid2', 'ready'],
    ]);
    // Each is a normal book of the educator: in the library, and theirs alone.
    const library = (await call(member, 'createLibrary')).body as [string, string, number][];
    const ids = done.books.map((b: { bookId: string }) => b.bookId);
    expect(library.map((row) => row[0]).sort()).toEqual([...ids].sort());
    // Ready on the class page is finished in the Library (issue 47): not 'Still in progress'.
    expect(library.map((row) => row[2])).toEqual([1, 1]);
    expect((await call(member, 'classes')).body).toEqual([
      expect.objectContaining({ classId, total: 2, bookIds: ids }),
    ]);
    // Another educator (even the organization's admin) and another organization see nothing.
    expect((await call(admin, 'classStatus', { classId })).status).toBe(404);
    expect((await call(admin, 'classZip', { classId })).status).toBe(404);
    const other = await organization('Oak Room');
    expect((await call(other.admin, 'classStatus', { classId })).status).toBe(404);
    expect((await call(member, 'classStatus', { classId: 'class_nope' })).status).toBe(404);

    const zip = await readWhole(call(member, 'classZip', { classId }));
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toMatch(/application\/zip/);
    const entries = unzipSync(new Uint8Array(zip.body as Buffer));
    const names = Object.keys(entries);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).toMatch(/^Kid\d-.+\.pdf$/);
      expect(Buffer.from(entries[name]!.subarray(0, 5)).toString()).toBe('%PDF-');
    }
    const ledger = await orgCreditsService(api.deps).ledger(organizationID);
    expect(ledger.map((e) => [e.reason, e.amount, e.reference])).toEqual([
      ['purchase', 30, expect.any(String)],
      ['class-book', -2, classId],
    ]);
  }, 120_000);

  it('a redelivered class task makes and charges one book', async () => {
    const { admin, member } = await organization();
    await buyPack(admin);
    const release = api.deps.tasks.hold(CLASS_QUEUES.makeClassBook.name);
    const { classId } = (await call(member, 'createClass', { lesson, children: kids(1) })).body;
    const tasks = classTasks(api.deps);
    const context = { attempt: 1, isLastAttempt: false };
    await Promise.all([
      tasks.makeClassBook({ classId, index: 0 }, context),
      tasks.makeClassBook({ classId, index: 0 }, context),
    ]);
    await tasks.makeClassBook({ classId, index: 0 }, context);
    release();
    await api.deps.tasks.idle();
    expect(await booksOf(member.uid)).toHaveLength(1);
    expect((await call(admin, 'orgCredits')).body.credits).toBe(29);
  });

  it('a book that cannot be made gives its credit back, once', async () => {
    const { admin, member, organizationID } = await organization();
    await buyPack(admin);
    const release = api.deps.tasks.hold(CLASS_QUEUES.makeClassBook.name);
    const { classId } = (await call(member, 'createClass', { lesson, children: kids(1) })).body;
    const failing: Storyteller = {
      description: 'a storyteller that is down',
      write: () => Promise.reject(new EngineError('the storyteller is down', false)),
    };
    const tasks = classTasks({ ...api.deps, storyteller: failing });
    const last = { attempt: 5, isLastAttempt: true };
    await tasks.makeClassBook({ classId, index: 0 }, last);
    await tasks.makeClassBook({ classId, index: 0 }, last);
    release();
    await api.deps.tasks.idle();
    const status = (await call(member, 'classStatus', { classId })).body;
    expect(status).toMatchObject({ total: 1, done: 0, failed: 1 });
    expect(status.books[0]).toMatchObject({ childName: 'Kid1', status: 'failed', bookId: null });
    expect(await booksOf(member.uid)).toHaveLength(0);
    const ledger = await orgCreditsService(api.deps).ledger(organizationID);
    expect(ledger.map((e) => [e.reason, e.amount])).toEqual([
      ['purchase', 30],
      ['class-book', -1],
      ['class-book-failed', 1],
    ]);
  });
});
