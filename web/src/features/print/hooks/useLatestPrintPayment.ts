import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { getLatestPrintPayment } from '../api/print';

export const PRINT_CONFIRM_POLL_MS = 2_000;
export const PRINT_CONFIRM_ATTEMPTS = 15;

export type PrintPaymentState =
  | { status: 'loading' }
  | { status: 'ready'; orderId: string; storyId: string; storyTitle: string }
  /** No paid order recorded yet after the checks (the webhook has not arrived), or a failure. */
  | { status: 'missing' };

/** The latest paid print order, checked again while the payment's confirmation is on its way. */
export function useLatestPrintPayment(): PrintPaymentState {
  const [state, setState] = useState<PrintPaymentState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      attempt += 1;
      try {
        const latest = await getLatestPrintPayment();
        if (active)
          setState({
            status: 'ready',
            orderId: latest.orderID,
            storyId: latest.storyID,
            storyTitle: latest.storyTitle,
          });
        return;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404))
          console.error('Loading the print order failed', error);
      }
      if (!active) return;
      if (attempt < PRINT_CONFIRM_ATTEMPTS) timer = setTimeout(() => void check(), PRINT_CONFIRM_POLL_MS);
      else setState({ status: 'missing' });
    };
    void check();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return state;
}
