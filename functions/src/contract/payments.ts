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
