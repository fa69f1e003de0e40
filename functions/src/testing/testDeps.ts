import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FirebaseAuthIdentity } from '../adapters/firebaseAdmin/identity.js';
import { InProcessTaskQueue } from '../adapters/inProcess/taskQueue.js';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { startPrintLab, type PrintLab } from '../../../emulators/src/printLab/server.js';
import { startStripeStandIn, type StripeStandIn } from '../../../emulators/src/stripeStandIn/server.js';
import { testLogger } from './logs.js';
import { localFileRoutes } from '../adapters/localDirectory/routes.js';
import { answerWebhook, type WebhookName } from '../webhooks.js';
import Database from 'better-sqlite3';
import { SqliteDocumentStore } from '../adapters/sqlite/documentStore.js';
import { emulatorStore, firestoreEmulator } from '../adapters/firestore/testing/emulatorStore.js';
import { recordQueries } from '../adapters/firestore/queryIndexes.js';
import { assertQueriesIndexed } from '../adapters/firestore/testing/indexCheck.js';
import { ManualClock } from '../adapters/systemClock/clock.js';
import { loadConfig, type Config } from '../config.js';
import {
  createBlobs,
  createEngines,
  createMailer,
  createNarrator,
  createPayments,
  createPrint,
} from '../deps.js';
import { queueDefinitions } from '../queues.js';
import type { Deps } from '../ports/index.js';
import type { Logger } from '../ports/logger.js';

// The Auth emulator only accepts tokens of the project it was started for.
process.env.GCLOUD_PROJECT ??= 'demo-storysprout';

/** The Stripe stand-in's test key and the webhook signing secret of its (and the tests') events. */
export const TEST_STRIPE_KEY = 'sk_test_storysprout_tests';
export const TEST_WEBHOOK_SECRET = 'whsec_storysprout_tests';

export const TEST_LULU = { key: 'storysprout-test-key', secret: 'storysprout-test-secret' };

export interface TestDeps extends Deps {
  /** The configuration the deps were wired from (the features see its settings only). */
  config: Config;
  clock: ManualClock;
  tasks: InProcessTaskQueue;
  /** The local print lab behind the Lulu adapter; its jobs move only when a test advances them. */
  printLab: PrintLab;
  /** The local Stripe stand-in behind the Stripe adapter; Pay on its page calls the webhook. */
  stripe: StripeStandIn;
  /** Set online to false and the stripeWebhook endpoint answers 503, as a webhook that is down. */
  stripeWebhook: { online: boolean };
  /**
   * Every document of the store, read beneath the port (the emulator's project, or the SQLite
   * file), with its collection path and its data as JSON: nothing can hide from this.
   */
  everyDocument(): Promise<{ collection: string; id: string; data: string }[]>;
  cleanup(): Promise<void>;
}

/**
 * The real adapters the API tests run on: the Firestore emulator (a project of its own per
 * deps; the embedded SQLite store where no emulator runs) and a blob directory in a temp dir,
 * the in-process task runner, a settable clock and Firebase Auth (the Auth emulator).
 */
export interface TestDepsOptions {
  /** Multiplies the queues' retry waits so tests run the real rules quickly. */
  timeScale?: number;
  /** Swap an engine, e.g. one that fails on purpose. */
  override?: Partial<
    Pick<Deps, 'storyteller' | 'illustrator' | 'checker' | 'moderator' | 'blobs' | 'narrator'>
  >;
  /** Where the functions' logs go; by default held in memory and shown if a test fails (apiSetup.ts). */
  logger?: Logger;
  /** Attempts of a queue at once, as Cloud Tasks' maxConcurrentDispatches (default: no limit). */
  queueConcurrency?: Record<string, number>;
}

export async function createTestDeps(
  env: Record<string, string> = {},
  options: TestDepsOptions = {},
): Promise<TestDeps> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-api-'));
  // One small server plays the API's public edge for the stand-ins: signed file downloads and
  // the print and Stripe webhooks, all on the real handlers (mounted once the deps exist).
  const edge = express();
  const edgeServer = await new Promise<Server>((resolve) => {
    const server = edge.listen(0, '127.0.0.1', () => resolve(server));
  });
  const edgeUrl = `http://127.0.0.1:${(edgeServer.address() as AddressInfo).port}`;
  const printLab = await startPrintLab({
    clientKey: TEST_LULU.key,
    clientSecret: TEST_LULU.secret,
    stepSeconds: 0,
    webhookUrl: `${edgeUrl}/print/webhook`,
  });
  const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
  const logger = options.logger ?? testLogger;
  const stripe = await startStripeStandIn({
    secretKey: TEST_STRIPE_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
    webhookUrl: `${edgeUrl}/stripe/webhook`,
    // Stripe's retry rules, quickly: three retries 1, 2 and 4 ms apart.
    retries: 3,
    retryBaseMs: 1,
    now: () => clock.now(),
    warn: (message) => logger.warn(message),
  });
  const stripeWebhook = { online: true };
  const emulated = firestoreEmulator ? emulatorStore('api') : null;
  const config = loadConfig({
    GCLOUD_PROJECT: 'demo-storysprout',
    ...(emulated
      ? { STORYSPROUT_STORE: 'firestore', FIRESTORE_EMULATOR_HOST: firestoreEmulator }
      : { STORYSPROUT_STORE: 'sqlite', STORYSPROUT_SQLITE_PATH: path.join(dir, 'store.sqlite') }),
    STORYSPROUT_BLOBS: 'local',
    STORYSPROUT_BLOB_DIR: path.join(dir, 'blobs'),
    STORYSPROUT_ENGINES: 'offline',
    STORYSPROUT_PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
    STRIPE_API_BASE: stripe.url,
    STORYSPROUT_PRINT: 'lulu',
    LULU_API_URL: printLab.url,
    LULU_CLIENT_KEY: TEST_LULU.key,
    LULU_CLIENT_SECRET: TEST_LULU.secret,
    STORYSPROUT_FILES_URL: `${edgeUrl}/files`,
    STORYSPROUT_FILES_SECRET: 'storysprout-test-files-secret',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    // The suite saves about a hundred books: narrating each would add minutes, so narration is
    // off unless a test turns it on (STORYSPROUT_NARRATOR=offline), and then spoken fast.
    STORYSPROUT_NARRATOR: 'off',
    STORYSPROUT_OFFLINE_NARRATION_WPM: '450',
    ...env,
  });
  // Every query the suite makes is checked against firestore.indexes.json when the file ends.
  const { store, queries } = recordQueries(
    emulated?.store ?? new SqliteDocumentStore(config.STORYSPROUT_SQLITE_PATH as string),
  );
  const deps = {
    config,
    settings: config.settings,
    store,
    blobs: await createBlobs(config),
    clock,
    logger,
    identity: new FirebaseAuthIdentity(),
    ...(await createEngines(config, logger)),
    ...options.override,
  };
  const withPayments = {
    ...deps,
    payments: await createPayments(config),
    print: await createPrint(config),
    // Null unless the test names a mail server (a mail catcher of its own: mailTestEnv).
    mailer: await createMailer(config),
    narrator: options.override?.narrator ?? (await createNarrator(config)),
  };
  // The runner needs the handlers and the handlers need the deps: tie the knot here.
  const withTasks = withPayments as typeof withPayments & { tasks: InProcessTaskQueue };
  withTasks.tasks = new InProcessTaskQueue(queueDefinitions(withTasks), {
    timeScale: options.timeScale ?? 0.001,
    logger,
    ...(options.queueConcurrency ? { concurrency: options.queueConcurrency } : {}),
  });
  edge.use('/files', localFileRoutes(withTasks.blobs, config.STORYSPROUT_FILES_SECRET as string));
  // The webhooks as the deployed functions answer them (webhooks.ts), over this server.
  const webhook = (name: WebhookName) => async (req: express.Request, res: express.Response) => {
    const request = {
      method: req.method,
      rawBody: Buffer.isBuffer(req.body) ? req.body : undefined,
      header: (h: string) => req.get(h),
    };
    const reply = await answerWebhook(name, request, async () => withTasks, logger);
    res.status(reply.status).set(reply.headers).json(reply.body);
  };
  edge.post('/print/webhook', express.raw({ type: '*/*' }), webhook('printWebhook'));
  edge.post(
    '/stripe/webhook',
    express.raw({ type: '*/*' }),
    (_req, res, next) => (stripeWebhook.online ? next() : res.status(503).end()),
    webhook('stripeWebhook'),
  );
  return {
    ...withTasks,
    printLab,
    stripe,
    stripeWebhook,
    async everyDocument() {
      if (emulated) {
        return (await emulated.allDocuments()).map(({ path: docPath, data }) => {
          const segments = docPath.split('/');
          return { collection: segments.slice(0, -1).join('/'), id: segments.at(-1) as string, data };
        });
      }
      const db = new Database(config.STORYSPROUT_SQLITE_PATH as string, { readonly: true });
      try {
        return db.prepare('SELECT collection, id, data FROM documents').all() as {
          collection: string;
          id: string;
          data: string;
        }[];
      } finally {
        db.close();
      }
    },
    async cleanup() {
      await withTasks.tasks.finish();
      await printLab.close();
      await stripe.close();
      edgeServer.closeAllConnections();
      await new Promise((resolve) => edgeServer.close(resolve));
      await (emulated ? emulated.cleanup() : store.close());
      await rm(dir, { recursive: true, force: true });
      assertQueriesIndexed(queries);
    },
  };
}
