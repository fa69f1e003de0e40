import { accountsService } from '../accounts/index.js';
import { sendAccountEmailLater } from '../emails/index.js';
import type { Deps } from '../ports/index.js';
import { paymentPath, type PaymentRecord } from './record.js';

/**
 * The receipt for credits, to the account's address, once the payment granted them: queued
 * after the grant is stored, sent once per session by the email task (a redelivered webhook
 * asks again and nothing more goes out). A mail server that is down delays it; the credits
 * are already in the account. Answers whether a receipt was queued (reconciliation counts them).
 */
export async function queueCreditsReceipt(
  deps: Pick<Deps, 'store' | 'clock' | 'tasks'>,
  sessionId: string,
): Promise<boolean> {
  const record = (await deps.store.get(paymentPath(sessionId))) as unknown as PaymentRecord | null;
  if (!record?.uid || record.status !== 'granted' || record.creditsGranted <= 0) return false;
  const account = await accountsService(deps).read(record.uid);
  return sendAccountEmailLater(deps.tasks, account, `creditsReceipt:${sessionId}`, {
    kind: 'creditsReceipt',
    sessionId,
    itemName: record.itemName,
    quantity: Math.max(1, record.quantity),
    credits: record.creditsGranted,
    amountCents: record.price,
    currency: record.currency ?? 'usd',
    paidAt: record.createdAt,
  });
}
