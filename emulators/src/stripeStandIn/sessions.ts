/**
 * Checkout Sessions as Stripe makes them from `POST /v1/checkout/sessions`: the parameters
 * checked the way Stripe checks them, the amounts Stripe computes (items plus shipping), and the
 * session object with the fields Stripe answers.
 */
import { randomInt } from 'node:crypto';
import { invalidParam, missingParam, unsupportedParam } from './errors.js';
import type { Form, FormValue } from './form.js';

export interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** A session as the stand-in keeps it: Stripe's object plus what its payment page shows. */
export interface StoredSession {
  session: SessionObject;
  lineItems: LineItem[];
  shippingName: string | null;
  /** The Stripe-Version the client created it with, which its events are written in. */
  apiVersion: string | null;
  /** Refunded so far of a paid session's charge (`POST /v1/refunds`), in cents. */
  refundedCents?: number;
  /** The promotion code the buyer applied on the page, as typed there (promotions.ts). */
  promotionCode?: string;
}

export interface SessionObject {
  id: string;
  object: 'checkout.session';
  allow_promotion_codes: boolean | null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: boolean; liability: null; status: 'complete' | null };
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: { email: string | null; name: null; address: null; tax_exempt: 'none' } | null;
  customer_email: string | null;
  /** The promotion code applied on the payment page, with its coupon (empty without one). */
  discounts: { coupon: string; promotion_code: string }[];
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  shipping_cost: {
    amount_subtotal: number;
    amount_tax: 0;
    amount_total: number;
    shipping_rate: string;
  } | null;
  shipping_options: { shipping_amount: number; shipping_rate: string }[];
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: 0 };
  ui_mode: 'hosted';
  url: string | null;
}

/** Stripe lets a buyer finish a Checkout Session for 24 hours by default. */
const SESSION_SECONDS = 24 * 3600;

/** The parameters of a create call the stand-in imitates; any other is refused by name. */
const CREATE_PARAMS = new Set([
  'mode',
  'line_items',
  'metadata',
  'payment_intent_data',
  'client_reference_id',
  'customer_email',
  'success_url',
  'cancel_url',
  'shipping_options',
  'automatic_tax',
  'allow_promotion_codes',
]);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id in Stripe's style: a prefix and random letters and digits (`cs_test_a1B2...`). */
export function stripeId(prefix: string, length = 58): string {
  return prefix + Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

export function createSession(
  form: Form,
  now: Date,
  pageUrl: (id: string) => string,
  apiVersion: string | null,
): StoredSession {
  for (const key of Object.keys(form)) if (!CREATE_PARAMS.has(key)) throw unsupportedParam(key);
  const mode = text(form, 'mode');
  if (!mode) throw missingParam('mode');
  if (mode !== 'payment') throw invalidParam('mode', 'The local Stripe stand-in imitates mode=payment only.');
  const successUrl = url(form, 'success_url', true) as string;
  const cancelUrl = url(form, 'cancel_url', false);

  const items = list(form.line_items, 'line_items');
  if (items.length === 0) throw missingParam('line_items');
  let currency = '';
  const lineItems = items.map((item, i) => {
    const at = `line_items[${i}]`;
    const fields = object(item, at);
    if (fields.price !== undefined)
      throw invalidParam(`${at}[price]`, `No such price: '${String(fields.price)}'`, 'resource_missing');
    const priceData = object(fields.price_data ?? missing(`${at}[price_data]`), `${at}[price_data]`);
    const itemCurrency = lower(priceData.currency, `${at}[price_data][currency]`);
    if (currency && itemCurrency !== currency)
      throw invalidParam(`${at}[price_data][currency]`, 'All line items must use the same currency.');
    currency = itemCurrency;
    const product = object(
      priceData.product_data ?? missing(`${at}[price_data][product_data]`),
      `${at}[price_data][product_data]`,
    );
    const name = product.name;
    if (typeof name !== 'string' || !name) throw missingParam(`${at}[price_data][product_data][name]`);
    return {
      name,
      unitAmount: integer(priceData.unit_amount, `${at}[price_data][unit_amount]`, 0),
      quantity: integer(fields.quantity, `${at}[quantity]`, 1),
    };
  });

  const shippingOptions = list(form.shipping_options, 'shipping_options').map((option, i) => {
    const at = `shipping_options[${i}][shipping_rate_data]`;
    const rate = object(object(option, `shipping_options[${i}]`).shipping_rate_data ?? missing(at), at);
    if ((rate.type ?? 'fixed_amount') !== 'fixed_amount')
      throw invalidParam(`${at}[type]`, 'Only fixed_amount shipping rates exist.');
    const name = rate.display_name;
    if (typeof name !== 'string' || !name) throw missingParam(`${at}[display_name]`);
    const fixed = object(rate.fixed_amount ?? missing(`${at}[fixed_amount]`), `${at}[fixed_amount]`);
    if (lower(fixed.currency, `${at}[fixed_amount][currency]`) !== currency)
      throw invalidParam(
        `${at}[fixed_amount][currency]`,
        'The shipping rate must use the currency of the line items.',
      );
    return {
      name,
      amount: integer(fixed.amount, `${at}[fixed_amount][amount]`, 0),
      rate: stripeId('shr_', 24),
    };
  });
  // The first option is selected when the page opens; the stand-in's page offers only that one.
  const shipping = shippingOptions[0] ?? null;

  const email = text(form, 'customer_email');
  if (email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(email))
    throw invalidParam('customer_email', 'Invalid email address: ' + email, 'email_invalid');
  const automaticTax = object(form.automatic_tax ?? {}, 'automatic_tax').enabled === 'true';
  const promotions = form.allow_promotion_codes;
  if (promotions !== undefined && promotions !== 'true' && promotions !== 'false')
    throw invalidParam('allow_promotion_codes', `Invalid boolean: ${String(promotions)}`);
  const subtotal = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const created = Math.floor(now.getTime() / 1000);
  const id = stripeId('cs_test_');
  const session: SessionObject = {
    id,
    object: 'checkout.session',
    allow_promotion_codes: promotions === undefined ? null : promotions === 'true',
    amount_subtotal: subtotal,
    amount_total: subtotal + (shipping?.amount ?? 0),
    // No tax is computed here: Stripe Tax would add it to the total.
    automatic_tax: { enabled: automaticTax, liability: null, status: automaticTax ? 'complete' : null },
    cancel_url: cancelUrl ?? null,
    client_reference_id: text(form, 'client_reference_id') ?? null,
    created,
    currency,
    customer: null,
    customer_details: null,
    customer_email: email ?? null,
    discounts: [],
    expires_at: created + SESSION_SECONDS,
    livemode: false,
    metadata: metadata(form.metadata, 'metadata'),
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    shipping_cost: shipping
      ? {
          amount_subtotal: shipping.amount,
          amount_tax: 0,
          amount_total: shipping.amount,
          shipping_rate: shipping.rate,
        }
      : null,
    shipping_options: shippingOptions.map((o) => ({ shipping_amount: o.amount, shipping_rate: o.rate })),
    status: 'open',
    success_url: successUrl,
    total_details: { amount_discount: 0, amount_shipping: shipping?.amount ?? 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: pageUrl(id),
  };
  // payment_intent_data is checked like the rest; the stand-in makes no PaymentIntent to put it on.
  metadata(
    object(form.payment_intent_data ?? {}, 'payment_intent_data').metadata,
    'payment_intent_data[metadata]',
  );
  return { session, lineItems, shippingName: shipping?.name ?? null, apiVersion };
}

/** The session as it stands at `now`: an open session past its expiry has expired. */
export function current(stored: StoredSession, now: Date): SessionObject {
  const s = stored.session;
  if (s.status === 'open' && now.getTime() / 1000 >= s.expires_at)
    return { ...s, status: 'expired', url: null };
  return s;
}

/**
 * Pay on the hosted page: the session completes, paid (a card payment succeeds at once); a
 * session whose total is 0 completes with no payment required, as at Stripe.
 */
export function complete(stored: StoredSession): void {
  stored.session = {
    ...stored.session,
    status: 'complete',
    payment_status: stored.session.amount_total === 0 ? 'no_payment_required' : 'paid',
    payment_intent: stripeId('pi_', 24),
    customer_details: { email: stored.session.customer_email, name: null, address: null, tax_exempt: 'none' },
    url: null,
  };
}

/** `POST .../expire`: an open session can no longer be paid. */
export function expire(stored: StoredSession): void {
  stored.session = { ...stored.session, status: 'expired', url: null };
}

const missing = (param: string): never => {
  throw missingParam(param);
};

function text(form: Form, param: string): string | undefined {
  const value = form[param];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidParam(param, `Invalid string: ${param} must be a string.`);
  return value;
}

function url(form: Form, param: string, required: boolean): string | undefined {
  const value = text(form, param);
  if (value === undefined) return required ? missing(param) : undefined;
  let parsed: URL | null = null;
  try {
    parsed = new URL(value.replaceAll('{CHECKOUT_SESSION_ID}', 'x'));
  } catch {
    // answered below
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol))
    throw invalidParam(param, 'Not a valid URL', 'url_invalid');
  return value;
}

function object(value: FormValue, param: string): Record<string, FormValue> {
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParam(param, `Invalid object: ${param}.`);
  return value;
}

function list(value: FormValue | undefined, param: string): FormValue[] {
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value)) throw invalidParam(param, `Invalid array: ${param}.`);
  return value;
}

function integer(value: FormValue | undefined, param: string, min: number): number {
  if (value === undefined) return missing(param);
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) throw invalidParam(param, `Invalid integer: ${String(value)}`);
  if (n < min) throw invalidParam(param, `This value must be greater than or equal to ${min}.`);
  return n;
}

function lower(value: FormValue | undefined, param: string): string {
  if (value === undefined) return missing(param);
  if (typeof value !== 'string' || !/^[a-zA-Z]{3}$/.test(value))
    throw invalidParam(param, `Invalid currency: ${String(value)}.`);
  return value.toLowerCase();
}

/** Stripe's metadata: at most 50 keys of up to 40 characters, string values of up to 500. */
function metadata(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  const entries = Object.entries(object(value, param));
  if (entries.length > 50) throw invalidParam(param, 'Metadata can have at most 50 keys.');
  for (const [key, v] of entries) {
    if (key.length > 40)
      throw invalidParam(`${param}[${key}]`, 'Metadata keys can be at most 40 characters long.');
    if (typeof v !== 'string' || v.length > 500)
      throw invalidParam(`${param}[${key}]`, 'Metadata values must be strings of at most 500 characters.');
  }
  return Object.fromEntries(entries) as Record<string, string>;
}
