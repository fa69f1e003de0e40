import type { ItemInfoResponse } from '@contract/payments';
import { useEffect, useState } from 'react';
import { getItemInfo } from '../api/cart';

export type ItemState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; item: ItemInfoResponse };

/** The cart's product (POST /user/itemInfo); nothing is fetched without a product id. */
export function useItemInfo(productId: number | null): ItemState {
  const [result, setResult] = useState<{ id: number; state: ItemState } | null>(null);
  useEffect(() => {
    if (productId === null) return;
    let active = true;
    getItemInfo(productId).then(
      (item) => active && setResult({ id: productId, state: { status: 'ready', item } }),
      (error: unknown) => {
        console.error('Loading the product failed', error);
        if (active) setResult({ id: productId, state: { status: 'failed' } });
      },
    );
    return () => {
      active = false;
    };
  }, [productId]);
  return result && result.id === productId ? result.state : { status: 'loading' };
}
