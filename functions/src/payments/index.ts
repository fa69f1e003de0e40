/**
 * payments' public surface: the Stripe webhook and the reconciler of missed events (index.ts and
 * the tests call them), and its data.
 */
export { stripeWebhookHandler } from './webhook.js';
export { reconcilePayments } from './reconcile.js';
export { PAYMENTS_DATA } from './forget.js';
