/** Where payments are recorded: one document per Checkout Session, one per webhook event. */
export const PAYMENTS_COLLECTION = 'payments';
export const paymentPath = (sessionId: string) => `${PAYMENTS_COLLECTION}/${sessionId}`;
export const PAYMENT_EVENTS_COLLECTION = 'paymentEvents';
export const paymentEventPath = (eventId: string) => `${PAYMENT_EVENTS_COLLECTION}/${eventId}`;

export type PaymentStatus = 'granted' | 'unmatched' | 'amount-mismatch' | 'no-payment-required';

/** payments/{sessionId}: what was paid and what it granted. */
export interface PaymentRecord {
  uid: string | null;
  /**
   * 'granted': credits added; 'unmatched': paid but no such account or item, left for follow-up;
   * 'amount-mismatch': the charge differs from the catalog price (nothing granted, operator
   * alerted); 'no-payment-required': Stripe took no money (nothing granted).
   */
  status: PaymentStatus;
  productId: number | null;
  quantity: number;
  /** Total paid, in cents. */
  price: number;
  currency: string;
  itemName: string;
  /** The Checkout Session id (what a receipt or support request refers to). */
  transactionId: string;
  creditsGranted: number;
  /** What the catalog asked for the quantity when checkout priced it, in cents (null: unknown). */
  expectedCents: number | null;
  /** A promotion code's discount, in cents: the one allowed difference from expectedCents. */
  discountCents: number;
  /** The PaymentIntent that took the money: refunds and disputes name it. */
  paymentIntentId: string | null;
  /** The event that recorded it ('reconcile' when reconciliation found it). */
  source: string;
  createdAt: string;
}
