import type { DocData, DocumentStore, Transaction } from '../ports/documentStore.js';
import type { CheckoutSession } from '../ports/payments.js';
import { paymentEventPath, paymentPath, type PaymentRecord } from './record.js';

export type FulfilOutcome =
  'granted' | 'duplicate' | 'unmatched' | 'notCredits' | 'amountMismatch' | 'noPaymentRequired';

/**
 * Whether Stripe redelivered a session already recorded: then no transaction is needed (the
 * granting one still decides when two first deliveries race). A record written before payment
 * intents were recorded gains its own here, so refunds and disputes can find it.
 */
export async function alreadyRecorded(store: DocumentStore, session: CheckoutSession): Promise<boolean> {
  const existing = await store.get(paymentPath(session.id));
  if (!existing) return false;
  if (!existing.paymentIntentId && session.paymentIntentId)
    await store.update(paymentPath(session.id), { paymentIntentId: session.paymentIntentId });
  return true;
}

/** What a paid session earns: nothing unless it matched a buyer and item and took the right money. */
export function grantStatusOf(
  matched: boolean,
  session: CheckoutSession,
  amountOk: boolean,
): PaymentRecord['status'] {
  if (!matched) return 'unmatched';
  if (session.paymentStatus === 'no_payment_required') return 'no-payment-required';
  return amountOk ? 'granted' : 'amount-mismatch';
}

/** What the granting kinds (credits, Classroom Packs) record beyond the session's own facts. */
export type GrantFields = Pick<
  PaymentRecord,
  'uid' | 'status' | 'productId' | 'quantity' | 'itemName' | 'creditsGranted' | 'expectedCents'
> & { orgId?: string | null };

/**
 * Stores the session's payment record, and the event that brought it, inside the granting
 * transaction (so the grant and its record stand or fall together), and says what happened.
 */
export function recordGrant(
  tx: Transaction,
  session: CheckoutSession,
  source: string,
  now: string,
  fields: GrantFields,
): FulfilOutcome {
  const record: PaymentRecord = {
    ...fields,
    price: session.amountTotalCents ?? 0,
    currency: session.currency,
    transactionId: session.id,
    discountCents: session.discountCents,
    paymentIntentId: session.paymentIntentId,
    source,
    createdAt: now,
  };
  tx.create(paymentPath(session.id), { ...record } as unknown as DocData);
  if (source !== 'reconcile') tx.set(paymentEventPath(source), { sessionId: session.id, receivedAt: now });
  const outcomes: Record<string, FulfilOutcome> = {
    granted: 'granted',
    'amount-mismatch': 'amountMismatch',
    'no-payment-required': 'noPaymentRequired',
  };
  return outcomes[fields.status] ?? 'unmatched';
}
