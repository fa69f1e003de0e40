import { randomBytes } from 'node:crypto';
import type { PrintAddress, ShippingOption } from '../ports/printProvider.js';

/**
 * Every printed book has at least this many pages: Lulu's minimum for a perfect-bound paperback
 * (the interior is padded to it at the end, never inside the story).
 */
export const PRINT_PAGE_COUNT = 32;

export const PRINT_ORDERS_COLLECTION = 'printOrders';
export const printOrderPath = (orderId: string) => `${PRINT_ORDERS_COLLECTION}/${orderId}`;
export const newOrderId = () => `po_${randomBytes(12).toString('hex')}`;

/** The provider's statuses an order moves through once paid (issue 11); before: UNPAID. */
export type PrintOrderStatus = 'UNPAID' | 'PAID';

/** printOrders/{orderId}: one printed copy of one finished book. */
export interface PrintOrder {
  uid: string;
  storyId: string;
  storyTitle: string;
  address: PrintAddress;
  shipping: ShippingOption;
  bookCents: number;
  totalCents: number;
  status: PrintOrderStatus;
  stripePaid: 0 | 1;
  checkoutSessionId: string | null;
  createdAt: string;
  paidAt: string | null;
  trackingUrl: string | null;
}
