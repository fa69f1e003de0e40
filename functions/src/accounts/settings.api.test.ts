import { beforeAll, describe, expect, it } from 'vitest';
import { useApiApp } from '../testing/apiApp.js';
import type { TestUser } from '../testing/authEmulator.js';
import { parent, post, savedBook } from '../testing/books.js';
import { paidPrintOrder, payCheckout } from '../testing/payments.js';

const api = useApiApp();

let owner: TestUser;
beforeAll(async () => {
  owner = await parent(api.deps, 1);
});

describe('account settings', () => {
  it('changes the name, and refuses an empty one without changing anything', async () => {
    const empty = await post(api.app, owner, 'updateName', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('name: Please enter your name.');
    expect((await post(api.app, owner, 'getUserName')).body).toEqual({ userName: 'Pat Parent' });
    const renamed = await post(api.app, owner, 'updateName', { name: ' Patricia ' });
    expect(renamed.body).toEqual({ name: 'Patricia' });
    expect((await post(api.app, owner, 'getUserName')).body).toEqual({ userName: 'Patricia' });
  });

  it('remembers the language the account reads the site in, and refuses one the site does not speak', async () => {
    expect((await post(api.app, owner, 'interfaceLanguage', {})).body).toEqual({ language: null });
    expect((await post(api.app, owner, 'interfaceLanguage', { language: 'es' })).body).toEqual({
      language: 'es',
    });
    const refused = await post(api.app, owner, 'interfaceLanguage', { language: 'ja' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('language must be one of en, es, fr, de, pt, it');
    expect((await post(api.app, owner, 'interfaceLanguage', {})).body).toEqual({ language: 'es' });
  });

  it('turns the newsletter on for the verified account address and off again', async () => {
    expect((await post(api.app, owner, 'newsletter', {})).body).toEqual({
      subscribed: false,
      confirmationPending: false,
    });
    expect((await post(api.app, owner, 'newsletter', { subscribed: true })).body).toEqual({
      subscribed: true,
      confirmationPending: false,
    });
    const rows = await api.deps.store.query('newsletterSubscribers', {
      where: [['email', '==', owner.email.toLowerCase()]],
    });
    expect(rows).toHaveLength(1);
    expect((await post(api.app, owner, 'newsletter', { subscribed: false })).body).toEqual({
      subscribed: false,
      confirmationPending: false,
    });
    expect((await post(api.app, owner, 'newsletter', { subscribed: 'yes' })).status).toBe(400);
  });

  it('asks an unverified address to confirm before it joins', async () => {
    const unverified = await parent(api.deps, 0, false);
    expect((await post(api.app, unverified, 'newsletter', { subscribed: true })).body).toEqual({
      subscribed: false,
      confirmationPending: true,
    });
  });

  it('lists every credit purchase and paid print order, newest first, and nobody else’s', async () => {
    for (const quantity of [1, 2]) {
      const res = await post(api.app, owner, 'checkoutSession', { productId: 1, quantity });
      await payCheckout(api.deps, String(res.body));
    }
    const { bookId } = await savedBook(api.app, api.deps, owner, 'History Book');
    expect((await post(api.app, owner, 'createPdf', { bookId })).status).toBe(200);
    const orderId = await paidPrintOrder(api.app, api.deps, owner, bookId);
    // A checkout left unpaid is not a purchase.
    await post(api.app, owner, 'checkoutSession', { productId: 1, quantity: 3 });

    const history = await post(api.app, owner, 'purchases');
    expect(history.status).toBe(200);
    expect(history.headers['cache-control']).toBe('private, no-store');
    expect(history.body.credits).toHaveLength(2);
    expect(history.body.credits.map((c: { quantity: number }) => c.quantity).sort()).toEqual([1, 2]);
    for (const credit of history.body.credits) {
      expect(credit).toMatchObject({
        receiptId: expect.stringMatching(/^cs_/),
        status: 'granted',
        currency: 'usd',
        amountCents: expect.any(Number),
      });
      expect(credit.creditsGranted).toBeGreaterThan(0);
    }
    expect(history.body.printOrders).toEqual([
      expect.objectContaining({
        orderId,
        title: 'History Book',
        // Paid without a checked proof's files: not sent by itself (its buyer submits it).
        status: 'NOT_SENT',
        refunded: false,
        trackingUrl: null,
      }),
    ]);

    const stranger = await parent(api.deps, 0);
    expect((await post(api.app, stranger, 'purchases')).body).toEqual({ credits: [], printOrders: [] });
  });
});
