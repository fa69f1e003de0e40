import { z } from 'zod';

/** Buying story credits (spec part 1 §3, §4, §7, §8). Amounts are integer US cents. */
export const MAX_CART_QUANTITY = 10;

const productId = z.coerce
  .number({ error: 'productId must be a product id' })
  .int('productId must be a product id');

/** POST /user/itemInfo {productId} -> the product as the cart shows it; unknown id -> 404. */
export const itemInfoRequest = z.object({ productId });
export const itemInfoResponse = z.object({
  name: z.string(),
  imageSrc: z.string(),
  imageAlt: z.string(),
  id: z.number().int(),
});
export type ItemInfoResponse = z.infer<typeof itemInfoResponse>;

/**
 * POST /user/checkoutSession {productId, quantity} -> the payment page's address as a JSON
 * string, or 403 `{ status: 403 }` where purchase is unavailable (CONTRACT.md).
 */
export const checkoutSessionRequest = z.object({
  productId,
  quantity: z.coerce
    .number({ error: `quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}` })
    .int(`quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`)
    .min(1, `quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`)
    .max(MAX_CART_QUANTITY, `quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`),
});
export const checkoutSessionResponse = z.string().url();
export const regionUnavailableBody = z.object({ status: z.literal(403) });

/** The payment record the webhook writes (`price` is the total paid, in cents). */
export const PAYMENT_ITEM_NAMES: Readonly<Record<number, string>> = { 1: 'Digital Storybook' };

/**
 * POST /user/purchases {} -> every purchase of the caller, newest first: each credit purchase
 * and each paid print order, with its receipt's facts (checkouts that ended unpaid are not
 * purchases and are left out).
 */
export const purchasesResponse = z.object({
  credits: z.array(
    z.object({
      /** The receipt number (the Checkout Session id). */
      receiptId: z.string(),
      itemName: z.string(),
      quantity: z.number(),
      creditsGranted: z.number(),
      amountCents: z.number(),
      currency: z.string(),
      /** granted, refunded, partially-refunded, disputed, or one the operator looks at. */
      status: z.string(),
      paidAt: z.string(),
    }),
  ),
  printOrders: z.array(
    z.object({
      orderId: z.string(),
      /** The book's title; '' once its owner deleted the book (the order stays, bookDeleted). */
      title: z.string(),
      bookDeleted: z.boolean(),
      amountCents: z.number(),
      currency: z.string(),
      /** The order's status: PAID, IN_PRODUCTION, SHIPPED, ... */
      status: z.string(),
      paidAt: z.string(),
      trackingUrl: z.string().nullable(),
      refunded: z.boolean(),
    }),
  ),
});
export type PurchasesResponse = z.infer<typeof purchasesResponse>;
