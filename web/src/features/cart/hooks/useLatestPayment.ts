import type { LatestPaymentInfo } from '@contract/accounts';
import { usePoll, type PollState } from '../../../lib/usePoll';
import { getLatestPayment } from '../api/cart';

export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_ATTEMPTS = 15;

export type PaymentState = PollState<NonNullable<LatestPaymentInfo>>;

/**
 * Waits for the payment of checkout `sessionId` to be recorded (the webhook grants the credits,
 * usually within seconds of the return from the payment page). Without a session id, the latest
 * payment counts.
 */
export function useLatestPayment(sessionId: string | null) {
  return usePoll(
    `the payment ${sessionId ?? ''}`,
    async () => {
      const payment = await getLatestPayment();
      return payment && (!sessionId || payment.transactionId === sessionId) ? payment : null;
    },
    { attempts: CONFIRM_ATTEMPTS, intervalMs: CONFIRM_POLL_MS },
  );
}
