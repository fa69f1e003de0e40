import type { PrintEdition } from '@contract/print';
import { formatUsd } from '@contract/pricing';

/** The print order's summary: the book, the chosen shipping and the total before taxes. */
export function OrderSummary({
  title,
  edition = 'colour',
  bookCents,
  shippingCents,
}: {
  title: string;
  edition?: PrintEdition;
  bookCents: number;
  shippingCents: number | null;
}) {
  return (
    <section aria-label="Order summary" className="rounded-3xl bg-white p-6 shadow-soft">
      <h2 className="text-xl font-semibold">Order summary</h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <dt>
          {edition === 'coloring' ? 'Printed Colouring Book' : 'Printed Storybook'}: {title}
        </dt>
        <dd className="text-right font-bold">{formatUsd(bookCents)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right font-bold">
          {shippingCents === null ? 'Choose a method' : formatUsd(shippingCents)}
        </dd>
        <dt className="border-t border-ink-soft/20 pt-2 text-lg">Total</dt>
        <dd className="border-t border-ink-soft/20 pt-2 text-right text-lg font-bold">
          {formatUsd(bookCents + (shippingCents ?? 0))}
        </dd>
      </dl>
      <p className="mt-2 text-ink-soft">Taxes will be calculated at checkout.</p>
    </section>
  );
}
