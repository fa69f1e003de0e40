import type { Binding, PrintEdition } from '@contract/print';
import { formatUsd } from '@contract/pricing';

/** What the summary calls the book. */
const nameOf = (edition: PrintEdition, binding: Binding) =>
  edition === 'coloring'
    ? 'Printed Colouring Book'
    : binding === 'hardcover'
      ? 'Printed Storybook (hardcover)'
      : 'Printed Storybook';

/** The tax the page shows: the printer's rate on books and shipping, as the payment charges it. */
export const taxOf = (cents: number, taxRateBps: number) => Math.round((cents * taxRateBps) / 10_000);

/**
 * The print order's summary: the book per copy times the copies, the chosen shipping, the
 * printer's tax where it charges one, and the total the payment page will ask.
 */
export function OrderSummary({
  title,
  edition,
  binding,
  copies,
  bookCents,
  shippingCents,
  taxRateBps = 0,
}: {
  title: string;
  edition: PrintEdition;
  binding: Binding;
  copies: number;
  bookCents: number;
  shippingCents: number | null;
  taxRateBps?: number;
}) {
  const books = bookCents * copies;
  const subtotal = books + (shippingCents ?? 0);
  const tax = shippingCents === null ? 0 : taxOf(subtotal, taxRateBps);
  return (
    <section aria-label="Order summary" className="rounded-3xl bg-white p-6 shadow-soft">
      <h2 className="text-xl font-semibold">Order summary</h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <dt>
          <span>
            {nameOf(edition, binding)}: {title}
          </span>
          <span className="block text-sm text-ink-soft">
            {formatUsd(bookCents)} × {copies} {copies === 1 ? 'copy' : 'copies'}
          </span>
        </dt>
        <dd className="text-right font-bold">{formatUsd(books)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right font-bold">
          {shippingCents === null ? 'Choose a method' : formatUsd(shippingCents)}
        </dd>
        {taxRateBps > 0 && (
          <>
            <dt>Tax ({(taxRateBps / 100).toFixed(taxRateBps % 100 ? 2 : 0)}%)</dt>
            <dd className="text-right font-bold">{shippingCents === null ? '-' : formatUsd(tax)}</dd>
          </>
        )}
        <dt className="border-t border-ink-soft/20 pt-2 text-lg">Total</dt>
        <dd className="border-t border-ink-soft/20 pt-2 text-right text-lg font-bold">
          {formatUsd(subtotal + tax)}
        </dd>
      </dl>
      {taxRateBps === 0 && <p className="mt-2 text-ink-soft">Taxes will be calculated at checkout.</p>}
    </section>
  );
}
