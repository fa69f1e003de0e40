import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signStripePayload } from '../adapters/common/stripeSignature.js';
import { stripeWebhookHandler } from '../payments/index.js';
import { useApiApp } from '../testing/apiApp.js';
import { createTestUser, type TestUser } from '../testing/authEmulator.js';
import { parent, post, printableBook, savedBook } from '../testing/books.js';
import { capturedLogs } from '../testing/logs.js';
import { payCheckout, payWhileWebhookDown, sessionIdOf } from '../testing/payments.js';
import { TEST_WEBHOOK_SECRET } from '../testing/testDeps.js';

const api = useApiApp();

const ADDRESS = {
  street1: '12 Maple Street',
  street2: 'Apt 4',
  city: 'Portland',
  state_code: 'or',
  postcode: '97201',
  phone_number: '(503) 555-0147',
};

let owner: TestUser;
let bookId: string;

beforeAll(async () => {
  ({ owner, bookId } = await printableBook(api.app, api.deps));
});

const deliver = (sessionId: string) => {
  const payload = JSON.stringify({
    id: `evt_print_${Math.random().toString(16).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session' } },
  });
  return stripeWebhookHandler(api.deps)(
    Buffer.from(payload),
    signStripePayload(payload, TEST_WEBHOOK_SECRET),
  );
};

describe('POST /user/print/shipping-options', () => {
  it('answers the shipping levels with their delivery times and costs in cents', async () => {
    const res = await post(api.app, owner, 'print/shipping-options', {
      storyId: bookId,
      storyTitle: 'Mia and the Moon',
      shippingAddress: ADDRESS,
    });
    expect(res.status).toBe(200);
    expect(res.body.shippingOptions).toEqual([
      { id: 'MAIL', name: 'Mail', delivery_time: '8-14 business days', cost: 499 },
      { id: 'GROUND_HD', name: 'Ground', delivery_time: '5-7 business days', cost: 899 },
      { id: 'EXPEDITED', name: 'Expedited', delivery_time: '3-4 business days', cost: 1799 },
      { id: 'EXPRESS', name: 'Express', delivery_time: '1-2 business days', cost: 2999 },
    ]);
    const alaska = await post(api.app, owner, 'print/shipping-options', {
      storyId: bookId,
      shippingAddress: { ...ADDRESS, state_code: 'AK', postcode: '99501-1234' },
    });
    expect(alaska.body.shippingOptions[0].cost).toBe(999);
  });

  it.each([
    ['a state outside the US', { state_code: 'ON' }, /state_code must be one of the 50 US states or DC/],
    ['a ZIP of four digits', { postcode: '9720' }, /postcode must be a US ZIP code/],
    ['a phone that is not a phone number', { phone_number: '12' }, /phone_number must be a phone number/],
    ['no street', { street1: ' ' }, /street1 is required/],
    ['a country we do not ship to', { country_code: 'KP' }, /cannot ship printed books to that country/],
    [
      'a Canadian address with a US state',
      { country_code: 'CA', postcode: 'M5H 2N2' },
      /state_code must be a province or territory of Canada/,
    ],
    [
      'a Canadian address with a US ZIP',
      { country_code: 'CA', state_code: 'ON' },
      /postcode must be a Postal code of Canada, like M5H 2N2/,
    ],
    [
      'a German address with no postcode',
      { country_code: 'DE', postcode: '' },
      /postcode must be a Postal code of Germany/,
    ],
  ])('refuses %s with a 400 naming the field', async (_name, change, message) => {
    const res = await post(api.app, owner, 'print/shipping-options', {
      storyId: bookId,
      shippingAddress: { ...ADDRESS, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });

  it("answers 404 for another user's book and for a book without its PDF, 403 unverified", async () => {
    const other = await parent(api.deps, 1);
    const body = { storyId: bookId, shippingAddress: ADDRESS };
    expect((await post(api.app, other, 'print/shipping-options', body)).status).toBe(404);
    const { bookId: unfinished } = await savedBook(api.app, api.deps, other, 'Not Built Yet');
    expect(
      (
        await post(api.app, other, 'print/shipping-options', {
          storyId: unfinished,
          shippingAddress: ADDRESS,
        })
      ).status,
    ).toBe(404);
    const unverified = await createTestUser();
    expect((await post(api.app, unverified, 'print/shipping-options', body)).status).toBe(403);
  });
});

describe('paying for a printed book', () => {
  it('checks out the book at the server price plus shipping; the webhook marks the order paid once', async () => {
    const res = await post(api.app, owner, 'print/calculate-cost', {
      proofChecked: true,
      storyId: bookId,
      storyTitle: 'anything the browser says',
      shippingAddress: ADDRESS,
      shippingOption: 'Ground',
    });
    expect(res.status).toBe(200);
    const sessionId = sessionIdOf(res.body);
    const session = await api.deps.payments.retrieveSession(sessionId);
    expect(session).toMatchObject({
      paid: false,
      amountTotalCents: 3399,
      metadata: { kind: 'print', uid: owner.uid, storyId: bookId },
    });
    const page = await (await fetch(res.body)).text();
    for (const text of [
      'Printed Storybook: Mia and the Moon',
      '$25.00',
      'Shipping (Ground)',
      '$8.99',
      'Pay $33.99',
    ])
      expect(page).toContain(text);
    const orderId = session?.metadata.orderId as string;
    // The printer's own cost is kept for the operator: 32 pages printed plus Ground shipping.
    expect((await api.deps.store.get(`printOrders/${orderId}`))?.providerCostCents).toBe(1679);
    expect((await post(api.app, owner, 'getStripeStatus', { storyId: bookId, orderId })).body).toEqual({
      stripePaid: 0,
    });
    expect((await post(api.app, owner, 'printOrders')).body).toEqual([]);

    // Pay on the stand-in's page: its signed event reaches the webhook, which marks the order paid.
    await payCheckout(api.deps, res.body);
    expect((await deliver(sessionId)).body.outcome).toBe('duplicate');

    expect((await post(api.app, owner, 'getStripeStatus', { storyId: bookId, orderId })).body).toEqual({
      stripePaid: 1,
    });
    // The library asks by story (its id in orderId): a paid order of the story counts.
    expect(
      (await post(api.app, owner, 'getStripeStatus', { storyId: bookId, orderId: bookId })).body,
    ).toEqual({
      stripePaid: 1,
    });
    expect((await post(api.app, owner, 'getLatestPrintBookPayment')).body).toEqual({
      orderID: orderId,
      storyID: bookId,
      storyTitle: 'Mia and the Moon',
    });
    // /print-success asks for its own session's order: found once paid, 404 for another session.
    expect((await post(api.app, owner, 'getLatestPrintBookPayment', { sessionId })).body).toEqual({
      orderID: orderId,
      storyID: bookId,
      storyTitle: 'Mia and the Moon',
    });
    expect(
      (await post(api.app, owner, 'getLatestPrintBookPayment', { sessionId: 'cs_test_pending' })).status,
    ).toBe(404);
    const [row] = (await post(api.app, owner, 'printOrders')).body;
    expect(row).toEqual([
      orderId,
      bookId,
      'Mia and the Moon',
      // No proof's files when it was paid: not sent by itself, its buyer submits it.
      'NOT_SENT',
      expect.any(String),
      3399,
      null,
      null,
      'paperback',
      1,
    ]);
    // Another user knows nothing of this order.
    const other = await parent(api.deps, 1);
    expect((await post(api.app, other, 'getStripeStatus', { storyId: bookId, orderId })).status).toBe(404);
    expect((await post(api.app, other, 'getLatestPrintBookPayment')).status).toBe(404);
  });

  it('refuses an unknown shipping option and an unsupported region', async () => {
    const body = {
      storyId: bookId,
      shippingAddress: ADDRESS,
      shippingOption: 'Teleport',
      proofChecked: true,
    };
    const unknown = await post(api.app, owner, 'print/calculate-cost', body);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/shippingOption must be one of: Mail, Ground, Expedited, Express/);
    const abroad = await request(api.app)
      .post('/user/print/calculate-cost')
      .set('Authorization', `Bearer ${owner.idToken}`)
      .set('X-AppEngine-Country', 'FR')
      .send({ ...body, shippingOption: 'Mail' });
    expect(abroad.status).toBe(403);
    expect(abroad.body).toEqual({ status: 403 });
  });
});

describe('the amount a print session charged', () => {
  it('marks the order paid only for its own price; another amount alerts the operator and is never printed', async () => {
    const res = await post(api.app, owner, 'print/calculate-cost', {
      proofChecked: true,
      storyId: bookId,
      shippingAddress: { ...ADDRESS, street2: 'Apt 77' },
      shippingOption: 'Mail',
    });
    const { orderId } = (await api.deps.payments.retrieveSession(sessionIdOf(res.body)))!.metadata as {
      orderId: string;
    };
    // A session for that order at one cent (not the server's price), paid while the webhook was down.
    const { url } = await api.deps.payments.createCheckoutSession({
      itemName: 'Printed Storybook',
      unitCents: 1,
      quantity: 1,
      currency: 'usd',
      uid: owner.uid,
      email: null,
      metadata: { kind: 'print', uid: owner.uid, orderId, storyId: bookId },
      successUrl: 'http://localhost:5000/print-success',
      cancelUrl: 'http://localhost:5000/print-cancel',
      idempotencyKey: `test:cheap:${orderId}`,
      automaticTax: false,
    });
    const cheap = await payWhileWebhookDown(api.deps, url);
    const logs = capturedLogs();
    const payload = JSON.stringify({
      id: 'evt_print_cheap',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: cheap, object: 'checkout.session' } },
    });
    const handler = stripeWebhookHandler({ ...api.deps, logger: logs.logger });
    const signature = signStripePayload(payload, TEST_WEBHOOK_SECRET);
    expect((await handler(Buffer.from(payload), signature)).body.outcome).toBe('amountMismatch');
    expect((await handler(Buffer.from(payload), signature)).body.outcome).toBe('duplicate');
    expect(await api.deps.store.get(`printOrders/${orderId}`)).toMatchObject({
      status: 'UNPAID',
      stripePaid: 0,
      amountMismatch: {
        sessionId: cheap,
        chargedCents: 1,
        reason: 'charged 1 cents before tax, expected 2999',
      },
    });
    expect(logs.entries().filter((e) => e.severity === 'ALERT')).toHaveLength(1);
    const submit = await post(api.app, owner, 'print/submit-job', { storyId: bookId, orderId });
    expect(submit.status).toBe(409);

    // The order's own page, paid at its price, marks it paid.
    await payCheckout(api.deps, res.body);
    expect(await api.deps.store.get(`printOrders/${orderId}`)).toMatchObject({
      status: 'NOT_SENT',
      stripePaid: 1,
    });
  });
});
