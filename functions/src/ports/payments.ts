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
}

/** A Checkout Session as the webhook needs it. */
export interface CheckoutSession {
  id: string;
  /** The session's payment page (null once completed or expired). */
  url: string | null;
  paid: boolean;
  /** Total charged in cents (after discounts and taxes), null when unknown. */
  amountTotalCents: number | null;
  currency: string;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  createdAt: Date;
}

/** A verified webhook event: its id, type and the Checkout Session it is about, if any. */
export interface PaymentEvent {
  id: string;
  type: string;
  sessionId: string | null;
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
  /** Checks the Stripe-Signature header over the raw body; throws InvalidSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
