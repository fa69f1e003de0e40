/** Where payments are recorded: one document per Checkout Session, one per webhook event. */
export const PAYMENTS_COLLECTION = 'payments';
export const paymentPath = (sessionId: string) => `${PAYMENTS_COLLECTION}/${sessionId}`;
export const PAYMENT_EVENTS_COLLECTION = 'paymentEvents';
export const paymentEventPath = (eventId: string) => `${PAYMENT_EVENTS_COLLECTION}/${eventId}`;

export type PaymentStatus =
  | 'granted'
  | 'unmatched'
  | 'amount-mismatch'
  | 'no-payment-required'
  | 'partially-refunded'
  | 'refunded'
  | 'disputed'
  | 'expired'
  | 'payment-failed';

/** payments/{sessionId}: what was paid and what it granted. */
export interface PaymentRecord {
  uid: string | null;
  /**
   * 'granted': credits added; 'unmatched': paid but no such account or item, left for follow-up;
   * 'amount-mismatch': the charge differs from the catalog price (nothing granted, operator
   * alerted); 'no-payment-required': Stripe took no money (nothing granted);
   * 'partially-refunded' / 'refunded' / 'disputed': money went back (credits taken back, see
   * below); 'expired' / 'payment-failed': the session ended unpaid (nothing granted).
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
  /** Refunded so far, in cents (Stripe's running amount_refunded). */
  refundedCents?: number;
  /** Credits the refunds and disputes so far call back (taken back or found already spent). */
  creditsClaimed?: number;
  /** Credits actually taken back from the balance (each a ledger entry). */
  creditsTakenBack?: number;
  /** Credits called back that were already spent: the balance never goes below zero. */
  creditsUnrecovered?: number;
  refundedAt?: string;
  disputedAt?: string;
  /**
   * A Classroom Pack (issue 31): the organization its credits went to (the buyer, its admin, is
   * `uid`); refunds and disputes take them back from the organization. Absent on personal credits.
   */
  orgId?: string | null;
  /** The event that recorded it ('reconcile' when reconciliation found it). */
  source: string;
  createdAt: string;
}
