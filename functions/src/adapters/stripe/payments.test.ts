import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStripePayload } from '../common/stripeSignature.js';
import { StripePayments } from './payments.js';

/** A local stand-in of api.stripe.com that records what the adapter sends. */
interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}
const seen: Seen[] = [];
let server: http.Server;
let payments: StripePayments;

const session = (id: string, paymentStatus: string, extra: object = {}) => ({
  id,
  object: 'checkout.session',
  url: paymentStatus === 'unpaid' ? `https://checkout.stripe.com/c/pay/${id}` : null,
  payment_status: paymentStatus,
  amount_total: 900,
  currency: 'usd',
  created: 1_767_225_600,
  client_reference_id: 'uid-1',
  metadata: { kind: 'credits', uid: 'uid-1', productId: '1', quantity: '3' },
  ...extra,
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(req.method === 'POST' ? Buffer.concat(chunks).toString() : url.search);
      seen.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const send = (status: number, body: object) =>
        res
          .writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' })
          .end(JSON.stringify(body));
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions')
        return send(200, session('cs_test_1', 'unpaid'));
      if (url.pathname === '/v1/checkout/sessions/cs_test_1') return send(200, session('cs_test_1', 'paid'));
      if (url.pathname === '/v1/checkout/sessions') {
        return send(200, {
          object: 'list',
          url: '/v1/checkout/sessions',
          has_more: false,
          data: [session('cs_paid', 'paid'), session('cs_open', 'unpaid')],
        });
      }
      return send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such checkout.session',
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  payments = new StripePayments({
    secretKey: 'sk_test_standin',
    webhookSecret: 'whsec_standin',
    apiBase: `http://127.0.0.1:${port}`,
  });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the Stripe adapter', () => {
  it('creates a Checkout Session with the server price, metadata, return URLs and an idempotency key', async () => {
    const created = await payments.createCheckoutSession({
      itemName: 'Digital Storybook',
      unitCents: 300,
      quantity: 3,
      currency: 'usd',
      uid: 'uid-1',
      email: 'bea@example.com',
      metadata: { kind: 'credits', uid: 'uid-1', productId: '1', quantity: '3' },
      successUrl: 'https://storysprout.example/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://storysprout.example/cancel',
      idempotencyKey: 'checkout:uid-1:1:3:300:29453760',
      automaticTax: true,
    });
    expect(created).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const call = seen.find((s) => s.method === 'POST') as Seen;
    expect(call.headers.authorization).toBe('Bearer sk_test_standin');
    expect(call.headers['idempotency-key']).toBe('checkout:uid-1:1:3:300:29453760');
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '300',
      'line_items[0][price_data][product_data][name]': 'Digital Storybook',
      client_reference_id: 'uid-1',
      customer_email: 'bea@example.com',
      'metadata[uid]': 'uid-1',
      'metadata[quantity]': '3',
      'metadata[productId]': '1',
      'metadata[kind]': 'credits',
      success_url: 'https://storysprout.example/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://storysprout.example/cancel',
      'automatic_tax[enabled]': 'true',
    });
  });

  it("charges a printed book's shipping as a fixed-amount shipping option", async () => {
    await payments.createCheckoutSession({
      itemName: 'Printed Storybook: Mia and the Moon',
      unitCents: 2500,
      quantity: 1,
      currency: 'usd',
      uid: 'uid-1',
      email: null,
      metadata: { kind: 'print', uid: 'uid-1', orderId: 'po_1', storyId: '1767225600000' },
      successUrl: 'https://storysprout.example/print-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://storysprout.example/print-cancel',
      idempotencyKey: 'print:po_1',
      automaticTax: false,
      shipping: { name: 'Ground', cents: 899 },
    });
    const call = seen.filter((s) => s.method === 'POST').at(-1) as Seen;
    expect(call.headers['idempotency-key']).toBe('print:po_1');
    expect(Object.fromEntries(call.form)).toMatchObject({
      'shipping_options[0][shipping_rate_data][type]': 'fixed_amount',
      'shipping_options[0][shipping_rate_data][display_name]': 'Ground',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '899',
      'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'usd',
      'metadata[kind]': 'print',
    });
    expect(call.form.has('customer_email')).toBe(false);
    expect(call.form.has('automatic_tax[enabled]')).toBe(false);
  });

  it('reads sessions back, lists only paid ones, and answers null for an unknown id', async () => {
    expect(await payments.retrieveSession('cs_test_1')).toMatchObject({
      id: 'cs_test_1',
      paid: true,
      amountTotalCents: 900,
      metadata: { uid: 'uid-1', quantity: '3' },
    });
    const since = new Date('2026-01-01T00:00:00Z');
    expect((await payments.listPaidSessions(since)).map((s) => s.id)).toEqual(['cs_paid']);
    const list = seen.find((s) => s.method === 'GET' && s.path === '/v1/checkout/sessions') as Seen;
    expect(list.form.get('created[gte]')).toBe(String(since.getTime() / 1000));
    expect(await payments.retrieveSession('cs_missing')).toBeNull();
  });

  it('never sends a live key to a stand-in', () => {
    expect(
      () =>
        new StripePayments({
          secretKey: 'sk_live_real',
          webhookSecret: 'whsec_x',
          apiBase: 'http://127.0.0.1:1',
        }),
    ).toThrow(/test key/);
    expect(new StripePayments({ secretKey: 'sk_live_real', webhookSecret: 'whsec_x' }).description).toBe(
      'Stripe Checkout',
    );
  });

  it("verifies webhook signatures with Stripe's own code", () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', object: 'checkout.session' } },
    });
    const event = payments.verifyWebhook(Buffer.from(payload), signStripePayload(payload, 'whsec_standin'));
    expect(event).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_1',
      charge: null,
    });
    expect(() =>
      payments.verifyWebhook(Buffer.from(payload), signStripePayload(payload, 'whsec_other')),
    ).toThrow();
  });
});
