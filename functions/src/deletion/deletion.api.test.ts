import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../adapters/firebaseAdmin/app.js';
import { useApiApp } from '../testing/apiApp.js';
import type { TestUser } from '../testing/authEmulator.js';
import { parent, post, printableBook } from '../testing/books.js';
import { createOrganization, joinOrganization } from '../testing/organizations.js';
import { paidPrintOrder, payCheckout } from '../testing/payments.js';

const api = useApiApp();

describe('deleting my account', () => {
  let owner: TestUser;
  let bookId: string;
  let orderId: string;

  beforeAll(async () => {
    ({ owner, bookId } = await printableBook(api.app, api.deps));
    // A paid printed copy with its print files, credits bought, a newsletter subscription.
    orderId = await paidPrintOrder(api.app, api.deps, owner, bookId, 'Mail');
    await post(api.app, owner, 'setCoverImage', { storyID: bookId, selectedImageNum: 2 });
    await post(api.app, owner, 'generateCoverPdf', { bookId });
    await api.deps.tasks.idle();
    const credits = await post(api.app, owner, 'checkoutSession', { productId: 1, quantity: 2 });
    expect(credits.status).toBe(200);
    await payCheckout(api.deps, String(credits.body));
    await request(api.app).post('/public/subscribeNewsletter').send({ email: owner.email });
  });

  it('asks for the email typed exactly, and changes nothing without it', async () => {
    const wrong = await post(api.app, owner, 'deleteAccount', { email: 'someone@else.com' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(
      'Please type your email address exactly as it is on your account to confirm.',
    );
    expect(await api.deps.store.get(`users/${owner.uid}`)).not.toBeNull();
  });

  it('removes every book, file, record and the sign-in; accounting keeps amounts and ids only', async () => {
    const res = await post(api.app, owner, 'deleteAccount', { email: owner.email.toUpperCase() });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'deleting', organizationHandedTo: null });
    await api.deps.tasks.idle();

    const leftovers = (await api.deps.everyDocument()).filter(
      (doc) => doc.data.includes(owner.uid) || doc.data.includes(owner.email) || doc.id.includes(owner.uid),
    );
    // Only the tombstone keeps the id (no personal data), so an old token cannot revive it.
    expect(leftovers.map((d) => `${d.collection}/${d.id}`)).toEqual([`accountDeletions/${owner.uid}`]);
    const withBook = (await api.deps.everyDocument()).filter(
      (doc) => doc.data.includes(bookId) || doc.id.includes(bookId),
    );
    expect(withBook.map((d) => d.collection)).toEqual(['printOrders']);
    const order = JSON.parse(withBook[0]!.data) as Record<string, unknown>;
    expect(order).toMatchObject({
      uid: null,
      storyTitle: '',
      accountDeleted: true,
      stripePaid: 1,
      totalCents: 2999,
    });
    expect(order.address).toEqual({ stateCode: 'OR', countryCode: 'US' });
    expect(JSON.stringify(order)).not.toMatch(/Maple|Portland|503-555|Ana Rivera/);
    expect((await api.deps.blobs.list('')).filter((path) => path.includes(bookId))).toEqual([]);
    await expect(getAuth(adminApp()).getUser(owner.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });

    // A token issued before the deletion cannot bring the account back.
    const again = await post(api.app, owner, 'usersInfo', {});
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('This account has been deleted.');
    expect((await post(api.app, owner, 'getNumCredits')).body).toBe(0);
    expect(orderId).toMatch(/^po_/);
  });

  it('is safe to run again: a second run finds nothing left and succeeds', async () => {
    const { deletionService } = await import('./service.js');
    await deletionService(api.deps).run({ uid: owner.uid, email: owner.email });
    expect(await api.deps.store.get(`accountDeletions/${owner.uid}`)).toMatchObject({ status: 'done' });
  });
});

describe('deleting the account of an organization admin', () => {
  /** An organization of a parent named `adminName`, and parents who joined it a minute apart, in order. */
  async function organizationOf(adminName: string, ...memberNames: string[]) {
    const admin = await parent(api.deps, 1);
    const created = await createOrganization(api.app, admin, 'Sunny Days Preschool', adminName);
    const { joinCode, organizationID } = created.body as { joinCode: string; organizationID: string };
    const members: TestUser[] = [];
    for (const name of memberNames) {
      if (members.length > 0) api.deps.clock.advance(60_000);
      const member = await parent(api.deps, 1);
      await joinOrganization(api.app, member, joinCode, name);
      members.push(member);
    }
    return { admin, members, joinCode, organizationID };
  }

  it('hands the organization to its longest-standing member and says so', async () => {
    const { admin, members, joinCode, organizationID } = await organizationOf(
      'Ada Admin',
      'Bo First',
      'Cy Second',
    );
    const [first, second] = members as [TestUser, TestUser];
    await api.deps.store.update(`users/${first.uid}`, { name: 'Bo First' });
    await api.deps.store.update(`users/${second.uid}`, { name: 'Cy Second' });

    const res = await post(api.app, admin, 'deleteAccount', { email: admin.email });
    expect(res.body.organizationHandedTo).toBe('Bo First');
    expect(res.body.message).toContain('Your organization passes to Bo First.');
    await api.deps.tasks.idle();
    expect((await post(api.app, first, 'getUserInfo')).body).toMatchObject({
      userRole: 'admin',
      organizationID,
      joinCode,
    });
    // The new admin sees the one other member left; the deleted admin is gone from the list.
    const listed = (await post(api.app, first, 'getOrganizationMembers', { organizationID })).body as {
      name: string;
    }[];
    expect(listed.map((m) => m.name)).toEqual(['Cy Second']);
  });

  it('passes admin only to a verified member, never to one whose email is unverified', async () => {
    const { admin, members, organizationID } = await organizationOf(
      'Ada Admin',
      'Sam Stranger',
      'Cora Colleague',
    );
    const [stranger, colleague] = members as [TestUser, TestUser];
    // The longest-standing member never verified their email (joined before verification was
    // required to join).
    await api.deps.store.update(`users/${stranger.uid}`, { emailVerified: false });
    await api.deps.store.update(`users/${colleague.uid}`, { name: 'Cora Colleague' });

    const res = await post(api.app, admin, 'deleteAccount', { email: admin.email });
    expect(res.body.organizationHandedTo).toBe('Cora Colleague');
    await api.deps.tasks.idle();
    expect((await post(api.app, colleague, 'getUserInfo')).body).toMatchObject({
      userRole: 'admin',
      organizationID,
    });
    expect((await post(api.app, stranger, 'getUserInfo')).body).toMatchObject({
      userRole: 'member',
      organizationID,
    });
  });

  it('with nobody verified left, removes the organization and its unverified members leave it', async () => {
    const { admin, members, joinCode, organizationID } = await organizationOf('Ada Admin', 'Sam Stranger');
    const [stranger] = members as [TestUser];
    await api.deps.store.update(`users/${stranger.uid}`, { emailVerified: false });

    const res = await post(api.app, admin, 'deleteAccount', { email: admin.email });
    expect(res.body.organizationHandedTo).toBeNull();
    await api.deps.tasks.idle();
    expect(await api.deps.store.get(`organizations/${organizationID}`)).toBeNull();
    expect(await api.deps.store.get(`joinCodes/${joinCode}`)).toBeNull();
    expect((await post(api.app, stranger, 'getUserInfo')).body).toEqual({
      userType: 'educator',
      userRole: null,
      joinCode: null,
      organizationID: null,
      orgName: null,
    });
  });

  it('removes an organization whose only member leaves', async () => {
    const { admin: solo, organizationID, joinCode } = await organizationOf('Sol Only');
    await post(api.app, solo, 'deleteAccount', { email: solo.email });
    await api.deps.tasks.idle();
    expect(await api.deps.store.get(`organizations/${organizationID}`)).toBeNull();
    expect(await api.deps.store.get(`joinCodes/${joinCode}`)).toBeNull();
  });
});
