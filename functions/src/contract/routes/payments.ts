import { latestPaymentInfo } from '../accounts.js';
import { orgCheckoutRequest } from '../classroom.js';
import {
  checkoutSessionRequest,
  checkoutSessionResponse,
  itemInfoRequest,
  itemInfoResponse,
  purchasesResponse,
} from '../payments.js';
import { noInput, PURCHASE, SIGNED_IN, VERIFIED, type Route } from './route.js';

/** Buying credits (spec part 1 §7) and Classroom Packs (issue 31). */

export const itemInfo = {
  method: 'POST',
  path: '/user/itemInfo',
  summary: 'A product as the cart shows it (404 for an unknown id)',
  request: itemInfoRequest,
  answers: { 200: itemInfoResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const checkoutSession = {
  method: 'POST',
  path: '/user/checkoutSession',
  summary: "Credits' payment page address, as a JSON string",
  request: checkoutSessionRequest,
  answers: { 200: checkoutSessionResponse },
  who: PURCHASE,
} as const satisfies Route;

export const orgCheckoutSession = {
  method: 'POST',
  path: '/user/orgCheckoutSession',
  summary: "Classroom Packs' payment page address for the caller's organization (its admin only)",
  request: orgCheckoutRequest,
  answers: { 200: checkoutSessionResponse },
  who: PURCHASE,
} as const satisfies Route;

export const purchases = {
  method: 'POST',
  path: '/user/purchases',
  summary: 'Every credit purchase and paid print order, newest first',
  request: noInput,
  answers: { 200: purchasesResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const getLatestPaymentInfo = {
  method: 'POST',
  path: '/user/getLatestPaymentInfo',
  summary: 'The latest recorded credit payment, or null before the first',
  request: noInput,
  answers: { 200: latestPaymentInfo },
  who: VERIFIED,
} as const satisfies Route;
