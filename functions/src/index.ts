/**
 * The only file that imports firebase-functions: it turns the express app, the webhooks and the
 * task handlers into deployable functions. Each function is wired with only its own ports
 * (functionPorts.ts): their settings are validated and their secrets bound, nothing else. It
 * reads no environment itself: configuration comes from config.ts.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { logger as functionsLogger } from 'firebase-functions/logger';
import { defineSecret } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { Express } from 'express';
import { cloudLogger } from './adapters/cloudLogger/logger.js';
import { createApp } from './app.js';
import { drawQueueLimits, functionConfig, secretsFor, type SecretName } from './config.js';
import { createDeps, type Wired } from './deps.js';
import { FUNCTION_PORTS, type FunctionName, type PortsOf } from './functionPorts.js';
import type { DepsWith } from './ports/index.js';
import type { QueueDefinition, TaskPayload } from './ports/taskQueue.js';
import { reconcilePayments } from './payments/reconcile.js';
import { sendDueGiftEmails } from './gifts/index.js';
import { QUEUE_HANDLERS, TASK_QUEUE_RULES } from './queues.js';
import { retentionService } from './deletion/retention.js';
import { sweepService } from './books/sweep.js';
import { printJobsService } from './print/jobs.js';
import { answerWebhook, type WebhookName } from './webhooks.js';

/**
 * Every function's Logger: firebase-functions' own writer (which only this file may import) under
 * the port's redaction, so each entry also carries the trace of the request or task it belongs to.
 */
const logger = cloudLogger(functionsLogger.write);

/**
 * One function's dependencies, built once per instance. A failed start is not kept: the next
 * request tries again, and logs why again, instead of the instance staying broken.
 */
const wired = new Map<FunctionName, Promise<unknown>>();

function depsOf<F extends FunctionName>(name: F): Promise<Wired<PortsOf<F>>> {
  let deps = wired.get(name) as Promise<Wired<PortsOf<F>>> | undefined;
  if (!deps) {
    const ports = FUNCTION_PORTS[name] as readonly PortsOf<F>[];
    deps = (async () => {
      const built = await createDeps(functionConfig(ports), ports, logger);
      // One line per cold start: which function came up with which ports (no settings, no secrets).
      logger.info(`StorySprout ${name} ready`, { function: name, ports });
      return built;
    })();
    deps.catch(() => wired.delete(name));
    wired.set(name, deps);
  }
  return deps;
}

/**
 * The Secret Manager secrets, each declared once with defineSecret and only when some function
 * binds it: a declared secret is a deploy parameter, and `firebase deploy` stops until it exists
 * in Secret Manager, so a project that does not print is never asked for Lulu's.
 */
const declaredSecrets = new Map<SecretName, ReturnType<typeof defineSecret>>();
function secret(name: SecretName) {
  let declared = declaredSecrets.get(name);
  if (!declared) declaredSecrets.set(name, (declared = defineSecret(name)));
  return declared;
}

/**
 * The secrets a function binds: those its ports need in a real project (config.ts secretsFor).
 * A demo- project (the emulators) has no Secret Manager and takes its values from the environment.
 */
const secretsOf = (name: FunctionName) => secretsFor(FUNCTION_PORTS[name]).map(secret);

type QueueName = keyof typeof QUEUE_HANDLERS & FunctionName;

/** One Cloud Tasks queue function, with the same retry rules the in-process runner applies. */
function taskFunction<Q extends QueueName>(
  name: Q,
  build: (deps: DepsWith<PortsOf<Q>>) => QueueDefinition,
  memory: '512MiB' | '1GiB',
  /** The queue's dispatch limits, or just how many tasks may run at once. */
  limits: number | { maxConcurrentDispatches: number; maxDispatchesPerSecond?: number },
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
      rateLimits: typeof limits === 'number' ? { maxConcurrentDispatches: limits } : limits,
      // A Gemini call may take up to its 120 s time-out, and a malformed answer is asked again once.
      timeoutSeconds: 300,
      memory,
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
export const writeStory = taskFunction('writeStory', QUEUE_HANDLERS.writeStory, '512MiB', 20);
/** Draws a saved book's character reference sheet (engines that use one), then queues its pages. */
export const drawReferenceSheet = taskFunction(
  'drawReferenceSheet',
  QUEUE_HANDLERS.drawReferenceSheet,
  '1GiB',
  drawing,
);
/** Draws one page of a saved book. */
export const illustratePage = taskFunction('illustratePage', QUEUE_HANDLERS.illustratePage, '1GiB', drawing);
/** Draws a redo of a page from its (possibly rewritten) description. */
export const redrawPage = taskFunction('redrawPage', QUEUE_HANDLERS.redrawPage, '1GiB', drawing);

/**
 * Issue 46: every drawing nobody is watching yet (a class's books, restyles, pages queued again by
 * the sweep), on a queue of its own so it never stands in front of a parent's book. It has the
 * same limits (the whole quota when parents wait for nothing); its tasks step back while parents'
 * drawings wait (books/images/line.ts), keeping STORYSPROUT_BATCH_DRAW_RESERVE of them going.
 */
export const drawBatch = taskFunction('drawBatch', QUEUE_HANDLERS.drawBatch, '1GiB', drawing);

/**
 * Reads one page of a saved book aloud in one voice (issue 44). Text-to-Speech's quota is per
 * minute, not the image model's: a book's ten pages go at once.
 */
export const narratePage = taskFunction('narratePage', QUEUE_HANDLERS.narratePage, '512MiB', 10);

/** Makes one child's book of a class (issue 31): its story, the book, then its pictures' tasks. */
export const makeClassBook = taskFunction('makeClassBook', QUEUE_HANDLERS.makeClassBook, '512MiB', 20);

/** Builds one print-ready file (interior or cover) of a book. */
export const buildPrintFile = taskFunction('buildPrintFile', QUEUE_HANDLERS.buildPrintFile, '1GiB', 10);

/** Deletes one account and everything of it (resumable: a later attempt finishes the job). */
export const deleteAccount = taskFunction('deleteAccount', QUEUE_HANDLERS.deleteAccount, '512MiB', 5);

/** Sends one email once (a mail server that is down is tried again with backoff). */
export const sendEmail = taskFunction('sendEmail', QUEUE_HANDLERS.sendEmail, '512MiB', 10);

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

/** A provider's webhook endpoint (webhooks.ts has its rules: POST only, raw body, 500 to retry). */
function webhookFunction(name: WebhookName) {
  return onRequest({ cors: false, secrets: secretsOf(name) }, async (req, res) => {
    const request = { method: req.method, rawBody: req.rawBody, header: (h: string) => req.get(h) };
    const reply = await answerWebhook(name, request, () => depsOf(name), logger);
    res.status(reply.status).set(reply.headers).json(reply.body);
  });
}

/** Stripe's webhook endpoint (Hosting rewrites /stripe/webhook here); signed over the raw body. */
export const stripeWebhook = webhookFunction('stripeWebhook');

/** Daily: grants any paid session of the last 3 days whose webhook never arrived. */
export const reconcileStripePayments = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'UTC', secrets: secretsOf('reconcileStripePayments') },
  async () => {
    const counts = await reconcilePayments(await depsOf('reconcileStripePayments'));
    logger.info('Payment reconciliation', { function: 'reconcileStripePayments', counts });
  },
);

/** Daily: queues the gift emails whose chosen day has come (Cloud Tasks cannot wait a year). */
export const sendGiftEmails = onSchedule(
  { schedule: 'every day 07:00', timeZone: 'UTC', secrets: secretsOf('sendGiftEmails') },
  async () => {
    const counts = await sendDueGiftEmails(await depsOf('sendGiftEmails'));
    logger.info('Gift emails sweep', { function: 'sendGiftEmails', counts });
  },
);

/** Lulu's print job status webhook (Hosting rewrites /print/webhook here); HMAC over the raw body. */
export const printWebhook = webhookFunction('printWebhook');

/** Daily: the retention the privacy policy states (unused books after 18 months, drafts after 30 days). */
export const applyRetention = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'UTC', secrets: secretsOf('applyRetention') },
  async () => {
    const counts = await retentionService(await depsOf('applyRetention')).sweep();
    logger.info('Retention sweep', { function: 'applyRetention', counts });
  },
);

/** Every 30 minutes: queues again a story or page whose task was lost, so no book waits for ever. */
export const sweepStuckBooks = onSchedule(
  { schedule: 'every 30 minutes', secrets: secretsOf('sweepStuckBooks') },
  async () => {
    const counts = await sweepService(await depsOf('sweepStuckBooks')).sweep();
    logger.info('Stuck books sweep', { function: 'sweepStuckBooks', counts });
  },
);

/** Every 30 minutes: asks Lulu about open print jobs, in case a status webhook was lost. */
export const pollPrintJobs = onSchedule(
  { schedule: 'every 30 minutes', secrets: secretsOf('pollPrintJobs') },
  async () => {
    const deps = await depsOf('pollPrintJobs');
    if (!deps.print) return;
    const counts = await printJobsService(deps).pollOpenJobs();
    logger.info('Print job poll', { function: 'pollPrintJobs', counts });
  },
);

/**
 * Health check for uptime monitors, and the "bare function" baseline of `npm run bench`:
 * it touches no configuration, store or auth.
 */
export const healthz = onRequest({ cors: false, secrets: secretsOf('healthz') }, (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ ok: true });
});
