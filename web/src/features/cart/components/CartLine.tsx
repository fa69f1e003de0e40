import type { ItemInfoResponse } from '@contract/payments';
import type { Price } from '@contract/pricing';
import { MAX_CART_QUANTITY } from '@contract/payments';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { useFormat, useT } from '../../../i18n';

const QUANTITIES = Array.from({ length: MAX_CART_QUANTITY }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

/** The one product of the cart: picture, name, quantity 1-10, unit price and Remove. */
export function CartLine({
  item,
  price,
  quantity,
  onQuantity,
  onRemove,
  disabled,
}: {
  item: ItemInfoResponse;
  price: Price;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const unit = format.price(price.unitCents, 'usd');
  return (
    <li className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-soft sm:flex-row sm:items-center">
      <img
        src={item.imageSrc}
        alt={item.imageAlt}
        width={128}
        height={128}
        className="size-32 shrink-0 self-center rounded-2xl bg-paper object-contain"
      />
      <div className="flex flex-1 flex-col gap-1">
        <h2 className="text-2xl font-semibold">{item.name}</h2>
        <p className="text-ink-soft">{t('cart.line.description')}</p>
        <p className="mt-1 text-lg" aria-label={t('cart.line.unitPrice', { price: unit })}>
          <span className="font-bold">{unit}</span>
          {price.isOnSale && (
            <s
              className="ml-2 text-ink-soft"
              aria-label={t('cart.line.was', { price: format.price(price.originalCents, 'usd') })}
            >
              {format.price(price.originalCents, 'usd')}
            </s>
          )}
          <span className="text-ink-soft"> {t('cart.line.each')}</span>
        </p>
      </div>
      <div className="flex items-end gap-3 sm:flex-col sm:items-stretch">
        <SelectField
          label={t('cart.line.quantity')}
          options={QUANTITIES}
          value={String(quantity)}
          disabled={disabled}
          onChange={(event) => onQuantity(Number(event.target.value))}
          wrapperClassName="w-28"
        />
        <Button variant="secondary" size="sm" onClick={onRemove} disabled={disabled}>
          {t('cart.line.remove')}
        </Button>
      </div>
    </li>
  );
}
