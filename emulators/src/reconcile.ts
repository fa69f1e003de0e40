/**
 * `npm run reconcile`: grants the paid Checkout Sessions of the last 3 days whose webhook never
 * arrived (what the deployed daily reconcileStripePayments function does), on the local stack's
 * data and local checkout. STORYSPROUT_* variables in the environment override the stack's.
 */
import { systemClock } from '../../functions/src/adapters/systemClock/clock.js';
import { loadConfig } from '../../functions/src/config.js';
import { createPayments, createStore } from '../../functions/src/deps.js';
import { reconcilePayments } from '../../functions/src/payments/reconcile.js';
import { planStack } from './stack.js';

const config = loadConfig({ ...planStack({ hosting: false }).env, ...process.env });
const store = await createStore(config);
try {
  const payments = await createPayments(config, { store, clock: systemClock });
  const counts = await reconcilePayments({ store, clock: systemClock, payments });
  console.log(
    `Reconciled ${counts.checked} paid session(s) of the last 3 days (${payments.description}): ` +
      `${counts.granted} granted now, ${counts.duplicate} already granted, ${counts.unmatched} left for follow-up.`,
  );
} finally {
  await store.close();
}
