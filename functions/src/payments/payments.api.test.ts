import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStripePayload } from '../adapters/common/stripeSignature.js';
import { createApp } from '../app.js';
import { creditsService } from '../credits/index.js';
import { post } from '../testing/api.js';
import { capturedLogs } from '../testing/logs.js';
import { createTestUser, type TestUser } from '../testing/authEmulator.js';
import {
  disputeEvent,
  expireSession,
  payCheckout,
  paymentIntentOf,
  payWhileWebhookDown,
  refundEvent,
  refundOnStandIn,
  sessionIdOf,
  signedStripeEvent,
} from '../testing/payments.js';
import { payCheckout as payOnHostedPage } from '../../../emulators/src/stripeStandIn/pay.js';
import { createTestDeps, TEST_WEBHOOK_SECRET, type TestDeps } from '../testing/testDeps.js';
import { reconcilePayments } from './reconcile.js';
import { HANDLED_STRIPE_EVENTS, stripeWebhookHandler, type WebhookAnswer } from './webhook.js';

let deps: TestDeps;
let app: Express;
let handle: ReturnType<typeof stripeWebhookHandler>;

beforeAll(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  handle = stripeWebhookHandler(deps);
});
afterAll(() => deps.cleanup());

const credits = () => creditsService(deps);

async function buyer(): Promise<TestUser> {
  const user = await createTestUser({ emailVerified: true, displayName: 'Bea Buyer' });
  await post(app, user, 'usersInfo', { name: 'Bea Buyer' });
  // Spend the free story so the balance shows only what was bought.
  await deps.store.runTransaction((tx) => credits().spend(tx, user.uid, 1, 'story-saved', 'b0'));
  return user;
}

/** A checkout for `quantity` credits, paid on the Stripe stand-in while the webhook was down. */
async function paidSession(user: TestUser, quantity: number): Promise<string> {
  const res = await post(app, user, 'checkoutSession', { productId: 1, quantity });
  expect(res.status).toBe(200);
  return payWhileWebhookDown(deps, String(res.body));
}

function signedEvent(
  sessionId: string,
  options: { id?: string; type?: string; secret?: string; at?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${Math.random().toString(16).slice(2)}`,
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  });
  const header = signStripePayload(payload, options.secret ?? TEST_WEBHOOK_SECRET, options.at);
  return { body: Buffer.from(payload), header };
}

const deliver = (event: { body: Buffer; header: string }): Promise<WebhookAnswer> =>
  handle(event.body, event.header);

describe('POST /user/itemInfo', () => {
  it('describes product 1 and answers 404 for any other id, 400 for a non-number', async () => {
    const user = await createTestUser({ emailVerified: true });
    const res = await post(app, user, 'itemInfo', { productId: 1 });
    expect(res.body).toEqual({
      id: 1,
      name: 'Digital Storybook',
      imageSrc: '/images/digital-storybook.svg',
      imageAlt: expect.stringMatching(/storybook/),
    });
    expect((await post(app, user, 'itemInfo', { productId: 2 })).status).toBe(404);
    expect((await post(app, user, 'itemInfo', { productId: 'one' })).status).toBe(400);
  });
});

describe('POST /user/checkoutSession', () => {
  it('answers the payment page, the same one for a double click, at the price the server sets', async () => {
    const user = await buyer();
    const [first, second] = await Promise.all([
      post(app, user, 'checkoutSession', { productId: 1, quantity: 3, price: 1 }),
      post(app, user, 'checkoutSession', { productId: 1, quantity: 3 }),
    ]);
    expect(first.status).toBe(200);
    expect(first.body).toMatch(new RegExp(`^${deps.stripe.url}/c/pay/cs_test_[A-Za-z0-9]+$`));
    expect(second.body).toBe(first.body);
    // The launch sale ended on 2025-10-31: the full 5.00 applies, whatever the body says.
    expect(await deps.payments.retrieveSession(sessionIdOf(first.body))).toMatchObject({
      paid: false,
      amountTotalCents: 1500,
      currency: 'usd',
      clientReferenceId: user.uid,
      metadata: { kind: 'credits', uid: user.uid, productId: '1', quantity: '3' },
    });
    const page = await (await fetch(first.body)).text();
    for (const text of ['Digital Storybook', 'Quantity</dt><dd>3', '$5.00', 'Pay $15.00'])
      expect(page).toContain(text);
  });

  it('refuses bad quantities, unknown products, unverified emails and unsupported regions', async () => {
    const user = await buyer();
    for (const quantity of [0, 11, 2.5, 'many']) {
      const res = await post(app, user, 'checkoutSession', { productId: 1, quantity });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('quantity must be a whole number from 1 to 10');
    }
    expect((await post(app, user, 'checkoutSession', { productId: 7, quantity: 1 })).status).toBe(404);
    const unverified = await createTestUser();
    expect((await post(app, unverified, 'checkoutSession', { productId: 1, quantity: 1 })).status).toBe(403);
    const abroad = await request(app)
      .post('/user/checkoutSession')
      .set('Authorization', `Bearer ${user.idToken}`)
      .set('X-AppEngine-Country', 'FR')
      .send({ productId: 1, quantity: 1 });
    expect(abroad.status).toBe(403);
    expect(abroad.body).toEqual({ status: 403 });
  });
});

describe('the Stripe webhook', () => {
  it('grants a paid session once, however often and however concurrently it is delivered', async () => {
    const user = await buyer();
    const id = await paidSession(user, 3);
    const event = signedEvent(id);
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'granted' } });
    for (let i = 0; i < 10; i++) expect((await deliver(event)).body.outcome).toBe('duplicate');
    const others = await Promise.all(Array.from({ length: 10 }, () => deliver(signedEvent(id))));
    expect(others.every((a) => a.status === 200 && a.body.outcome === 'duplicate')).toBe(true);
    expect(await credits().balance(user.uid)).toBe(3);
    expect((await post(app, user, 'getLatestPaymentInfo')).body).toEqual({
      price: 1500,
      quantity: 3,
      itemName: 'Digital Storybook',
      transactionId: id,
    });
  });

  it('grants once when ten first deliveries race', async () => {
    const user = await buyer();
    const id = await paidSession(user, 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(signedEvent(id))));
    expect(answers.filter((a) => a.body.outcome === 'granted')).toHaveLength(1);
    expect(await credits().balance(user.uid)).toBe(2);
  });

  it('refuses a wrong secret, a tampered body and a stale timestamp with 400, changing nothing', async () => {
    const user = await buyer();
    const id = await paidSession(user, 1);
    const wrong = await deliver(signedEvent(id, { secret: 'whsec_someone_else' }));
    expect(wrong.status).toBe(400);
    const good = signedEvent(id);
    const tampered = Buffer.from(good.body.toString().replace('"paid"', '"paid" ')); // one byte more
    expect((await handle(tampered, good.header)).status).toBe(400);
    const stale = await deliver(signedEvent(id, { at: Math.floor(Date.now() / 1000) - 6 * 60 }));
    expect(stale.status).toBe(400);
    expect((await handle(good.body, undefined)).status).toBe(400);
    expect(await credits().balance(user.uid)).toBe(0);
    expect(await deps.store.get(`payments/${id}`)).toBeNull();
  });

  it('ignores other event types and unpaid sessions, and records a payment of an unknown account', async () => {
    const user = await buyer();
    const open = await post(app, user, 'checkoutSession', { productId: 1, quantity: 4 });
    const openId = sessionIdOf(open.body);
    expect((await deliver(signedEvent(openId, { type: 'customer.created' }))).body).toMatchObject({
      ignored: 'customer.created',
    });
    expect((await deliver(signedEvent(openId))).body.outcome).toBe('notPaidYet');
    expect(await credits().balance(user.uid)).toBe(0);

    const ghost = await createTestUser({ emailVerified: true }); // never registered with the API
    const ghostSession = await paidSession(ghost, 1);
    const answer = await deliver(signedEvent(ghostSession));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'unmatched' } });
    expect(await deps.store.get(`payments/${ghostSession}`)).toMatchObject({
      status: 'unmatched',
      uid: ghost.uid,
    });
  });

  it('reconciliation grants a paid session whose event never came, and nothing twice', async () => {
    const user = await buyer();
    const missed = await paidSession(user, 5);
    const first = await reconcilePayments(deps);
    expect(first.granted).toBeGreaterThanOrEqual(1);
    expect(await credits().balance(user.uid)).toBe(5);
    const again = await reconcilePayments(deps);
    expect(again.granted).toBe(0);
    expect((await deliver(signedEvent(missed))).body.outcome).toBe('duplicate');
    expect(await credits().balance(user.uid)).toBe(5);
  });
});

describe('the amount a credits session charged', () => {
  /** A credits session made at `unitCents` (not the server's price), paid while the webhook was down. */
  async function paidAt(user: TestUser, unitCents: number, quantity: number): Promise<string> {
    const { url } = await deps.payments.createCheckoutSession({
      itemName: 'Digital Storybook',
      unitCents,
      quantity,
      currency: 'usd',
      uid: user.uid,
      email: null,
      metadata: { kind: 'credits', uid: user.uid, productId: '1', quantity: String(quantity) },
      successUrl: 'http://localhost:5000/success',
      cancelUrl: 'http://localhost:5000/cancel',
      idempotencyKey: `test:${user.uid}:${unitCents}`,
      automaticTax: false,
    });
    return payWhileWebhookDown(deps, url);
  }

  it('grants nothing when the charge differs from the catalog price, records it and alerts the operator', async () => {
    const user = await buyer();
    const id = await paidAt(user, 1, 4); // 4 credits for 4 cents
    const logs = capturedLogs();
    const watched = stripeWebhookHandler({ ...deps, logger: logs.logger });
    const event = signedEvent(id);
    for (let i = 0; i < 2; i++) await watched(event.body, event.header);
    expect((await watched(event.body, event.header)).body.outcome).toBe('duplicate');
    expect(await credits().balance(user.uid)).toBe(0);
    expect(await deps.store.get(`payments/${id}`)).toMatchObject({
      status: 'amount-mismatch',
      creditsGranted: 0,
      price: 4,
      expectedCents: 2000,
      discountCents: 0,
    });
    const alerts = logs.entries().filter((e) => e.severity === 'ALERT');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ message: expect.stringMatching(/^OPERATOR ALERT/), sessionId: id });
    // Reconciliation does not grant it either.
    await reconcilePayments(deps);
    expect(await credits().balance(user.uid)).toBe(0);
  });

  it('records the pricing time and payment intent of a session paid at the catalog price', async () => {
    const user = await buyer();
    const res = await post(app, user, 'checkoutSession', { productId: 1, quantity: 2 });
    const id = await payWhileWebhookDown(deps, String(res.body));
    expect((await deliver(signedEvent(id))).body.outcome).toBe('granted');
    expect(await deps.store.get(`payments/${id}`)).toMatchObject({
      status: 'granted',
      expectedCents: 1000,
      discountCents: 0,
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
  });

  it('never grants a session that needed no payment', async () => {
    const user = await buyer();
    const { url } = await deps.payments.createCheckoutSession({
      itemName: 'Digital Storybook',
      unitCents: 0,
      quantity: 3,
      currency: 'usd',
      uid: user.uid,
      email: null,
      metadata: { kind: 'credits', uid: user.uid, productId: '1', quantity: '3' },
      successUrl: 'http://localhost:5000/success',
      cancelUrl: 'http://localhost:5000/cancel',
      idempotencyKey: `test:${user.uid}:free`,
      automaticTax: false,
    });
    await payOnHostedPage(url); // the stand-in delivers the event itself
    const id = sessionIdOf(url);
    expect((await deps.payments.retrieveSession(id))?.paymentStatus).toBe('no_payment_required');
    expect((await deliver(signedEvent(id))).body.outcome).toBe('duplicate');
    expect(await credits().balance(user.uid)).toBe(0);
    expect(await deps.store.get(`payments/${id}`)).toMatchObject({
      status: 'no-payment-required',
      creditsGranted: 0,
    });
    expect((await reconcilePayments(deps)).granted).toBe(0);
    expect(await credits().balance(user.uid)).toBe(0);
  });
});

describe('refunds, disputes and sessions that end unpaid', () => {
  /** A buyer who bought `quantity` credits (granted through the webhook) and its session. */
  async function bought(quantity: number): Promise<{ user: TestUser; id: string; intent: string }> {
    const user = await buyer();
    const id = await paidSession(user, quantity);
    expect((await deliver(signedEvent(id))).body.outcome).toBe('granted');
    return { user, id, intent: await paymentIntentOf(deps, id) };
  }
  const lastEntry = async (uid: string) => (await credits().ledger(uid)).at(-1);

  it('a full refund takes back the unspent credits (never below zero) once, with a ledger entry', async () => {
    const { user, id, intent } = await bought(3);
    await deps.store.runTransaction((tx) => credits().spend(tx, user.uid, 1, 'story-saved', 'b1'));
    const refund = refundEvent(intent, 1500, 1500);
    expect((await deliver(refund)).body.outcome).toBe('reversed');
    expect((await deliver(refund)).body.outcome).toBe('duplicate');
    expect(await credits().balance(user.uid)).toBe(0);
    expect(await lastEntry(user.uid)).toMatchObject({
      reason: 'refund',
      amount: -2,
      balanceAfter: 0,
      reference: id,
    });
    expect(await deps.store.get(`payments/${id}`)).toMatchObject({
      status: 'refunded',
      refundedCents: 1500,
      creditsGranted: 3,
      creditsTakenBack: 2,
      creditsUnrecovered: 1,
    });
    // The same refund told again by another event takes nothing more.
    await deliver(refundEvent(intent, 1500, 1500));
    expect(await credits().balance(user.uid)).toBe(0);
    expect((await credits().ledger(user.uid)).filter((e) => e.reason === 'refund')).toHaveLength(1);
  });

  it('partial refunds take back the refunded share, rounded down, and a late event takes nothing', async () => {
    const { user, id, intent } = await bought(5); // 25.00
    expect((await deliver(refundEvent(intent, 2500, 1000))).body.outcome).toBe('reversed'); // 40%: 2 credits
    expect(await credits().balance(user.uid)).toBe(3);
    expect(await deps.store.get(`payments/${id}`)).toMatchObject({
      status: 'partially-refunded',
      refundedCents: 1000,
    });
    await deliver(refundEvent(intent, 2500, 1600)); // 64% in all: 3 credits in all
    expect(await credits().balance(user.uid)).toBe(2);
    await deliver(refundEvent(intent, 2500, 1000)); // the first refund's event, delivered late
    expect(await credits().balance(user.uid)).toBe(2);
    await deliver(refundEvent(intent, 2500, 2500));
    expect(await credits().balance(user.uid)).toBe(0);
    expect(await deps.store.get(`payments/${id}`)).toMatchObject({
      status: 'refunded',
      creditsTakenBack: 5,
      creditsUnrecovered: 0,
    });
  });

  it('a dispute takes back the unspent credits, marks the payment disputed and alerts the operator', async () => {
    const { user, id, intent } = await bought(2);
    const logs = capturedLogs();
    const watched = stripeWebhookHandler({ ...deps, logger: logs.logger });
    const dispute = disputeEvent(intent, 1000);
    expect((await watched(dispute.body, dispute.header)).body.outcome).toBe('reversed');
    expect((await watched(dispute.body, dispute.header)).body.outcome).toBe('duplicate');
    expect(await credits().balance(user.uid)).toBe(0);
    expect(await lastEntry(user.uid)).toMatchObject({ reason: 'dispute', amount: -2, reference: id });
    expect(await deps.store.get(`payments/${id}`)).toMatchObject({ status: 'disputed', creditsTakenBack: 2 });
    expect(logs.entries().filter((e) => e.severity === 'ALERT')).toHaveLength(1);
  });

  it('an expired or failed session is recorded as such, never grants, and is not shown as a payment', async () => {
    const user = await buyer();
    const expired = sessionIdOf(
      String((await post(app, user, 'checkoutSession', { productId: 1, quantity: 2 })).body),
    );
    await expireSession(deps, expired);
    const event = signedEvent(expired, { type: 'checkout.session.expired' });
    expect((await deliver(event)).body.outcome).toBe('expired');
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    expect(await deps.store.get(`payments/${expired}`)).toMatchObject({
      status: 'expired',
      creditsGranted: 0,
    });

    deps.clock.advance(120_000); // a new checkout window: another session
    const failed = sessionIdOf(
      String((await post(app, user, 'checkoutSession', { productId: 1, quantity: 3 })).body),
    );
    const failure = signedEvent(failed, { type: 'checkout.session.async_payment_failed' });
    expect((await deliver(failure)).body.outcome).toBe('paymentFailed');
    expect((await deliver(failure)).body.outcome).toBe('duplicate');
    expect((await deliver(signedEvent(failed))).body.outcome).toBe('notPaidYet');
    expect(await deps.store.get(`payments/${failed}`)).toMatchObject({ status: 'payment-failed' });
    expect(await credits().balance(user.uid)).toBe(0);
    expect((await post(app, user, 'getLatestPaymentInfo')).body).toBeNull();

    // An "expired" event for a session that was paid changes nothing.
    const { user: payer, id } = await bought(1);
    expect((await deliver(signedEvent(id, { type: 'checkout.session.expired' }))).body.outcome).toBe(
      'paidAfterAll',
    );
    expect(await deps.store.get(`payments/${id}`)).toMatchObject({ status: 'granted' });
    expect(await credits().balance(payer.uid)).toBe(1);
  });

  it('a refund made on the Stripe stand-in reaches the webhook and takes the credits back', async () => {
    const user = await buyer();
    const url = String((await post(app, user, 'checkoutSession', { productId: 1, quantity: 4 })).body);
    await payCheckout(deps, url); // the stand-in delivers checkout.session.completed
    const id = sessionIdOf(url);
    expect(await credits().balance(user.uid)).toBe(4);
    const intent = await paymentIntentOf(deps, id);
    expect(await refundOnStandIn(deps, intent, 1000)).toMatchObject({
      status: 200,
      body: { object: 'refund', amount: 1000, payment_intent: intent },
    });
    expect(await credits().balance(user.uid)).toBe(2); // half of 20.00: 2 of 4 credits
    expect((await refundOnStandIn(deps, intent)).body).toMatchObject({ amount: 1000 });
    expect(await credits().balance(user.uid)).toBe(0);
    expect(await deps.store.get(`payments/${id}`)).toMatchObject({ status: 'refunded', refundedCents: 2000 });
    expect((await refundOnStandIn(deps, intent, 1)).status).toBe(400); // nothing left to refund
  });

  it('a refund of a payment recorded before payment intents were kept finds it through Stripe', async () => {
    const { user, id, intent } = await bought(2);
    await deps.store.update(`payments/${id}`, { paymentIntentId: null }); // as older code wrote it
    expect((await deliver(refundEvent(intent, 1000, 1000))).body.outcome).toBe('reversed');
    expect(await credits().balance(user.uid)).toBe(0);
    expect(await deps.store.get(`payments/${id}`)).toMatchObject({
      paymentIntentId: intent,
      status: 'refunded',
    });
  });

  it('acts on exactly the events docs/deploy.md (step 7, Stripe) tells the operator to enable', () => {
    expect(HANDLED_STRIPE_EVENTS).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.expired',
      'checkout.session.async_payment_failed',
      'charge.refunded',
      'charge.dispute.created',
    ]);
  });

  it('a refund of a payment not recorded (yet) changes nothing and is asked for again', async () => {
    // Answered 503, so Stripe delivers it again once the payment may be recorded.
    expect(await deliver(refundEvent('pi_unknown', 500, 500))).toMatchObject({
      status: 503,
      body: { outcome: 'unknownPayment' },
    });
    expect((await deliver(signedStripeEvent('charge.succeeded', { object: 'charge' }))).body).toMatchObject({
      ignored: 'charge.succeeded',
    });
  });
});

describe("paying on the Stripe stand-in's page", () => {
  it('Pay sends the signed event to the webhook, which grants, and returns to /success', async () => {
    const user = await buyer();
    const url = String((await post(app, user, 'checkoutSession', { productId: 1, quantity: 2 })).body);
    const pay = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    const id = sessionIdOf(url);
    expect(pay.headers.get('location')).toBe(`http://localhost:5000/success?session_id=${id}`);
    expect(await credits().balance(user.uid)).toBe(2);
    expect((await post(app, user, 'getLatestPaymentInfo')).body).toMatchObject({ transactionId: id });
    // A second click sends the event again; the webhook grants once.
    await payCheckout(deps, url);
    expect(await credits().balance(user.uid)).toBe(2);
  });

  it('Cancel returns to /cancel and grants nothing', async () => {
    const user = await buyer();
    const url = String((await post(app, user, 'checkoutSession', { productId: 1, quantity: 1 })).body);
    const cancel = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('http://localhost:5000/cancel');
    expect(await credits().balance(user.uid)).toBe(0);
  });
});

describe('GET /public/getPricing', () => {
  it('answers the launch sale, which has ended, when the operator set none', async () => {
    const res = await request(app).get('/public/getPricing');
    expect(res.body).toEqual({
      sale: {
        label: 'Launch Special',
        start: null,
        end: '2025-10-31T23:59:59',
        digitalPercentOff: 40,
        printPercentOff: 20,
      },
    });
  });
});
