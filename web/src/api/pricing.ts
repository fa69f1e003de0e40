import { useEffect, useState } from 'react';
import { isSaleActive, LAUNCH_SALE, priceOf, type Price, type Sale } from '@contract/pricing';
import { publicGet } from '../lib/api';

/**
 * The sale the operator configured (GET /public/getPricing), shared by the pricing section and
 * the cart. Until the answer arrives (and if it never does) the built-in launch sale is assumed:
 * it ended on 2025-10-31, so the full prices show, which is never a promise we cannot keep.
 */
let cached: Promise<Sale | null> | undefined;

export function loadSale(): Promise<Sale | null> {
  // The route and its schema (zod) load after the page, so pricing adds nothing to the first
  // paint's script.
  cached ??= import('@contract/routes/public')
    .then(({ getPricing }) => publicGet(getPricing))
    .then(
      (body) => body.sale,
      (error: unknown) => {
        console.error('Loading the prices failed', error);
        cached = undefined;
        return LAUNCH_SALE;
      },
    );
  return cached;
}

/** Prices in the buyer's local time (spec §4: the sale ends 23:59:59 local time). */
export function usePrices(now: () => Date = () => new Date()): {
  sale: Sale | null;
  /** The sale while it runs in the buyer's local time, else null (no banner, no strike-through). */
  activeSale: Sale | null;
  price: (productId: number) => Price | undefined;
} {
  const [sale, setSale] = useState<Sale | null>(LAUNCH_SALE);
  useEffect(() => {
    let active = true;
    void loadSale().then((s) => {
      if (active) setSale(s);
    });
    return () => {
      active = false;
    };
  }, []);
  return {
    sale,
    activeSale: isSaleActive(sale, now()) ? sale : null,
    price: (productId) => priceOf(productId, now(), sale),
  };
}

/** For tests: forget the loaded sale. */
export function resetPricesForTests(): void {
  cached = undefined;
}
