import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';

/** Spec part 1 §2: the cart without a product. */
export function NoProduct() {
  const t = useT();
  return (
    <section aria-labelledby="no-product" className="rounded-3xl bg-white p-8 text-center shadow-soft">
      <h2 id="no-product" className="text-2xl font-semibold">
        {t('cart.noProductTitle')}
      </h2>
      <p className="mt-2 text-lg text-ink-soft">
        {t('cart.noProduct')}{' '}
        <Link to="/?section=pricing" className="font-bold text-leaf underline underline-offset-4">
          {t('cart.browse')}
        </Link>
      </p>
    </section>
  );
}
