/**
 * Payments: Stripe Checkout, through the `stripe` package (against the local Stripe stand-in on
 * the local stack and in the tests, which signs its events with Stripe's own code).
 */
export interface CheckoutRequest {
  /** Line item shown on the payment page. */
  itemName: string;
  unitCents: number;
  quantity: number;
  currency: string;
  /** Who pays; also the client_reference_id. */
  uid: string;
  email: string | null;
  /** Echoed back on the session and read by the webhook (uid, productId, quantity, kind...). */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** The same key within its window makes the same session (a double click). */
  idempotencyKey: string;
  /** Let Stripe compute taxes (when the account has Stripe Tax set up). */
  automaticTax: boolean;
  /** A fixed shipping charge shown and paid with the order (printed books). */
  shipping?: { name: string; cents: number };
  /** A tax the server computed (the printer's, on printed books): a line item of its own. */
  tax?: { name: string; cents: number };
}

/** Stripe's payment_status of a Checkout Session. */
export type SessionPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

/** A Checkout Session as the webhook needs it. */
export interface CheckoutSession {
  id: string;
  /** The session's payment page (null once completed or expired). */
  url: string | null;
  /** Money was taken (payment_status 'paid'); 'no_payment_required' is not paid. */
  paid: boolean;
  paymentStatus: SessionPaymentStatus;
  /** Stripe's session status: open, complete or expired. */
  status: 'open' | 'complete' | 'expired';
  /** Total charged in cents (after discounts and taxes), null when unknown. */
  amountTotalCents: number | null;
  /** The promotion code's discount, in cents (0 without one). */
  discountCents: number;
  /** Tax Stripe added (automatic tax), in cents. */
  taxCents: number;
  /** Shipping charged, in cents. */
  shippingCents: number;
  /** The PaymentIntent that took the money (what charges, refunds and disputes name). */
  paymentIntentId: string | null;
  currency: string;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  createdAt: Date;
}

/** A verified webhook event: its id, type and the Checkout Session or charge it is about, if any. */
export interface PaymentEvent {
  id: string;
  type: string;
  sessionId: string | null;
  /** For charge and dispute events: the charge's money movement, as the event tells it. */
  charge: ChargeFacts | null;
}

/** What a charge.refunded or charge.dispute.* event says about the money (amounts in cents). */
export interface ChargeFacts {
  /** The charge's PaymentIntent: how the payment it belongs to is found. */
  paymentIntentId: string | null;
  /** The charge (or the dispute's charge) id. */
  chargeId: string | null;
  /** The charge's amount. */
  amountCents: number;
  /** How much of it has been refunded so far (charge.refunded), or is disputed (dispute). */
  refundedCents: number;
  currency: string | null;
}

/** Thrown by verifyWebhook when the signature is missing, wrong or too old. */
export class InvalidSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSignatureError';
  }
}

export interface Payments {
  /** For logs and the start banner. */
  readonly description: string;
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveSession(id: string): Promise<CheckoutSession | null>;
  /** Paid sessions created since `since` (reconciliation). */
  listPaidSessions(since: Date): Promise<CheckoutSession[]>;
  /** The session a PaymentIntent paid, or null (a refund of a payment recorded without it). */
  sessionOfPaymentIntent(paymentIntentId: string): Promise<CheckoutSession | null>;
  /** Checks the Stripe-Signature header over the raw body; throws InvalidSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
