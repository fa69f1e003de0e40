/**
 * `npm run reconcile`: grants the paid Checkout Sessions of the last 3 days whose webhook never
 * arrived (what the deployed daily reconcileStripePayments function does), on the local stack's
 * data, asking its Stripe stand-in through the Stripe adapter, and queues each one's receipt on
 * the running stack's Cloud Tasks emulator (its mail catcher shows it). STORYSPROUT_* and
 * STRIPE_* variables in the environment override the stack's.
 */
import { jsonLinesLogger } from '../../functions/src/adapters/jsonLinesLogger/logger.js';
import { systemClock } from '../../functions/src/adapters/systemClock/clock.js';
import { loadConfig } from '../../functions/src/config.js';
import { createCloudTasks, createPayments } from '../../functions/src/deps.js';
import { reconcilePayments } from '../../functions/src/payments/reconcile.js';
import type { TaskQueue } from '../../functions/src/ports/taskQueue.js';
import { LOCAL_STRIPE, PORTS, planStack, useStackEnv } from './stack.js';
import { openStackStore } from './stackStore.js';
import { startStripeStandIn } from './stripeStandIn/server.js';

const plan = planStack({ hosting: false });
const config = loadConfig(useStackEnv(plan));
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

/**
 * The receipts go through the running stack's Cloud Tasks emulator to its sendEmail function.
 * With the stack stopped there is no queue and no mail catcher: the credits are granted, and
 * the next run with the stack up queues the receipts (a granted session is asked again).
 */
async function receiptQueue(): Promise<TaskQueue> {
  if (!running)
    return {
      description: 'none (the local stack is not running)',
      enqueue: () =>
        Promise.reject(new Error('The local stack is not running: no task queue to send the receipt')),
    };
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= `127.0.0.1:${PORTS.tasks}`;
  return createCloudTasks(loadConfig(process.env));
}

const { store, close } = await openStackStore(plan);
try {
  const payments = await createPayments(config);
  const counts = await reconcilePayments({
    store,
    clock: systemClock,
    payments,
    tasks: await receiptQueue(),
    logger: jsonLinesLogger(),
    settings: config.settings,
  });
  console.log(
    `Reconciled ${counts.checked} paid session(s) of the last 3 days (${payments.description}): ` +
      `${counts.granted} granted now, ${counts.duplicate} already granted, ${counts.unmatched} left for follow-up, ` +
      `${counts.giftsIssued} gift code(s) issued; ${counts.receiptsQueued} receipt(s) queued (each is sent once).` +
      (running ? '' : ' The stack is not running: run this again with `npm start` up to send the receipts.'),
  );
} finally {
  await close();
  await standIn?.close();
}
