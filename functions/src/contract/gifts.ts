import { z } from 'zod';
import { MAX_CART_QUANTITY } from './payments.js';

/** Giving stories (issue 31): a gift of credits bought for someone else, redeemed with a code. */
export const MAX_GIFT_MESSAGE = 300;
export const MAX_RECIPIENT_NAME = 60;
/** How far ahead a gift's email may be scheduled, in days. */
export const MAX_GIFT_SEND_AHEAD_DAYS = 366;

const quantityMessage = `quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`;

/** An optional text field: blank counts as absent. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/**
 * POST /user/giftCheckout {quantity, recipientName, recipientEmail?, message?, sendOn?} ->
 * `{ url }` (the payment page). sendOn is a calendar day (YYYY-MM-DD) from today to a year ahead;
 * without it the recipient's email goes out as soon as the gift is paid.
 */
export const giftCheckoutRequest = z.object({
  quantity: z.coerce
    .number({ error: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(MAX_CART_QUANTITY, quantityMessage),
  recipientName: z
    .string({ error: "recipientName must be the recipient's name" })
    .trim()
    .min(1, "recipientName must be the recipient's name")
    .max(MAX_RECIPIENT_NAME, `recipientName must be at most ${MAX_RECIPIENT_NAME} characters`),
  recipientEmail: optionalText(
    z
      .string()
      .trim()
      .max(320)
      .pipe(z.email({ error: 'recipientEmail must be an email address' })),
  ),
  message: optionalText(
    z
      .string({ error: 'message must be text' })
      .trim()
      .max(MAX_GIFT_MESSAGE, `message must be at most ${MAX_GIFT_MESSAGE} characters`),
  ),
  sendOn: optionalText(
    z
      .string({ error: 'sendOn must be a date (YYYY-MM-DD)' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'sendOn must be a date (YYYY-MM-DD)'),
  ),
});
export type GiftCheckoutRequest = z.infer<typeof giftCheckoutRequest>;
export const giftCheckoutResponse = z.object({ url: z.string().url(), giftId: z.string() });
export type GiftCheckoutResponse = z.infer<typeof giftCheckoutResponse>;

/**
 * A gift's state as its buyer sees it: waiting for the payment, paid with its code ready to
 * give, emailed to the recipient, redeemed, or voided (refunded or disputed before redemption).
 */
export const GIFT_STATES = ['pending', 'ready', 'sent', 'redeemed', 'voided'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

export const giftSummary = z.object({
  giftId: z.string(),
  state: z.enum(GIFT_STATES),
  quantity: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  message: z.string().nullable(),
  /** The day the recipient's email goes out (null: as soon as it is paid). */
  sendOn: z.string().nullable(),
  /** The code, once paid (null while pending or once voided). */
  code: z.string().nullable(),
  createdAt: z.string(),
  redeemedAt: z.string().nullable(),
});
export type GiftSummary = z.infer<typeof giftSummary>;

/** POST /user/gifts {} -> the caller's gifts, newest first (checkouts never paid left out). */
export const giftsResponse = z.object({ gifts: z.array(giftSummary) });
export type GiftsResponse = z.infer<typeof giftsResponse>;

/** POST /user/redeemGift {code} -> the credits it added and the balance after. */
export const redeemGiftRequest = z.object({
  code: z
    .string({ error: 'code must be a gift code' })
    .trim()
    .min(1, 'code must be a gift code')
    .max(64, 'code must be a gift code'),
});
export const redeemGiftResponse = z.object({ credits: z.number().int(), balance: z.number().int() });
export type RedeemGiftResponse = z.infer<typeof redeemGiftResponse>;

/** The answer to a code that is wrong, used up or voided (404): never says which. */
export const GIFT_CODE_NOT_FOUND =
  'That gift code does not work. Check it letter by letter, or ask the giver: each code works once.';
