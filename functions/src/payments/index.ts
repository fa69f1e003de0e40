/** payments' public surface: the Stripe webhook (index.ts and the tests call it) and its data. */
export { stripeWebhookHandler } from './webhook.js';
export { PAYMENTS_DATA } from './forget.js';
