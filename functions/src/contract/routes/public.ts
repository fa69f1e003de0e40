import { getPricingResponse } from '../pricingSchema.js';
import {
  confirmNewsletterRequest,
  confirmNewsletterResponse,
  getCountryResponse,
  subscribeNewsletterRequest,
  subscribeNewsletterResponse,
  unsubscribeNewsletterRequest,
  unsubscribeNewsletterResponse,
} from '../public.js';
import { noInput, PUBLIC, type Route } from './route.js';

/** The calls without sign-in (spec part 1 §7): the region, the prices, the newsletter. */

export const getCountry = {
  method: 'GET',
  path: '/public/getCountry',
  summary: "Whether purchases are offered in the caller's region: status 200, or 403 where not",
  request: noInput,
  answers: { 200: getCountryResponse },
  who: PUBLIC,
} as const satisfies Route;

export const getPricing = {
  method: 'GET',
  path: '/public/getPricing',
  summary: 'The sale in force, or null',
  request: noInput,
  answers: { 200: getPricingResponse },
  who: PUBLIC,
} as const satisfies Route;

export const subscribeNewsletter = {
  method: 'POST',
  path: '/public/subscribeNewsletter',
  summary: 'Sends the confirmation email of the newsletter (double opt-in)',
  request: subscribeNewsletterRequest,
  answers: { 200: subscribeNewsletterResponse },
  who: PUBLIC,
} as const satisfies Route;

export const confirmNewsletter = {
  method: 'POST',
  path: '/public/confirmNewsletter',
  summary: "The confirmation email's link: the address joins the newsletter",
  request: confirmNewsletterRequest,
  answers: { 200: confirmNewsletterResponse },
  who: PUBLIC,
} as const satisfies Route;

export const unsubscribeNewsletter = {
  method: 'POST',
  path: '/public/unsubscribeNewsletter',
  summary: 'The unsubscribe link: the token in the query (RFC 8058 one-click) or the JSON body',
  request: unsubscribeNewsletterRequest,
  queryOverBody: true,
  answers: { 200: unsubscribeNewsletterResponse },
  who: PUBLIC,
} as const satisfies Route;
