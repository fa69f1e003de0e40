/**
 * `npm run gift-emails`: queues the gift emails whose chosen day has come (what the deployed
 * daily sendGiftEmails function does), on the running local stack: its store, and its task
 * queue, whose sendEmail task sends each to the mail catcher once. The schedules do not run on
 * the emulators, so this is how a dated gift is sent locally.
 */
import { jsonLinesLogger } from '../../functions/src/adapters/jsonLinesLogger/logger.js';
import { systemClock } from '../../functions/src/adapters/systemClock/clock.js';
import { loadConfig } from '../../functions/src/config.js';
import { createCloudTasks } from '../../functions/src/deps.js';
import { sendDueGiftEmails } from '../../functions/src/gifts/index.js';
import { planStack, useStackEnv } from './stack.js';
import { openStackStore } from './stackStore.js';

const plan = planStack({ hosting: false });
const config = loadConfig(useStackEnv(plan));
const { store, close } = await openStackStore(plan);
try {
  const counts = await sendDueGiftEmails({
    store,
    clock: systemClock,
    tasks: await createCloudTasks(config),
    logger: jsonLinesLogger(),
  });
  console.log(
    `Gift emails: ${counts.queued} queued now, ${counts.scheduled} still waiting for their day, ${counts.failed} failed.`,
  );
} finally {
  await close();
}
