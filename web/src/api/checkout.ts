import { useState } from 'react';
import { isRegionRefusal } from '../lib/api';

/** Where a checkout leads: the payment page, or nowhere when the buyer's region cannot buy yet. */
export type CheckoutStart = { kind: 'redirect'; url: string } | { kind: 'regionUnavailable' };

/**
 * A call that opens a payment (POST /user/checkoutSession for credits, /user/print/calculate-cost
 * for a print book, /user/orgCheckoutSession for Classroom Packs) and answers its page's
 * address: that address, or the region refusal (403 `{status: 403}`, CONTRACT.md). Other
 * failures throw.
 */
export async function openPayment(start: () => Promise<string>): Promise<CheckoutStart> {
  try {
    return { kind: 'redirect', url: await start() };
  } catch (error) {
    if (isRegionRefusal(error)) return { kind: 'regionUnavailable' };
    throw error;
  }
}

/**
 * The checkout button of the cart and of the print order: busy while the payment is opened and
 * after (the browser is leaving for the payment page), the region dialog when the region cannot
 * buy, and `onFailure` for anything else (logged as `what`).
 */
export function useCheckout({ what, onFailure }: { what: string; onFailure: (error: unknown) => void }) {
  const [busy, setBusy] = useState(false);
  const [regionOpen, setRegionOpen] = useState(false);

  async function checkout(start: () => Promise<CheckoutStart>) {
    setBusy(true);
    try {
      const started = await start();
      if (started.kind === 'regionUnavailable') {
        setRegionOpen(true);
        setBusy(false);
        return;
      }
      // Stays busy: the browser is leaving for the payment page.
      window.location.assign(started.url);
    } catch (error) {
      console.error(`Starting the ${what} failed`, error);
      onFailure(error);
      setBusy(false);
    }
  }

  return { checkout, busy, regionOpen, closeRegion: () => setRegionOpen(false) };
}
