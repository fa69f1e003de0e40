import { accountsService } from '../accounts/index.js';
import { sendAccountEmailLater } from '../emails/index.js';
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

  async function orderOf(orderId: string) {
    return orderFromDoc(await store.get(printOrderPath(orderId)));
  }

  return {
    async confirmation(orderId: string): Promise<void> {
      const order = await orderOf(orderId);
      if (!order || order.stripePaid !== 1 || !order.paidAt) return;
      await sendAccountEmailLater(tasks, await accounts.read(order.uid), `printConfirmation:${orderId}`, {
        kind: 'printConfirmation',
        orderId,
        title: order.storyTitle || null,
        amountCents: order.totalCents,
        currency: 'usd',
        paidAt: order.paidAt,
      });
    },

    async shipped(orderId: string): Promise<void> {
      const order = await orderOf(orderId);
      if (!order || order.status !== 'SHIPPED') return;
      const tracking = order.tracking ?? null;
      const url = tracking?.url ?? order.trackingUrl;
      await sendAccountEmailLater(tasks, await accounts.read(order.uid), `printShipped:${orderId}`, {
        kind: 'printShipped',
        orderId,
        title: order.storyTitle || null,
        trackingUrl: url && /^https?:\/\//.test(url) ? url : null,
        trackingId: tracking?.id ?? null,
      });
    },
  };
}
