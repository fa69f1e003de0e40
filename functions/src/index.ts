/**
 * The only file that imports firebase-functions: it turns the express app and the task
 * handlers into deployable functions. Each function is wired with only its own ports
 * (functionPorts.ts): their settings are validated and their secrets bound, nothing else.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { Express } from 'express';
import { createApp } from './app.js';
import { drawQueueLimits, loadConfig, secretsFor } from './config.js';
import { createDeps } from './deps.js';
import { FUNCTION_PORTS, type FunctionName, type PortsOf } from './functionPorts.js';
import type { DepsWith } from './ports/index.js';
import type { QueueDefinition, TaskPayload } from './ports/taskQueue.js';
import { reconcilePayments } from './payments/reconcile.js';
import { stripeWebhookHandler } from './payments/webhook.js';
import { QUEUE_HANDLERS, TASK_QUEUE_RULES } from './tasks/queues.js';
import { LULU_SIGNATURE_HEADER } from './adapters/lulu/luluApi.js';
import { retentionService } from './deletion/retention.js';
import { sweepService } from './books/sweep.js';
import { printJobsService } from './print/jobs.js';
import { printWebhookHandler } from './print/webhook.js';

/**
 * One function's dependencies, built once per instance. A failed start is not kept: the next
 * request tries again, and logs why again, instead of the instance staying broken.
 */
const wired = new Map<FunctionName, Promise<unknown>>();

function depsOf<F extends FunctionName>(name: F): Promise<DepsWith<PortsOf<F>>> {
  let deps = wired.get(name) as Promise<DepsWith<PortsOf<F>>> | undefined;
  if (!deps) {
    const ports = FUNCTION_PORTS[name] as readonly PortsOf<F>[];
    deps = (async () => {
      const built = await createDeps(loadConfig(process.env, ports), ports);
      // One line per cold start: which function came up with which ports (no settings, no secrets).
      console.log(JSON.stringify({ severity: 'INFO', message: `StorySprout ${name} ready`, ports }));
      return built;
    })();
    deps.catch(() => wired.delete(name));
    wired.set(name, deps);
  }
  return deps;
}

/**
 * The Secret Manager secrets a function binds: those its ports need in a real project. A demo-
 * project (the emulators) has no Secret Manager and takes its values from the environment.
 */
const secretsOf = (name: FunctionName) => secretsFor(FUNCTION_PORTS[name]);

type QueueName = keyof typeof QUEUE_HANDLERS & FunctionName;

/** One Cloud Tasks queue function, with the same retry rules the in-process runner applies. */
function taskFunction<Q extends QueueName>(
  name: Q,
  build: (deps: DepsWith<PortsOf<Q>>) => QueueDefinition,
  options: {
    memory: '512MiB' | '1GiB';
    rateLimits: { maxConcurrentDispatches: number; maxDispatchesPerSecond?: number };
  },
) {
  const rules = TASK_QUEUE_RULES[name];
  if (!rules) throw new Error(`No retry rules for queue ${name}`);
  let handler: QueueDefinition | undefined;
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
      secrets: secretsOf(name),
    },
    async (request) => {
      const attempt = request.retryCount + 1;
      handler ??= build(await depsOf(name));
      await handler.handler(request.data as TaskPayload, {
        attempt,
        isLastAttempt: attempt >= rules.maxAttempts,
      });
    },
  );
}

const drawing = drawQueueLimits();

/** Writes a drafted story's text. */
export const writeStory = taskFunction('writeStory', QUEUE_HANDLERS.writeStory, {
  memory: '512MiB',
  rateLimits: { maxConcurrentDispatches: 20 },
});
/** Draws a saved book's character reference sheet (engines that use one), then queues its pages. */
export const drawReferenceSheet = taskFunction('drawReferenceSheet', QUEUE_HANDLERS.drawReferenceSheet, {
  memory: '1GiB',
  rateLimits: drawing,
});
/** Draws one page of a saved book. */
export const illustratePage = taskFunction('illustratePage', QUEUE_HANDLERS.illustratePage, {
  memory: '1GiB',
  rateLimits: drawing,
});
/** Draws a redo of a page from its (possibly rewritten) description. */
export const redrawPage = taskFunction('redrawPage', QUEUE_HANDLERS.redrawPage, {
  memory: '1GiB',
  rateLimits: drawing,
});

/** Builds one print-ready file (interior or cover) of a book. */
export const buildPrintFile = taskFunction('buildPrintFile', QUEUE_HANDLERS.buildPrintFile, {
  memory: '1GiB',
  rateLimits: { maxConcurrentDispatches: 10 },
});

/** Deletes one account and everything of it (resumable: a later attempt finishes the job). */
export const deleteAccount = taskFunction('deleteAccount', QUEUE_HANDLERS.deleteAccount, {
  memory: '512MiB',
  rateLimits: { maxConcurrentDispatches: 5 },
});

let app: Promise<Express> | undefined;

/** The /user/** and /public/** API (Hosting rewrites both here). */
export const api = onRequest(
  { cors: false, memory: '512MiB', secrets: secretsOf('api') },
  async (req, res) => {
    app ??= depsOf('api').then(createApp);
    app.catch(() => (app = undefined));
    (await app)(req, res);
  },
);

type WebhookAnswer = { status: number; body: unknown };

/**
 * A provider's webhook endpoint: POST only, never cached, verified and handled over the raw body.
 * A processing failure answers 500 so the provider delivers again; every handler is idempotent.
 */
function webhookFunction<F extends 'stripeWebhook' | 'printWebhook'>(
  name: F,
  signatureHeader: string,
  handle: (
    deps: DepsWith<PortsOf<F>>,
    rawBody: Buffer,
    signature: string | undefined,
  ) => Promise<WebhookAnswer>,
) {
  return onRequest({ cors: false, secrets: secretsOf(name) }, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.status(405).set('Allow', 'POST').json({ error: 'Use POST' });
      return;
    }
    try {
      const answer = await handle(await depsOf(name), req.rawBody, req.get(signatureHeader));
      res.status(answer.status).json(answer.body);
    } catch (error) {
      console.error(`Processing a ${name} event failed`, error);
      res.status(500).json({ error: 'Processing the event failed' });
    }
  });
}

/** Stripe's webhook endpoint (Hosting rewrites /stripe/webhook here); signed over the raw body. */
export const stripeWebhook = webhookFunction(
  'stripeWebhook',
  'stripe-signature',
  (deps, rawBody, signature) => stripeWebhookHandler(deps)(rawBody, signature),
);

/** Daily: grants any paid session of the last 3 days whose webhook never arrived. */
export const reconcileStripePayments = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'UTC', secrets: secretsOf('reconcileStripePayments') },
  async () => {
    const counts = await reconcilePayments(await depsOf('reconcileStripePayments'));
    console.log('Payment reconciliation', JSON.stringify(counts));
  },
);

/** Lulu's print job status webhook (Hosting rewrites /print/webhook here); HMAC over the raw body. */
export const printWebhook = webhookFunction(
  'printWebhook',
  LULU_SIGNATURE_HEADER,
  (deps, rawBody, signature) => printWebhookHandler(deps)(rawBody, signature),
);

/** Daily: the retention the privacy policy states (unused books after 18 months, drafts after 30 days). */
export const applyRetention = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'UTC', secrets: secretsOf('applyRetention') },
  async () => {
    console.log(
      'Retention sweep',
      JSON.stringify(await retentionService(await depsOf('applyRetention')).sweep()),
    );
  },
);

/** Every 30 minutes: queues again a story or page whose task was lost, so no book waits for ever. */
export const sweepStuckBooks = onSchedule(
  { schedule: 'every 30 minutes', secrets: secretsOf('sweepStuckBooks') },
  async () => {
    console.log(
      'Stuck books sweep',
      JSON.stringify(await sweepService(await depsOf('sweepStuckBooks')).sweep()),
    );
  },
);

/** Every 30 minutes: asks Lulu about open print jobs, in case a status webhook was lost. */
export const pollPrintJobs = onSchedule(
  { schedule: 'every 30 minutes', secrets: secretsOf('pollPrintJobs') },
  async () => {
    const deps = await depsOf('pollPrintJobs');
    if (!deps.print) return;
    console.log('Print job poll', JSON.stringify(await printJobsService(deps).pollOpenJobs()));
  },
);

/**
 * Health check for uptime monitors, and the "bare function" baseline of `npm run bench`:
 * it touches no configuration, store or auth.
 */
export const healthz = onRequest({ cors: false, secrets: secretsOf('healthz') }, (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ ok: true });
});
