import type { DocumentStore } from '../ports/documentStore.js';

/**
 * The id of the record in `collection` (a credits payment, a gift, a print order) that a Stripe
 * PaymentIntent paid, if any: refunds and disputes name only the intent, and each record keeps
 * the intent that paid it as `paymentIntentId`.
 */
export async function paidByIntent(
  store: Pick<DocumentStore, 'query'>,
  collection: string,
  paymentIntentId: string,
): Promise<string | null> {
  const [row] = await store.query(collection, {
    where: [['paymentIntentId', '==', paymentIntentId]],
    limit: 1,
  });
  return row?.id ?? null;
}
