/** Where payments are recorded: one document per Checkout Session, one per webhook event. */
export const PAYMENTS_COLLECTION = 'payments';
export const paymentPath = (sessionId: string) => `${PAYMENTS_COLLECTION}/${sessionId}`;
export const PAYMENT_EVENTS_COLLECTION = 'paymentEvents';
export const paymentEventPath = (eventId: string) => `${PAYMENT_EVENTS_COLLECTION}/${eventId}`;

/** payments/{sessionId}: what was paid and what it granted. */
export interface PaymentRecord {
  uid: string | null;
  /** 'granted': credits added; 'unmatched': paid but no such account or item, left for follow-up. */
  status: 'granted' | 'unmatched';
  productId: number | null;
  quantity: number;
  /** Total paid, in cents. */
  price: number;
  currency: string;
  itemName: string;
  /** The Checkout Session id (what a receipt or support request refers to). */
  transactionId: string;
  creditsGranted: number;
  /** The event that recorded it ('reconcile' when reconciliation found it). */
  source: string;
  createdAt: string;
}
