import {
  giftCheckoutRequest,
  giftCheckoutResponse,
  giftsResponse,
  redeemGiftRequest,
  redeemGiftResponse,
} from '../gifts.js';
import { noInput, PURCHASE, SIGNED_IN, UNREVOKED, type Route } from './route.js';

/** Giving stories (issue 31): a gift of credits bought for someone, redeemed with its code. */

export const giftCheckout = {
  method: 'POST',
  path: '/user/giftCheckout',
  summary: "The gift's payment page",
  request: giftCheckoutRequest,
  answers: { 200: giftCheckoutResponse },
  who: PURCHASE,
} as const satisfies Route;

export const gifts = {
  method: 'POST',
  path: '/user/gifts',
  summary: 'The gifts the caller has given, newest first',
  request: noInput,
  answers: { 200: giftsResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const redeemGift = {
  method: 'POST',
  path: '/user/redeemGift',
  summary: 'Redeems a gift code: the credits it added and the balance after (no verified email needed)',
  request: redeemGiftRequest,
  answers: { 200: redeemGiftResponse },
  who: UNREVOKED,
} as const satisfies Route;
