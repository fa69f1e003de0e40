import { ApiError } from '../../../lib/api';
import { usePoll, type PollState } from '../../../lib/usePoll';
import { getLatestPrintPayment } from '../api/print';

export const PRINT_CONFIRM_POLL_MS = 2_000;
export const PRINT_CONFIRM_ATTEMPTS = 15;

export type PrintPaymentState = PollState<{ orderId: string; storyId: string; storyTitle: string }>;

/**
 * The print order paid by checkout `sessionId` (the latest paid one without a session id),
 * checked again while the payment's confirmation is on its way.
 */
export function useLatestPrintPayment(sessionId: string | null): PrintPaymentState {
  return usePoll(
    `the print order ${sessionId ?? ''}`,
    async () => {
      try {
        const latest = await getLatestPrintPayment(sessionId);
        return { orderId: latest.orderID, storyId: latest.storyID, storyTitle: latest.storyTitle };
      } catch (error) {
        // 404: no paid order recorded yet.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    { attempts: PRINT_CONFIRM_ATTEMPTS, intervalMs: PRINT_CONFIRM_POLL_MS },
  ).state;
}
