import type { PrintAddress, PrintProvider, ShippingOption } from '../../ports/printProvider.js';

/** Lulu's shipping levels with the lab's fixed prices: the same answer every time, for tests. */
const LEVELS: readonly ShippingOption[] = [
  { id: 'MAIL', name: 'Mail', deliveryTime: '8-14 business days', costCents: 499 },
  { id: 'GROUND', name: 'Ground', deliveryTime: '5-7 business days', costCents: 899 },
  { id: 'EXPEDITED', name: 'Expedited', deliveryTime: '3-4 business days', costCents: 1799 },
  { id: 'EXPRESS', name: 'Express', deliveryTime: '1-2 business days', costCents: 2999 },
];
/** Alaska and Hawaii cost more to reach, as with real carriers. */
const REMOTE = new Set(['AK', 'HI']);
const REMOTE_SURCHARGE_CENTS = 500;

/** The local stack's print lab: deterministic shipping options (no network, no account). */
export class LocalPrintLab implements PrintProvider {
  readonly description = 'local print lab (no books are printed)';

  async shippingOptions(address: PrintAddress, pageCount: number): Promise<ShippingOption[]> {
    if (!Number.isInteger(pageCount) || pageCount < 1) throw new Error(`Invalid page count ${pageCount}`);
    const surcharge = REMOTE.has(address.stateCode) ? REMOTE_SURCHARGE_CENTS : 0;
    return LEVELS.map((level) => ({ ...level, costCents: level.costCents + surcharge }));
  }
}
