import type { Deps } from '../ports/index.js';
import { queueRecipientEmailIfDue } from './emails.js';
import { GIFTS_COLLECTION } from './record.js';
import { isDue } from './sendOn.js';

/**
 * The daily schedule (sendGiftEmails): queues every recipient email whose day has come. Cloud
 * Tasks delays at most 30 days, and a gift may wait a year, so the date is kept on the gift and
 * this sweep sends it; running it twice sends nothing twice (the gift is marked, the email task
 * sends once per gift).
 */
export async function sendDueGiftEmails(deps: Pick<Deps, 'store' | 'clock' | 'tasks' | 'logger'>) {
  const rows = await deps.store.query(GIFTS_COLLECTION, { where: [['emailStatus', '==', 'scheduled']] });
  const now = deps.clock.now();
  let queued = 0;
  let failed = 0;
  for (const row of rows) {
    if (!isDue((row.data.sendOn as string | null) ?? null, now)) continue;
    try {
      if (await queueRecipientEmailIfDue(deps, row.id)) queued += 1;
    } catch (error) {
      // One email that cannot be queued now waits for tomorrow's run; the others still go.
      failed += 1;
      deps.logger.error('A gift email could not be queued', { giftId: row.id, error });
    }
  }
  return { queued, failed, scheduled: rows.length - queued };
}
