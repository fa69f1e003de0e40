import { subtotalOf, type Price } from '@contract/pricing';
import { Button } from '../../../components/ui/Button';
import { useFormat, useT } from '../../../i18n';

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
  const t = useT();
  const format = useFormat();
  const { totalCents, savingsCents } = subtotalOf(price, quantity);
  return (
    <section
      aria-label={t('cart.summary')}
      className="flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-soft"
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-lg">
        <dt>{t('cart.subtotal')}</dt>
        <dd className="text-right font-bold">{format.price(totalCents, 'usd')}</dd>
        {savingsCents > 0 && (
          <>
            <dt className="text-leaf">
              {price.saleLabel ? t('cart.savings', { sale: price.saleLabel }) : t('cart.savingsPlain')}
            </dt>
            <dd className="text-right font-bold text-leaf">{format.price(-savingsCents, 'usd')}</dd>
          </>
        )}
      </dl>
      <p className="text-ink-soft">{t('cart.taxes')}</p>
      <Button size="lg" busy={busy} onClick={onCheckout}>
        {t('cart.checkout')}
      </Button>
    </section>
  );
}
