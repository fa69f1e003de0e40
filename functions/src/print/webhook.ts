import type { Deps } from '../ports/index.js';
import { PrintWebhookError } from '../ports/printProvider.js';
import { printJobsService } from './jobs.js';

/**
 * The print provider's status webhook (/print/webhook): verified over the raw body, then the
 * job's status recorded on its order. Safe to deliver twice or out of order.
 */
export function printWebhookHandler(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'tasks' | 'settings' | 'payments' | 'print' | 'logger'>,
) {
  const jobs = printJobsService(deps);
  return async (rawBody: Buffer, signature: string | undefined) => {
    if (!deps.print) return { status: 404, body: { error: 'Printing is not configured' } };
    let state;
    try {
      state = deps.print.parseWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof PrintWebhookError) return { status: 400, body: { error: error.message } };
      throw error;
    }
    if (!state) return { status: 200, body: { received: true, outcome: 'ignored' } };
    return { status: 200, body: { received: true, outcome: await jobs.applyJobState(state) } };
  };
}
