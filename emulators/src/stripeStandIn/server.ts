/**
 * The local Stripe stand-in: a small HTTP server that speaks the part of Stripe's API the
 * `stripe` package sends for StorySprout (Checkout Sessions: create with idempotency keys,
 * retrieve, list with pagination, expire), serves the hosted payment page, and on Pay posts
 * the Stripe-signed `checkout.session.completed` event to the real webhook. A session created with
 * allow_promotion_codes shows an 'Add promotion code' field that knows the codes of
 * promotions.ts (WELCOME10, FRIEND5) and takes their discount off the total, as Stripe does. For trying refunds
 * locally, `POST /v1/refunds` (payment_intent, optional amount) refunds a paid session's charge
 * and sends `charge.refunded`. The local stack and
 * the API tests run the real Stripe adapter against it; nothing here exists in production.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invalidParam, missingParam, noSuchSession, StripeApiError } from './errors.js';
import { completedEvent, Deliveries, refundedEvent, type ChargeObject } from './events.js';
import { parseStripeForm, type Form } from './form.js';
import { listSessions } from './list.js';
import { checkoutPage, completePage, expiredPage, notFoundPage, STYLE, successUrlOf } from './page.js';
import { hostedPath, pagePath, STYLE_PATH, type HostedAction } from './paths.js';
import { applyPromotion } from './promotions.js';
import { complete, createSession, current, expire, stripeId, type StoredSession } from './sessions.js';
import { loadState, saveState } from './state.js';

export interface StripeStandInOptions {
  /** The one API key it accepts, a test key (sk_test_...); any other answers 401. */
  secretKey: string;
  /** Signs the webhook events (the endpoint's whsec_...). */
  webhookSecret: string;
  /** The webhook endpoint (the stripeWebhook function); without one no event is sent. */
  webhookUrl?: string;
  /** Sessions and events survive restarts in this JSON file. */
  stateFile?: string;
  port?: number;
  /** Retries of an undelivered event: 5 by default, the first 2 s later, each wait doubling. */
  retries?: number;
  retryBaseMs?: number;
  /** The clock sessions are created and expire by (the API tests share their settable clock). */
  now?: () => Date;
  /** The business the payment page names. */
  businessName?: string;
  /** Where its warnings go (an event it gave up delivering); the console by default. */
  warn?: (message: string) => void;
}

export interface StripeStandIn {
  url: string;
  /** Resolves once no webhook delivery is in flight or waiting to be retried. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  body: JSON.stringify(value),
  headers: { 'Content-Type': 'application/json', ...headers },
});

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  if (!options.secretKey.startsWith('sk_test_'))
    throw new Error('The Stripe stand-in takes test keys (sk_test_...) only');
  const now = options.now ?? (() => new Date());
  const business = options.businessName ?? 'StorySprout';
  const state = loadState(options.stateFile);
  const save = () => saveState(options.stateFile, state, now().getTime());
  const deliveries = new Deliveries(
    {
      webhookUrl: options.webhookUrl,
      webhookSecret: options.webhookSecret,
      retries: options.retries ?? 5,
      retryBaseMs: options.retryBaseMs ?? 2000,
      warn: options.warn ?? ((message) => console.warn(message)),
    },
    save,
  );
  let url = '';
  const find = (id: string) => state.sessions.find((s) => s.session.id === id);

  function authorize(req: IncomingMessage): void {
    const header = req.headers.authorization ?? '';
    if (!header)
      throw new StripeApiError(
        401,
        'invalid_request_error',
        "You did not provide an API key. Provide it in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    const key = /^Bearer (\S+)$/.exec(header)?.[1] ?? '';
    if (key !== options.secretKey)
      throw new StripeApiError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
      );
  }

  /** Stripe's API: each answer a JSON object, or Stripe's error object. */
  function api(req: IncomingMessage, path: string, query: Form, raw: string): Answer {
    authorize(req);
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof key !== 'string') return json(...apiRoute(req, path, query, raw));
    // The same key answers what it answered the first time; with other parameters, an error.
    const fingerprint = `${req.method} ${path} ${raw}`;
    const known = state.idempotency[key];
    if (known && known.fingerprint !== fingerprint)
      throw new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    if (known) return json(known.status, known.body, { 'Idempotent-Replayed': 'true' });
    const [status, body] = apiRoute(req, path, query, raw);
    state.idempotency[key] = { fingerprint, status, body, at: now().getTime() };
    save();
    return json(status, body);
  }

  function apiRoute(req: IncomingMessage, path: string, query: Form, raw: string): [number, unknown] {
    const form = req.method === 'POST' ? parseStripeForm(raw) : query;
    if (path === '/v1/checkout/sessions' && req.method === 'POST') {
      const version = req.headers['stripe-version'];
      const stored = createSession(
        form,
        now(),
        (id) => url + pagePath(id),
        typeof version === 'string' ? version : null,
      );
      state.sessions.push(stored);
      save();
      return [200, stored.session];
    }
    if (path === '/v1/checkout/sessions' && req.method === 'GET')
      return [200, listSessions(state.sessions, form, now())];
    if (path === '/v1/refunds' && req.method === 'POST') return [200, refund(form)];
    const one = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const stored = one ? find(decodeURIComponent(one[1]!)) : undefined;
    if (one && !stored) throw noSuchSession(decodeURIComponent(one[1]!));
    if (stored && !one![2] && req.method === 'GET') return [200, current(stored, now())];
    if (stored && one![2] && req.method === 'POST') {
      const status = current(stored, now()).status;
      if (status !== 'open')
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status in ["open"] can be expired. This one is ${status}.`,
          'checkout_session_not_open',
        );
      expire(stored);
      save();
      return [200, stored.session];
    }
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: ${path}). The local Stripe stand-in imitates Checkout Sessions only.`,
    );
  }

  /**
   * `POST /v1/refunds`: refunds `amount` (all that is left by default) of the charge of a paid
   * session, found by its payment_intent, and sends `charge.refunded` (delivered in the
   * background, as Stripe does). Answers the refund object.
   */
  function refund(form: Form) {
    for (const key of Object.keys(form))
      if (!['payment_intent', 'amount'].includes(key))
        throw invalidParam(key, `The local Stripe stand-in refunds by payment_intent and amount only.`);
    const intent = form.payment_intent;
    if (typeof intent !== 'string' || !intent) throw missingParam('payment_intent');
    const stored = state.sessions.find((s) => s.session.payment_intent === intent);
    if (!stored)
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${intent}'`,
        'resource_missing',
        'payment_intent',
      );
    const total = stored.session.amount_total;
    const left = total - (stored.refundedCents ?? 0);
    const asked = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isSafeInteger(asked) || asked < 1)
      throw invalidParam('amount', `Invalid positive integer: ${String(form.amount)}`);
    if (asked > left)
      throw invalidParam(
        'amount',
        `Refund amount (${String(form.amount)}) is greater than unrefunded amount on charge (${left}).`,
        'amount_too_large',
      );
    stored.refundedCents = (stored.refundedCents ?? 0) + asked;
    const created = Math.floor(now().getTime() / 1000);
    const charge: ChargeObject = {
      id: `ch_${intent.slice(3)}`,
      object: 'charge',
      amount: total,
      amount_refunded: stored.refundedCents,
      currency: stored.session.currency,
      created,
      livemode: false,
      metadata: stored.session.metadata,
      paid: true,
      payment_intent: intent,
      refunded: stored.refundedCents >= total,
      status: 'succeeded',
    };
    const event = refundedEvent(charge, created, stored.apiVersion);
    state.events.push(event);
    save();
    void deliveries.send(event);
    return {
      id: stripeId('re_', 24),
      object: 'refund',
      amount: asked,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: intent,
      status: 'succeeded',
      created,
    };
  }

  /** The hosted payment page and its Pay and Cancel buttons. */
  async function hosted(
    req: IncomingMessage,
    id: string,
    action: HostedAction,
    raw: string,
  ): Promise<Answer> {
    const stored = find(id);
    if (!stored) return html(404, notFoundPage());
    const session = current(stored, now());
    if (action === 'page' || req.method !== 'POST') {
      if (session.status === 'open') return html(200, checkoutPage(stored, session, business), stored);
      return html(
        200,
        session.status === 'complete' ? completePage(session, business) : expiredPage(session, business),
      );
    }
    if (action === 'cancel') return redirect(session.cancel_url ?? url + pagePath(id));
    if (action === 'promo') {
      if (session.status !== 'open') return html(410, expiredPage(session, business));
      const code = new URLSearchParams(raw).get('code') ?? '';
      const problem = applyPromotion(stored, code);
      if (problem) return html(400, checkoutPage(stored, current(stored, now()), business, problem), stored);
      save();
      return redirect(url + pagePath(id));
    }
    if (session.status === 'expired') return html(410, expiredPage(session, business));
    await pay(stored);
    return redirect(successUrlOf(stored.session));
  }

  /** Completes an open session and tells the webhook; paying again tells it again. */
  async function pay(stored: StoredSession): Promise<void> {
    let event = state.events.find((e) => e.object.id === stored.session.id);
    if (stored.session.status === 'open') {
      complete(stored);
      event = completedEvent(stored.session, Math.floor(now().getTime() / 1000), stored.apiVersion);
      state.events.push(event);
      save();
    }
    if (event) await deliveries.send(event);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const target = new URL(req.url ?? '/', 'http://stand-in');
      const page = hostedPath(target.pathname);
      const answer: Promise<Answer> = (async () => {
        if (req.method === 'GET' && target.pathname === STYLE_PATH)
          return { status: 200, body: STYLE, headers: { 'Content-Type': 'text/css; charset=utf-8' } };
        if (page) return hosted(req, page.id, page.action, raw);
        return api(req, target.pathname, parseStripeForm(target.search.slice(1)), raw);
      })();
      answer
        .catch((error: unknown) =>
          error instanceof StripeApiError
            ? json(error.status, error.body)
            : json(400, {
                error: {
                  type: 'invalid_request_error',
                  message: error instanceof Error ? error.message : String(error),
                },
              }),
        )
        .then(({ status, body, headers }) => {
          res.writeHead(status, { ...headers, 'Request-Id': `req_${randomBytes(7).toString('hex')}` });
          res.end(body);
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  deliveries.resume(state.events);

  return {
    url,
    idle: () => deliveries.idle(),
    async close() {
      deliveries.close();
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await done;
    },
  };
}

/**
 * Pages refuse framing and inline code; their forms may post to the stand-in and be redirected
 * only to where the session returns the buyer.
 */
function html(status: number, body: string, stored?: StoredSession): Answer {
  const returns = stored
    ? [stored.session.success_url, stored.session.cancel_url].flatMap((u) => {
        try {
          return u ? [new URL(u.replaceAll('{CHECKOUT_SESSION_ID}', 'x')).origin] : [];
        } catch {
          return [];
        }
      })
    : [];
  return {
    status,
    body,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'self'; form-action 'self' ${[...new Set(returns)].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
    },
  };
}

const redirect = (location: string): Answer => ({ status: 303, body: '', headers: { Location: location } });
