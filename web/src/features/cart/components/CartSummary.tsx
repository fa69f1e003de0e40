import { formatUsd, subtotalOf, type Price } from '@contract/pricing';
import { Button } from '../../../components/ui/Button';
import { CART_TEXT } from '../messages';

/** Subtotal, the sale's savings while it runs, the taxes note and Checkout. */
export function CartSummary({
  price,
  quantity,
  busy,
  onCheckout,
}: {
  price: Price;
  quantity: number;
  busy: boolean;
  onCheckout: () => void;
}) {
  const { totalCents, savingsCents } = subtotalOf(price, quantity);
  return (
    <section aria-label="Order summary" className="flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-soft">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-lg">
        <dt>Subtotal</dt>
        <dd className="text-right font-bold">{formatUsd(totalCents)}</dd>
        {savingsCents > 0 && (
          <>
            <dt className="text-leaf">{price.saleLabel ?? 'Sale'} savings</dt>
            <dd className="text-right font-bold text-leaf">-{formatUsd(savingsCents)}</dd>
          </>
        )}
      </dl>
      <p className="text-ink-soft">{CART_TEXT.taxes}</p>
      <Button size="lg" busy={busy} onClick={onCheckout}>
        Checkout
      </Button>
    </section>
  );
}
