import type { Binding, PrintEdition } from '@contract/print';
import { useFormat, useT, type MessageId } from '../../../i18n';

/** What the summary calls the book. */
const nameOf = (edition: PrintEdition, binding: Binding): MessageId =>
  edition === 'coloring'
    ? 'print.summary.colouring'
    : binding === 'hardcover'
      ? 'print.summary.hardcover'
      : 'print.summary.paperback';

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
  const t = useT();
  const format = useFormat();
  const usd = (cents: number) => format.price(cents, 'usd');
  const books = bookCents * copies;
  const subtotal = books + (shippingCents ?? 0);
  const tax = shippingCents === null ? 0 : taxOf(subtotal, taxRateBps);
  return (
    <section aria-label={t('print.summary.title')} className="rounded-3xl bg-white p-6 shadow-soft">
      <h2 className="text-xl font-semibold">{t('print.summary.title')}</h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <dt>
          <span>{t(nameOf(edition, binding), { title })}</span>
          <span className="block text-sm text-ink-soft">
            {t('print.summary.perCopy', { price: usd(bookCents), copies })}
          </span>
        </dt>
        <dd className="text-right font-bold">{usd(books)}</dd>
        <dt>{t('print.summary.shipping')}</dt>
        <dd className="text-right font-bold">
          {shippingCents === null ? t('print.summary.chooseMethod') : usd(shippingCents)}
        </dd>
        {taxRateBps > 0 && (
          <>
            <dt>{t('print.summary.tax', { rate: format.number(taxRateBps / 100) })}</dt>
            <dd className="text-right font-bold">{shippingCents === null ? '-' : usd(tax)}</dd>
          </>
        )}
        <dt className="border-t border-ink-soft/20 pt-2 text-lg">{t('print.summary.total')}</dt>
        <dd className="border-t border-ink-soft/20 pt-2 text-right text-lg font-bold">
          {usd(subtotal + tax)}
        </dd>
      </dl>
      {taxRateBps === 0 && <p className="mt-2 text-ink-soft">{t('cart.taxes')}</p>}
    </section>
  );
}
