import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCheckout } from '../../../api/checkout';
import { RegionUnavailableDialog } from '../../../components/RegionUnavailableDialog';
import { PageHeader } from '../../../components/ui/PageHeader';
import { LoadingLine } from '../../../components/ui/Spinner';
import { track } from '../../../lib/analytics';
import { useAuth } from '../../../lib/auth';
import { usePageMeta } from '../../../lib/meta';
import { usePrices } from '../../../api/pricing';
import { useWelcomeName } from '../../../api/userName';
import { startCheckout } from '../api/cart';
import { CartLine } from '../components/CartLine';
import { CartSummary } from '../components/CartSummary';
import { NoProduct } from '../components/NoProduct';
import { useItemInfo } from '../hooks/useItemInfo';
import { useT } from '../../../i18n';

/** The product the page was opened for (navigation state `{ productId }`, spec part 1 §2). */
function productIdOf(state: unknown): number | null {
  const id = (state as { productId?: unknown } | null)?.productId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** /cart: one product, quantity 1-10, and Checkout to the payment page (spec part 1 §2, §4). */
export default function CartPage() {
  const t = useT();
  usePageMeta(t('cart.title'));
  const location = useLocation();
  const { user } = useAuth();
  const name = useWelcomeName(user);
  const [removed, setRemoved] = useState(false);
  const productId = removed ? null : productIdOf(location.state);
  const item = useItemInfo(productId);
  const { price, activeSale } = usePrices();
  const [quantity, setQuantity] = useState(1);
  const [failed, setFailed] = useState(false);
  const { checkout, busy, regionOpen, closeRegion } = useCheckout({
    what: 'checkout',
    onFailure: () => setFailed(true),
  });
  const unit = productId === null ? undefined : price(productId);

  function checkoutCart() {
    if (productId === null || !unit || item.status !== 'ready') return;
    setFailed(false);
    track('begin_checkout', {
      currency: 'USD',
      value: (unit.unitCents * quantity) / 100,
      item_id: item.item.id,
      item_name: item.item.name,
      quantity,
    });
    void checkout(() => startCheckout(productId, quantity));
  }

  return (
    <div className="pb-16">
      <PageHeader title={t('cart.title')} lead={name ? t('cart.welcome', { name }) : undefined} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-5">
        {activeSale && productId !== null && (
          <p className="rounded-2xl bg-sunrise px-5 py-3 text-center font-bold text-ink" role="note">
            {t('cart.saleBanner', { label: activeSale.label, percent: activeSale.digitalPercentOff })}
          </p>
        )}
        {productId === null ? (
          <NoProduct />
        ) : item.status === 'loading' || !unit ? (
          <LoadingLine label={t('cart.loading')} className="py-10" />
        ) : item.status === 'failed' ? (
          <p role="alert" className="rounded-2xl bg-white p-6 text-center shadow-soft">
            {t('cart.loadFailed')}
          </p>
        ) : (
          <>
            <ul aria-label={t('cart.items')} className="flex flex-col gap-4">
              <CartLine
                item={item.item}
                price={unit}
                quantity={quantity}
                onQuantity={setQuantity}
                onRemove={() => setRemoved(true)}
                disabled={busy}
              />
            </ul>
            <CartSummary price={unit} quantity={quantity} busy={busy} onCheckout={checkoutCart} />
            {failed && (
              <p role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold text-ink">
                {t('cart.checkoutFailed')}
              </p>
            )}
          </>
        )}
      </div>
      <RegionUnavailableDialog open={regionOpen} onClose={closeRegion} />
    </div>
  );
}
