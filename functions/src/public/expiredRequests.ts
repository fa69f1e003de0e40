import type { DocumentStore } from '../ports/documentStore.js';
import { NEWSLETTER_PENDING_COLLECTION } from './newsletter.js';

const pendingPath = (id: string) => `${NEWSLETTER_PENDING_COLLECTION}/${id}`;

/** A request still waiting for its confirmation whose link stopped working before `now`. */
const expiredUnconfirmed = (request: Record<string, unknown> | null, now: Date) =>
  !!request &&
  !request.confirmedAt &&
  typeof request.expiresAt === 'string' &&
  Date.parse(request.expiresAt) < now.getTime();

/**
 * The daily retention sweep's part for the newsletter: an address that asked for it and never
 * confirmed is deleted once its link has expired (CONFIRMATION_DAYS), so an address someone typed
 * is not kept for ever. Each is checked again in its transaction: an address that asked again
 * meanwhile has a fresh request and stays. Answers how many were deleted.
 */
export async function deleteExpiredNewsletterRequests(store: DocumentStore, now: Date): Promise<number> {
  const rows = await store.query(NEWSLETTER_PENDING_COLLECTION, {
    where: [['expiresAt', '<', now.toISOString()]],
  });
  let deleted = 0;
  for (const row of rows) {
    if (!expiredUnconfirmed(row.data, now)) continue;
    const gone = await store.runTransaction(async (tx) => {
      if (!expiredUnconfirmed(await tx.get(pendingPath(row.id)), now)) return false;
      tx.delete(pendingPath(row.id));
      return true;
    });
    if (gone) deleted += 1;
  }
  return deleted;
}
