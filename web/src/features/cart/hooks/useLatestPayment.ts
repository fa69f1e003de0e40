import type { LatestPaymentInfo } from '@contract/accounts';
import { useCallback, useEffect, useState } from 'react';
import { getLatestPayment } from '../api/cart';

export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_ATTEMPTS = 15;

export type PaymentState =
  | { status: 'checking' }
  | { status: 'confirmed'; payment: NonNullable<LatestPaymentInfo> }
  /** Nothing recorded for this checkout yet (the webhook has not arrived). */
  | { status: 'pending' };

/**
 * Waits for the payment of checkout `sessionId` to be recorded (the webhook grants the credits,
 * usually within seconds of the return from the payment page). Without a session id, the latest
 * payment counts. `retry` starts another round of checks.
 */
export function useLatestPayment(sessionId: string | null): { state: PaymentState; retry: () => void } {
  const [state, setState] = useState<PaymentState>({ status: 'checking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let active = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      attempt += 1;
      try {
        const payment = await getLatestPayment();
        if (!active) return;
        if (payment && (!sessionId || payment.transactionId === sessionId)) {
          setState({ status: 'confirmed', payment });
          return;
        }
      } catch (error) {
        console.error('Checking the payment failed', error);
      }
      if (!active) return;
      if (attempt < CONFIRM_ATTEMPTS) timer = setTimeout(() => void check(), CONFIRM_POLL_MS);
      else setState({ status: 'pending' });
    };
    void check();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [sessionId, round]);

  const retry = useCallback(() => {
    setState({ status: 'checking' });
    setRound((r) => r + 1);
  }, []);
  return { state, retry };
}
