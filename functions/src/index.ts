/**
 * The only file that imports firebase-functions: it turns the express app and the task
 * handlers into deployable functions. Configuration is validated once per instance.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { Express } from 'express';
import { createApp } from './app.js';
import { drawQueueLimits, loadConfig } from './config.js';
import { createDeps } from './deps.js';
import type { Deps } from './ports/index.js';
import type { TaskPayload } from './ports/taskQueue.js';
import { reconcilePayments } from './payments/reconcile.js';
import { stripeWebhookHandler } from './payments/webhook.js';
import { queueDefinitions, TASK_QUEUE_RULES } from './tasks/queues.js';
import { LULU_SIGNATURE_HEADER } from './adapters/lulu/luluApi.js';
import { retentionService } from './deletion/retention.js';
import { sweepService } from './books/sweep.js';
import { printJobsService } from './print/jobs.js';
import { printWebhookHandler } from './print/webhook.js';

/**
 * Stripe's keys come from Secret Manager in production (`firebase functions:secrets:set`). A
 * demo- project (the emulators: nothing real exists) has no Secret Manager; the local stack pays
 * through the local Stripe stand-in with local test keys and binds none.
 */
function projectId(): string {
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  try {
    return String(
      (JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { projectId?: unknown }).projectId ?? '',
    );
  } catch {
    return '';
  }
}
const secrets = projectId().startsWith('demo-')
  ? []
  : [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      ...(process.env.STORYSPROUT_PRINT === 'lulu' ? ['LULU_CLIENT_SECRET'] : []),
    ];

let depsPromise: Promise<Deps> | undefined;
let appPromise: Promise<Express> | undefined;
let queuesPromise: Promise<ReturnType<typeof queueDefinitions>> | undefined;

function deps(): Promise<Deps> {
  depsPromise ??= createDeps(loadConfig());
  return depsPromise;
}

function app(): Promise<Express> {
  appPromise ??= deps().then(createApp);
  return appPromise;
}

/** One Cloud Tasks queue function, with the same retry rules the in-process runner applies. */
function taskFunction(
  name: string,
  options: {
    memory: '512MiB' | '1GiB';
    rateLimits: { maxConcurrentDispatches: number; maxDispatchesPerSecond?: number };
  },
) {
  const rules = TASK_QUEUE_RULES[name];
  if (!rules) throw new Error(`No retry rules for queue ${name}`);
  return onTaskDispatched(
    {
      retryConfig: {
        maxAttempts: rules.maxAttempts,
        minBackoffSeconds: rules.minBackoffSeconds,
        maxBackoffSeconds: rules.maxBackoffSeconds,
      },
      rateLimits: options.rateLimits,
      // A Gemini call may take up to its 120 s time-out, and a malformed answer is asked again once.
      timeoutSeconds: 300,
      memory: options.memory,
      secrets,
    },
    async (request) => {
      const attempt = request.retryCount + 1;
      queuesPromise ??= deps().then(queueDefinitions);
      const definition = (await queuesPromise)[name];
      if (!definition) throw new Error(`No handler for queue ${name}`);
      await definition.handler(request.data as TaskPayload, {
        attempt,
        isLastAttempt: attempt >= rules.maxAttempts,
      });
    },
  );
}

const drawing = drawQueueLimits();

/** Writes a drafted story's text. */
export const writeStory = taskFunction('writeStory', {
  memory: '512MiB',
  rateLimits: { maxConcurrentDispatches: 20 },
});
/** Draws a saved book's character reference sheet (engines that use one), then queues its pages. */
export const drawReferenceSheet = taskFunction('drawReferenceSheet', { memory: '1GiB', rateLimits: drawing });
/** Draws one page of a saved book. */
export const illustratePage = taskFunction('illustratePage', { memory: '1GiB', rateLimits: drawing });
/** Draws a redo of a page from its (possibly rewritten) description. */
export const redrawPage = taskFunction('redrawPage', { memory: '1GiB', rateLimits: drawing });

/** Builds one print-ready file (interior or cover) of a book. */
export const buildPrintFile = taskFunction('buildPrintFile', {
  memory: '1GiB',
  rateLimits: { maxConcurrentDispatches: 10 },
});

/** Deletes one account and everything of it (resumable: a later attempt finishes the job). */
export const deleteAccount = taskFunction('deleteAccount', {
  memory: '512MiB',
  rateLimits: { maxConcurrentDispatches: 5 },
});

/** The /user/** and /public/** API (Hosting rewrites both here). */
export const api = onRequest({ cors: false, memory: '512MiB', secrets }, async (req, res) => {
  (await app())(req, res);
});

/** Stripe's webhook endpoint (Hosting rewrites /stripe/webhook here); signed over the raw body. */
export const stripeWebhook = onRequest({ cors: false, secrets }, async (req, res) => {
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.status(405).set('Allow', 'POST').json({ error: 'Use POST' });
    return;
  }
  try {
    const handle = stripeWebhookHandler(await deps());
    const answer = await handle(req.rawBody, req.get('stripe-signature'));
    res.status(answer.status).json(answer.body);
  } catch (error) {
    // Stripe retries on any non-2xx answer; the grant is idempotent, so a retry is safe.
    console.error('Processing a Stripe event failed', error);
    res.status(500).json({ error: 'Processing the event failed' });
  }
});

/** Daily: grants any paid session of the last 3 days whose webhook never arrived. */
export const reconcileStripePayments = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'UTC', secrets },
  async () => {
    const counts = await reconcilePayments(await deps());
    console.log('Payment reconciliation', JSON.stringify(counts));
  },
);

/** Lulu's print job status webhook (Hosting rewrites /print/webhook here); HMAC over the raw body. */
export const printWebhook = onRequest({ cors: false, secrets }, async (req, res) => {
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.status(405).set('Allow', 'POST').json({ error: 'Use POST' });
    return;
  }
  try {
    const answer = await printWebhookHandler(await deps())(req.rawBody, req.get(LULU_SIGNATURE_HEADER));
    res.status(answer.status).json(answer.body);
  } catch (error) {
    // Lulu retries on a failure; recording a status is idempotent.
    console.error('Processing a print status event failed', error);
    res.status(500).json({ error: 'Processing the event failed' });
  }
});

/** Daily: the retention the privacy policy states (unused books after 18 months, drafts after 30 days). */
export const applyRetention = onSchedule({ schedule: 'every day 03:00', timeZone: 'UTC' }, async () => {
  console.log('Retention sweep', JSON.stringify(await retentionService(await deps()).sweep()));
});

/** Every 30 minutes: queues again a story or page whose task was lost, so no book waits for ever. */
export const sweepStuckBooks = onSchedule({ schedule: 'every 30 minutes' }, async () => {
  console.log('Stuck books sweep', JSON.stringify(await sweepService(await deps()).sweep()));
});

/** Every 30 minutes: asks Lulu about open print jobs, in case a status webhook was lost. */
export const pollPrintJobs = onSchedule({ schedule: 'every 30 minutes', secrets }, async () => {
  const resolved = await deps();
  if (!resolved.print) return;
  console.log('Print job poll', JSON.stringify(await printJobsService(resolved).pollOpenJobs()));
});

/**
 * Health check for uptime monitors, and the "bare function" baseline of `npm run bench`:
 * it touches no configuration, store or auth.
 */
export const healthz = onRequest({ cors: false }, (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ ok: true });
});
