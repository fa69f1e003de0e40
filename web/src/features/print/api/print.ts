import type { ShippingAddress, ShippingOptionAnswer } from '@contract/print';
import { ApiError, userPost } from '../../../lib/api';

/** The address as the form sends it (before the contract fills its defaults). */
export type AddressInput = Omit<ShippingAddress, 'street2' | 'country_code'> & { street2?: string };

/** POST /user/print/shipping-options {storyId, storyTitle, shippingAddress}. */
export async function getShippingOptions(
  storyId: string,
  storyTitle: string,
  shippingAddress: AddressInput,
): Promise<ShippingOptionAnswer[]> {
  const answer = await userPost<{ shippingOptions?: ShippingOptionAnswer[] }>(
    '/user/print/shipping-options',
    {
      storyId,
      storyTitle,
      shippingAddress,
    },
  );
  if (!Array.isArray(answer?.shippingOptions)) throw new Error('Unexpected shipping options answer');
  return answer.shippingOptions;
}

export type PrintCheckout = { kind: 'redirect'; url: string } | { kind: 'regionUnavailable' };

/** POST /user/print/calculate-cost: the order's payment page, or the region refusal. */
export async function startPrintCheckout(
  storyId: string,
  storyTitle: string,
  shippingAddress: AddressInput,
  shippingOption: string,
): Promise<PrintCheckout> {
  try {
    const url = await userPost<unknown>('/user/print/calculate-cost', {
      storyId,
      storyTitle,
      shippingAddress,
      shippingOption,
    });
    if (typeof url !== 'string' || !url) throw new Error('Unexpected calculate-cost answer');
    return { kind: 'redirect', url };
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as { status?: unknown } | undefined) : undefined;
    if (error instanceof ApiError && error.status === 403 && body?.status === 403)
      return { kind: 'regionUnavailable' };
    throw error;
  }
}

/** POST /user/getLatestPrintBookPayment: the latest paid order. */
export function getLatestPrintPayment(): Promise<{ orderID: string; storyID: string; storyTitle: string }> {
  return userPost('/user/getLatestPrintBookPayment');
}

/** One paid print order as the list shows it (CONTRACT.md printOrders rows). */
export interface PrintOrderSummary {
  orderId: string;
  storyId: string;
  storyTitle: string;
  status: string;
  createdAt: string;
  totalCents: number;
  trackingUrl: string | null;
}

/** POST /user/printOrders: the paid orders, newest first. */
export async function getPrintOrders(): Promise<PrintOrderSummary[]> {
  const rows = await userPost<unknown>('/user/printOrders');
  if (!Array.isArray(rows)) throw new Error('Unexpected printOrders answer');
  return rows.map((row) => {
    const [orderId, storyId, storyTitle, status, createdAt, totalCents, trackingUrl] = row as unknown[];
    return {
      orderId: String(orderId),
      storyId: String(storyId),
      storyTitle: String(storyTitle ?? ''),
      status: String(status ?? ''),
      createdAt: String(createdAt ?? ''),
      totalCents: Number(totalCents ?? 0),
      trackingUrl: typeof trackingUrl === 'string' ? trackingUrl : null,
    };
  });
}
