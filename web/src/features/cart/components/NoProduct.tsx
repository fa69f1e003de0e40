import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { HeadedSection } from '../../../components/ui/HeadedSection';

/** Spec part 1 §2: the cart without a product. */
export function NoProduct() {
  const t = useT();
  return (
    <HeadedSection
      id="no-product"
      title={t('cart.noProductTitle')}
      className="rounded-3xl bg-white p-8 text-center shadow-soft"
    >
      <p className="mt-2 text-lg text-ink-soft">
        {t('cart.noProduct')}{' '}
        <Link to="/?section=pricing" className="font-bold text-leaf underline underline-offset-4">
          {t('cart.browse')}
        </Link>
      </p>
    </HeadedSection>
  );
}
