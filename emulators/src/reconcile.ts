/**
 * `npm run reconcile`: grants the paid Checkout Sessions of the last 3 days whose webhook never
 * arrived (what the deployed daily reconcileStripePayments function does), on the local stack's
 * data, asking its Stripe stand-in through the Stripe adapter. STORYSPROUT_* and STRIPE_*
 * variables in the environment override the stack's.
 */
import { jsonLinesLogger } from '../../functions/src/adapters/jsonLinesLogger/logger.js';
import { systemClock } from '../../functions/src/adapters/systemClock/clock.js';
import { loadConfig } from '../../functions/src/config.js';
import { CloudTasksQueue } from '../../functions/src/adapters/cloudTasks/taskQueue.js';
import { createPayments, createStore } from '../../functions/src/deps.js';
import { reconcilePayments } from '../../functions/src/payments/reconcile.js';
import { LOCAL_STRIPE, PORTS, planStack } from './stack.js';
import { startStripeStandIn } from './stripeStandIn/server.js';

const config = loadConfig({ ...planStack({ hosting: false }).env, ...process.env });
const running = await fetch(LOCAL_STRIPE.apiBase).then(
  (res) => res.arrayBuffer().then(() => true),
  () => false,
);
// With the stack stopped, its stand-in is not running: serve its sessions for this run (sending no events).
const standIn =
  config.STRIPE_API_BASE === LOCAL_STRIPE.apiBase && !running
    ? await startStripeStandIn({
        port: PORTS.stripe,
        secretKey: LOCAL_STRIPE.secretKey,
        webhookSecret: LOCAL_STRIPE.webhookSecret,
        stateFile: LOCAL_STRIPE.stateFile,
      })
    : null;
const store = await createStore(config);
try {
  const payments = await createPayments(config);
  const counts = await reconcilePayments({
    store,
    clock: systemClock,
    payments,
    // A gift found here queues its emails on the stack's task queue (sent once the stack runs).
    tasks: new CloudTasksQueue(config.STORYSPROUT_REGION, config.emulators.tasks),
    logger: jsonLinesLogger(),
    config,
  });
  console.log(
    `Reconciled ${counts.checked} paid session(s) of the last 3 days (${payments.description}): ` +
      `${counts.granted} granted now, ${counts.duplicate} already granted, ${counts.unmatched} left for follow-up, ${counts.giftsIssued} gift code(s) issued.`,
  );
} finally {
  await store.close();
  await standIn?.close();
}
