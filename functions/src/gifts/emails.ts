import { accountsService } from '../accounts/index.js';
import { sendAccountEmailLater, sendEmailLater } from '../emails/index.js';
import type { Deps } from '../ports/index.js';
import { giftPath, type GiftRecord } from './record.js';
import { isDue } from './sendOn.js';

type EmailDeps = Pick<Deps, 'store' | 'clock' | 'tasks'>;

const readGift = async (deps: EmailDeps, giftId: string) =>
  (await deps.store.get(giftPath(giftId))) as unknown as GiftRecord | null;

/**
 * The buyer's receipt with the code, to the account's address: queued after the code is stored,
 * and again on each redelivered webhook (the email task sends one per key).
 */
export async function queueGiftReceipt(deps: EmailDeps, giftId: string): Promise<void> {
  const gift = await readGift(deps, giftId);
  if (!gift?.code || !gift.buyerUid || !['ready', 'redeemed'].includes(gift.status)) return;
  const buyer = await accountsService(deps).read(gift.buyerUid);
  await sendAccountEmailLater(deps.tasks, buyer, `giftReceipt:${giftId}`, {
    kind: 'giftReceipt',
    giftId,
    code: gift.code,
    quantity: gift.quantity,
    recipientName: gift.recipientName,
    emailedOn: gift.sendOn,
    emailsRecipient: !!gift.recipientEmail,
    amountCents: gift.amountCents,
    currency: 'usd',
    paidAt: gift.paidAt ?? gift.createdAt,
  });
}

/**
 * The recipient's email, once its day has come: queued (sent once per gift by the email task),
 * then marked so the buyer sees it went. A gift voided or redeemed before its day sends nothing.
 * Answers whether it was queued now.
 */
export async function queueRecipientEmailIfDue(deps: EmailDeps, giftId: string): Promise<boolean> {
  const gift = await readGift(deps, giftId);
  if (!gift?.code || !gift.recipientEmail || gift.status !== 'ready') return false;
  if (gift.emailStatus !== 'scheduled' || !isDue(gift.sendOn, deps.clock.now())) return false;
  const buyer = gift.buyerUid ? await accountsService(deps).read(gift.buyerUid) : null;
  const fromName = buyer?.name ?? null;
  await sendEmailLater(
    deps.tasks,
    `giftReceived:${giftId}`,
    gift.recipientEmail,
    {
      kind: 'giftReceived',
      code: gift.code,
      quantity: gift.quantity,
      recipientName: gift.recipientName,
      fromName: fromName ? fromName.slice(0, 100) : null,
      message: gift.message,
      // The recipient may have no account yet: the gift speaks the language its giver reads.
    },
    buyer?.interfaceLanguage,
  );
  await deps.store.update(giftPath(giftId), {
    emailStatus: 'queued',
    emailQueuedAt: deps.clock.now().toISOString(),
  });
  return true;
}
