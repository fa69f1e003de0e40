/**
 * The one pricing module (spec part 1 §3, §9): products, the sale rule and every amount, in
 * integer cents. The server charges from it and the web shows from it, so they never disagree.
 * Time is always passed in (the caller's clock), never read here.
 */

export const DIGITAL_STORYBOOK_ID = 1;
export const PRINTED_STORYBOOK_ID = 2;
/** The colouring-book edition of the printed book (black-and-white interior, issue 28). */
export const PRINTED_COLORING_BOOK_ID = 3;
/** The full-colour book in hardcover (casewrap, issue 30). */
export const PRINTED_HARDCOVER_ID = 4;

export interface Product {
  id: number;
  name: string;
  /** Full price in US cents, before any sale. */
  baseCents: number;
}

export const PRODUCTS: Readonly<Record<number, Product>> = {
  [DIGITAL_STORYBOOK_ID]: { id: DIGITAL_STORYBOOK_ID, name: 'Digital Storybook', baseCents: 500 },
  [PRINTED_STORYBOOK_ID]: { id: PRINTED_STORYBOOK_ID, name: 'Printed Storybook', baseCents: 2500 },
  /**
   * $5 less than the colour book: a black-and-white interior costs the printer about that much
   * less (the local print lab charges $7.80 against $2.96 for 32 pages), and the margin stays.
   */
  [PRINTED_COLORING_BOOK_ID]: {
    id: PRINTED_COLORING_BOOK_ID,
    name: 'Printed Colouring Book',
    baseCents: 2000,
  },
  /**
   * $15 more than the paperback: a casewrap costs the printer about $8 more per copy (boards,
   * a larger cover sheet; the local print lab charges $8.50 more) and weighs more to ship, and
   * families keep it for years. The colouring book has no hardcover (contract/print.ts).
   */
  [PRINTED_HARDCOVER_ID]: {
    id: PRINTED_HARDCOVER_ID,
    name: 'Printed Storybook (hardcover)',
    baseCents: 4000,
  },
};

/**
 * The product a printed book is sold as (print/service charges it, the print page shows it):
 * the edition in its binding. The colouring book is a paperback whatever is asked (the request
 * schema refuses a hardcover colouring book before it gets here).
 */
export const printProductOf = (edition: 'colour' | 'coloring', binding: 'paperback' | 'hardcover'): number =>
  edition === 'coloring'
    ? PRINTED_COLORING_BOOK_ID
    : binding === 'hardcover'
      ? PRINTED_HARDCOVER_ID
      : PRINTED_STORYBOOK_ID;

export const CURRENCY = 'usd';

/**
 * A sale the operator configures: from `start` (or always, when null) until `end`, inclusive.
 * Times are wall-clock `YYYY-MM-DDTHH:mm:ss` without a zone: a sale ends at that time where the
 * buyer is. Validated by `saleSchema` (pricingSchema.ts, kept apart so pages can price without zod).
 */
export interface Sale {
  label: string;
  start: string | null;
  end: string;
  digitalPercentOff: number;
  printPercentOff: number;
}

/** The launch sale of spec §9: 40% off digital, 20% off print until 2025-10-31 23:59:59 local time. */
export const LAUNCH_SALE: Sale = {
  label: 'Launch Special',
  start: null,
  end: '2025-10-31T23:59:59',
  digitalPercentOff: 40,
  printPercentOff: 20,
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `now` as a wall-clock string in `timeZone` (an IANA name), or in the runtime's local time when
 * none is given (the browser: the buyer's own time, as the spec asks).
 */
export function wallClockOf(now: Date, timeZone?: string): string {
  if (!timeZone) {
    return (
      `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` +
      `T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`
    );
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Whether `sale` runs at `now` (wall-clock strings of one format compare as text). */
export function isSaleActive(sale: Sale | null, now: Date, timeZone?: string): sale is Sale {
  if (!sale) return false;
  const at = wallClockOf(now, timeZone);
  return (sale.start === null || at >= sale.start) && at <= sale.end;
}

export interface Price {
  productId: number;
  name: string;
  /** What one unit costs now, in cents. */
  unitCents: number;
  /** The full price, in cents (equal to unitCents when no sale runs). */
  originalCents: number;
  isOnSale: boolean;
  percentOff: number;
  /** The sale's label while it runs, else null. */
  saleLabel: string | null;
}

/** The price of one product at `now`; undefined for an unknown product. */
export function priceOf(
  productId: number,
  now: Date,
  sale: Sale | null,
  timeZone?: string,
): Price | undefined {
  const product = PRODUCTS[productId];
  if (!product) return undefined;
  const active = isSaleActive(sale, now, timeZone);
  const percentOff = active
    ? productId === DIGITAL_STORYBOOK_ID
      ? sale.digitalPercentOff
      : sale.printPercentOff
    : 0;
  const unitCents = Math.round((product.baseCents * (100 - percentOff)) / 100);
  return {
    productId,
    name: product.name,
    unitCents,
    originalCents: product.baseCents,
    isOnSale: percentOff > 0,
    percentOff,
    saleLabel: percentOff > 0 && active ? sale.label : null,
  };
}

/** What `quantity` units cost, and what the sale saves on them, in cents. */
export function subtotalOf(price: Price, quantity: number): { totalCents: number; savingsCents: number } {
  return {
    totalCents: price.unitCents * quantity,
    savingsCents: (price.originalCents - price.unitCents) * quantity,
  };
}

/** Cents as US dollars for people: 300 -> '$3.00'. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * Classroom plans (issue 31): an organization buys book credits in packs of one class (30
 * children) at a classroom price per book, 30% under the Digital Storybook's $5.00. The pack
 * price is fixed: the consumer sale does not stack on it (it is already the deeper discount).
 */
export const CLASSROOM_PACK = {
  name: 'Classroom Pack',
  credits: 30,
  perBookCents: 350,
} as const;
/** What one Classroom Pack costs, in cents ($105.00). */
export const CLASSROOM_PACK_CENTS = CLASSROOM_PACK.credits * CLASSROOM_PACK.perBookCents;
/** At most this many packs in one checkout. */
export const MAX_CLASSROOM_PACKS = 10;
