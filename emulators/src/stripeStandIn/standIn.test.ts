import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StripePayments } from '../../../functions/src/adapters/stripe/payments.js';
import type { CheckoutRequest } from '../../../functions/src/ports/payments.js';
import { payCheckout } from './pay.js';
import { startStripeStandIn, type StripeStandIn } from './server.js';

/**
 * The stand-in as the app meets it: through the real Stripe adapter (and the `stripe` package
 * itself where the adapter has no call), its hosted page over HTTP, and its signed events at a
 * webhook endpoint.
 */
const KEY = 'sk_test_stand_in_unit';
const WEBHOOK_SECRET = 'whsec_stand_in_unit';

interface Delivery {
  body: Buffer;
  signature: string | undefined;
}
let deliveries: Delivery[] = [];
/** How the webhook endpoint answers the n-th delivery (0-based); 200 unless a test says. */
let webhookAnswer: (n: number) => number = () => 200;
let webhook: http.Server;
let webhookUrl: string;

let clock = new Date('2026-03-01T12:00:00Z');
let dir: string;
let standIn: StripeStandIn;
let payments: StripePayments;
let stripe: Stripe;

async function start() {
  standIn = await startStripeStandIn({
    secretKey: KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl,
    stateFile: path.join(dir, 'stripe.json'),
    retries: 3,
    retryBaseMs: 20,
    now: () => clock,
  });
  const base = new URL(standIn.url);
  payments = new StripePayments({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET, apiBase: standIn.url });
  stripe = new Stripe(KEY, {
    host: base.hostname,
    port: Number(base.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'stripe-stand-in-'));
  webhook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = webhookAnswer(deliveries.length);
      deliveries.push({ body: Buffer.concat(chunks), signature: req.headers['stripe-signature'] as string });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/stripe/webhook`;
  await start();
});
afterEach(() => {
  deliveries = [];
  webhookAnswer = () => 200;
});
afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => webhook.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

let orders = 0;
const order = (extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  itemName: 'Digital Storybook',
  unitCents: 500,
  quantity: 3,
  currency: 'usd',
  uid: 'uid-1',
  email: 'bea@example.com',
  metadata: { kind: 'credits', uid: 'uid-1', productId: '1', quantity: '3' },
  successUrl: 'http://localhost:5000/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:5000/cancel',
  idempotencyKey: `order-${++orders}`,
  automaticTax: false,
  ...extra,
});

const pageOf = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, text: await res.text(), csp: res.headers.get('content-security-policy') };
};
const post = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });
const eventOf = (d: Delivery) =>
  JSON.parse(d.body.toString()) as { id: string; type: string; data: { object: Stripe.Checkout.Session } };

describe('Checkout Sessions through the Stripe adapter', () => {
  it('creates a session once per idempotency key, at items plus shipping, and reads it back', async () => {
    const request = order({
      itemName: 'Printed Storybook: Mia and the Moon',
      unitCents: 2500,
      quantity: 1,
      metadata: { kind: 'print', uid: 'uid-1', orderId: 'po_1' },
      shipping: { name: 'Ground', cents: 899 },
    });
    const [first, again] = await Promise.all([
      payments.createCheckoutSession(request),
      payments.createCheckoutSession(request),
    ]);
    expect(first.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(first.url).toBe(`${standIn.url}/c/pay/${first.id}`);
    expect(again).toEqual(first);
    const other = await payments.createCheckoutSession({ ...request, idempotencyKey: 'another-key' });
    expect(other.id).not.toBe(first.id);
    // The same key with other parameters is a mistake Stripe refuses.
    await expect(payments.createCheckoutSession({ ...request, quantity: 2 })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });

    expect(await payments.retrieveSession(first.id)).toEqual({
      id: first.id,
      url: first.url,
      paid: false,
      paymentStatus: 'unpaid',
      status: 'open',
      amountTotalCents: 3399,
      discountCents: 0,
      taxCents: 0,
      shippingCents: 899,
      paymentIntentId: null,
      currency: 'usd',
      metadata: { kind: 'print', uid: 'uid-1', orderId: 'po_1' },
      clientReferenceId: 'uid-1',
      createdAt: clock,
    });
    expect(await stripe.checkout.sessions.retrieve(first.id)).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 2500,
      amount_total: 3399,
      total_details: { amount_shipping: 899, amount_tax: 0 },
      customer_email: 'bea@example.com',
      success_url: 'http://localhost:5000/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5000/cancel',
    });
  });

  it('answers null for an unknown session, 404 resource_missing underneath', async () => {
    expect(await payments.retrieveSession('cs_test_nothing_here')).toBeNull();
    await expect(stripe.checkout.sessions.retrieve('cs_test_nothing_here')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('refuses a wrong API key with 401 and a missing required parameter with 400', async () => {
    const stranger = new StripePayments({
      secretKey: 'sk_test_wrong',
      webhookSecret: 'x',
      apiBase: standIn.url,
    });
    await expect(stranger.createCheckoutSession(order())).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(
      stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://localhost:5000/success' }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items',
    });
    const noName = await fetch(`${standIn.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'mode=payment&success_url=http://a.test/&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=5&line_items[0][price_data][product_data][foo]=x',
    });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'line_items[0][price_data][product_data][name]' },
    });
  });
});

describe('refunds (for trying them locally)', () => {
  it("refunds a paid session's charge in parts and sends each charge.refunded, signed", async () => {
    const { id, url } = await payments.createCheckoutSession(order());
    await payCheckout(url);
    const intent = (await payments.retrieveSession(id))?.paymentIntentId as string;
    const first = await stripe.refunds.create({ payment_intent: intent, amount: 500 });
    expect(first).toMatchObject({
      object: 'refund',
      amount: 500,
      payment_intent: intent,
      status: 'succeeded',
    });
    expect(await stripe.refunds.create({ payment_intent: intent })).toMatchObject({ amount: 1000 });
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 1 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_nobody' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await standIn.idle();
    // Sent in the background, as Stripe does: in whichever order they arrive.
    const refunds = deliveries
      .slice(1)
      .map((d) => payments.verifyWebhook(d.body, d.signature))
      .sort((a, b) => (a.charge?.refundedCents ?? 0) - (b.charge?.refundedCents ?? 0));
    expect(refunds.map((e) => [e.type, e.charge?.refundedCents, e.charge?.amountCents])).toEqual([
      ['charge.refunded', 500, 1500],
      ['charge.refunded', 1500, 1500],
    ]);
    expect(refunds[0]?.charge?.paymentIntentId).toBe(intent);
  });
});

describe('the hosted payment page', () => {
  it('shows the order and says no card is charged; Pay sends the signed event and returns to success_url', async () => {
    const { id, url } = await payments.createCheckoutSession(
      order({ shipping: { name: 'Ground', cents: 899 } }),
    );
    const page = await pageOf(url);
    expect(page.status).toBe(200);
    for (const text of [
      'Digital Storybook',
      'Quantity</dt><dd>3',
      '$5.00',
      'Shipping (Ground)',
      '$8.99',
      'Pay $23.99',
    ])
      expect(page.text).toContain(text);
    expect(page.text).toMatch(/No card is charged/);
    expect(page.csp).toContain("form-action 'self' http://localhost:5000");

    const next = await payCheckout(url);
    expect(next).toBe(`http://localhost:5000/success?session_id=${id}`);
    expect(deliveries).toHaveLength(1);
    const delivery = deliveries[0]!;
    expect(payments.verifyWebhook(delivery.body, delivery.signature)).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'checkout.session.completed',
      sessionId: id,
      charge: null,
    });
    const tampered = Buffer.from(delivery.body.toString().replace('"paid"', '"unpaid"'));
    expect(() => payments.verifyWebhook(tampered, delivery.signature)).toThrow();
    expect(eventOf(delivery).data.object).toMatchObject({
      id,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 2399,
      metadata: { kind: 'credits', uid: 'uid-1' },
    });
    expect(await payments.retrieveSession(id)).toMatchObject({
      paid: true,
      url: null,
      amountTotalCents: 2399,
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
    expect((await pageOf(url)).text).toContain('Payment complete');

    // Paying again (a second click, a reload) sends the same event again; the webhook grants once.
    expect(await payCheckout(url)).toBe(next);
    expect(deliveries).toHaveLength(2);
    expect(eventOf(deliveries[1]!).id).toBe(eventOf(delivery).id);
  });

  it('Cancel returns to cancel_url and leaves the session open and unpaid', async () => {
    const { id, url } = await payments.createCheckoutSession(order());
    const cancel = await post(`${url}/cancel`);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('http://localhost:5000/cancel');
    expect(await payments.retrieveSession(id)).toMatchObject({ paid: false, url });
    expect(deliveries).toHaveLength(0);
    expect((await pageOf(`${standIn.url}/c/pay/cs_test_unknown`)).status).toBe(404);
  });

  it('an expired session cannot be paid: by the expire call, or 24 hours after it was made', async () => {
    const { id, url } = await payments.createCheckoutSession(order());
    expect(await stripe.checkout.sessions.expire(id)).toMatchObject({ id, status: 'expired', url: null });
    await expect(stripe.checkout.sessions.expire(id)).rejects.toMatchObject({ statusCode: 400 });
    expect((await pageOf(url)).text).toContain('This checkout has expired');
    expect((await post(`${url}/pay`)).status).toBe(410);
    expect(await payments.retrieveSession(id)).toMatchObject({ paid: false });

    const late = await payments.createCheckoutSession(order());
    clock = new Date(clock.getTime() + 24 * 3600 * 1000);
    expect((await stripe.checkout.sessions.retrieve(late.id)).status).toBe('expired');
    expect((await post(`${late.url}/pay`)).status).toBe(410);
    expect(deliveries).toHaveLength(0);
  });
});

describe('promotion codes on the hosted page', () => {
  const promo = (url: string, code: string) =>
    fetch(`${url}/promo`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code }).toString(),
    });

  it('offers the field on a session that allows codes and takes the discount off the items, as Stripe reports it', async () => {
    const { id, url } = await payments.createCheckoutSession(
      order({ shipping: { name: 'Ground', cents: 899 } }),
    );
    expect((await pageOf(url)).text).toContain('Add promotion code');
    const wrong = await promo(url, 'NOT-A-CODE');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('This code is invalid.');
    expect((await promo(url, 'welcome10')).status).toBe(303);
    expect(await payments.retrieveSession(id)).toMatchObject({
      amountTotalCents: 1350 + 899,
      discountCents: 150,
    });
    const raw = await stripe.checkout.sessions.retrieve(id);
    expect(raw.discounts).toEqual([{ coupon: 'coupon_test_10pct', promotion_code: 'promo_test_welcome10' }]);
    expect(raw.total_details).toMatchObject({ amount_discount: 150, amount_shipping: 899 });
    const page = (await pageOf(url)).text;
    expect(page).toContain('Promotion code WELCOME10');
    expect(page).not.toContain('Add promotion code');
    // The completed event carries the discounted session.
    await payCheckout(url);
    await standIn.idle();
    const event = eventOf(deliveries.at(-1) as Delivery);
    expect(event.data.object).toMatchObject({ amount_total: 2249, total_details: { amount_discount: 150 } });
  });

  it('never takes more than the items cost: FRIEND5 on a $3 order makes it free', async () => {
    const { id, url } = await payments.createCheckoutSession(order({ unitCents: 300, quantity: 1 }));
    expect((await promo(url, 'FRIEND5')).status).toBe(303);
    expect(await payments.retrieveSession(id)).toMatchObject({ amountTotalCents: 0, discountCents: 300 });
  });

  it('refuses a code on a session made without allow_promotion_codes', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'X' } } },
      ],
      success_url: 'http://localhost:5000/success',
    });
    const url = session.url as string;
    expect((await pageOf(url)).text).not.toContain('Add promotion code');
    expect((await promo(url, 'WELCOME10')).status).toBe(400);
    expect((await stripe.checkout.sessions.retrieve(session.id)).amount_total).toBe(500);
  });
});

describe('events the webhook missed', () => {
  it('are sent again with backoff until the endpoint answers 2xx', async () => {
    webhookAnswer = (n) => (n < 2 ? 500 : 200);
    const { id, url } = await payments.createCheckoutSession(order());
    await payCheckout(url);
    await standIn.idle();
    expect(deliveries).toHaveLength(3);
    const ids = deliveries.map((d) => payments.verifyWebhook(d.body, d.signature));
    expect(new Set(ids.map((e) => e.id)).size).toBe(1);
    expect(ids[2]?.sessionId).toBe(id);
  });

  it('stop after the retries; the paid session is still listed for reconciliation, after a restart too', async () => {
    webhookAnswer = () => 503;
    const { id, url } = await payments.createCheckoutSession(order());
    await payCheckout(url);
    await standIn.idle();
    expect(deliveries).toHaveLength(4); // the first attempt and 3 retries
    await standIn.close();
    await start();
    const paid = await payments.listPaidSessions(new Date(clock.getTime() - 3 * 86_400_000));
    expect(paid.map((s) => s.id)).toContain(id);
  });
});

describe('listing sessions', () => {
  it('lists paid sessions since a date across pages (auto-pagination past 100)', async () => {
    // A month on, so the sessions of the tests above are out of the window.
    clock = new Date(clock.getTime() + 30 * 86_400_000);
    const before = await payments.createCheckoutSession(order());
    await payCheckout(before.url);
    clock = new Date(clock.getTime() + 4 * 86_400_000);
    const oldest = await payments.createCheckoutSession(order());
    await payCheckout(oldest.url);
    for (let i = 0; i < 101; i++) await payments.createCheckoutSession(order());
    const newest = await payments.createCheckoutSession(order());
    await payCheckout(newest.url);
    // Newest first, 100 a page: the oldest paid one is on the second page.
    const gte = Math.floor(clock.getTime() / 1000) - 3 * 86_400;
    expect((await stripe.checkout.sessions.list({ limit: 100, created: { gte } })).has_more).toBe(true);
    const listed = await payments.listPaidSessions(new Date(clock.getTime() - 3 * 86_400_000));
    expect(listed.map((s) => s.id)).toEqual([newest.id, oldest.id]);
  });

  it('pages by limit, starting_after and ending_before, newest first, with has_more', async () => {
    clock = new Date(clock.getTime() + 1000);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await payments.createCheckoutSession(order())).id);
    const gte = clock.getTime() / 1000;
    const first = await stripe.checkout.sessions.list({ limit: 2, created: { gte } });
    expect(first.data.map((s) => s.id)).toEqual([made[4], made[3]]);
    expect(first.has_more).toBe(true);
    const last = await stripe.checkout.sessions.list({ limit: 2, created: { gte }, starting_after: made[1] });
    expect(last.data.map((s) => s.id)).toEqual([made[0]]);
    expect(last.has_more).toBe(false);
    const newer = await stripe.checkout.sessions.list({ limit: 2, created: { gte }, ending_before: made[1] });
    expect(newer.data.map((s) => s.id)).toEqual([made[3], made[2]]);
    expect(newer.has_more).toBe(true);
    const all: string[] = [];
    for await (const s of stripe.checkout.sessions.list({ limit: 2, created: { gte } })) all.push(s.id);
    expect(all).toEqual([...made].reverse());
    await expect(stripe.checkout.sessions.list({ limit: 101 })).rejects.toMatchObject({ statusCode: 400 });
  });
});
