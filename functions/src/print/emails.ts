import { accountsService } from '../accounts/index.js';
import { sendEmailLater } from '../emails/index.js';
import type { Deps } from '../ports/index.js';
import { orderFromDoc, printOrderPath } from './order.js';

/**
 * The print order's emails to the account's address: the confirmation once it is paid, the
 * shipping notice once the printer ships it. Queued (sent once per order by the email task)
 * after the change is stored; asking again, as a redelivered webhook does, sends nothing more.
 */
export function printEmails(deps: Pick<Deps, 'store' | 'clock' | 'tasks'>) {
  const { store, tasks } = deps;
  const accounts = accountsService(deps);

  async function orderAndAddress(orderId: string) {
    const order = orderFromDoc(await store.get(printOrderPath(orderId)));
    const account = order ? await accounts.read(order.uid) : null;
    const to = account?.emailAdd;
    return order && to ? { order, to, language: account.interfaceLanguage } : null;
  }

  return {
    async confirmation(orderId: string): Promise<void> {
      const found = await orderAndAddress(orderId);
      if (!found || found.order.stripePaid !== 1 || !found.order.paidAt) return;
      await sendEmailLater(
        tasks,
        `printConfirmation:${orderId}`,
        found.to,
        {
          kind: 'printConfirmation',
          orderId,
          title: found.order.storyTitle || null,
          amountCents: found.order.totalCents,
          currency: 'usd',
          paidAt: found.order.paidAt,
        },
        found.language,
      );
    },

    async shipped(orderId: string): Promise<void> {
      const found = await orderAndAddress(orderId);
      if (!found || found.order.status !== 'SHIPPED') return;
      const tracking = found.order.tracking ?? null;
      const url = tracking?.url ?? found.order.trackingUrl;
      await sendEmailLater(
        tasks,
        `printShipped:${orderId}`,
        found.to,
        {
          kind: 'printShipped',
          orderId,
          title: found.order.storyTitle || null,
          trackingUrl: url && /^https?:\/\//.test(url) ? url : null,
          trackingId: tracking?.id ?? null,
        },
        found.language,
      );
    },
  };
}
