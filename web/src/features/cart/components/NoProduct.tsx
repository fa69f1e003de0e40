import { Link } from 'react-router-dom';
import { CART_TEXT } from '../messages';

/** Spec part 1 §2: the cart without a product. */
export function NoProduct() {
  return (
    <section aria-labelledby="no-product" className="rounded-3xl bg-white p-8 text-center shadow-soft">
      <h2 id="no-product" className="text-2xl font-semibold">
        {CART_TEXT.noProductTitle}
      </h2>
      <p className="mt-2 text-lg text-ink-soft">
        {CART_TEXT.noProduct}{' '}
        <Link to="/?section=pricing" className="font-bold text-leaf underline underline-offset-4">
          {CART_TEXT.browse}
        </Link>
      </p>
    </section>
  );
}
