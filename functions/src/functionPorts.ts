import { ALL_PORTS } from './config.js';
import type { PortName } from './ports/index.js';

/**
 * The ports each deployed function uses (config, clock and logger come with every one). A
 * function is built with these alone, loads only their settings and binds only their secrets
 * (config.ts secretsFor): a schedule that never pays neither needs nor sees the Stripe keys.
 * index.ts hands each handler `DepsWith<its ports>`, so the compiler refuses code that reads a
 * port its function does not declare.
 */
export const FUNCTION_PORTS = {
  api: ALL_PORTS,
  stripeWebhook: ['store', 'blobs', 'tasks', 'payments', 'print'],
  reconcileStripePayments: ['store', 'tasks', 'payments'],
  sendGiftEmails: ['store', 'tasks'],
  printWebhook: ['store', 'blobs', 'tasks', 'payments', 'print'],
  pollPrintJobs: ['store', 'blobs', 'tasks', 'payments', 'print'],
  applyRetention: ['store', 'blobs'],
  sweepStuckBooks: ['store', 'tasks'],
  writeStory: ['store', 'storyteller'],
  drawReferenceSheet: ['store', 'blobs', 'tasks', 'illustrator'],
  illustratePage: ['store', 'blobs', 'tasks', 'illustrator', 'checker'],
  redrawPage: ['store', 'blobs', 'tasks', 'illustrator', 'checker'],
  drawBatch: ['store', 'blobs', 'tasks', 'illustrator', 'checker'],
  makeClassBook: ['store', 'tasks', 'storyteller', 'illustrator'],
  narratePage: ['store', 'blobs', 'narrator'],
  buildPrintFile: ['store', 'blobs', 'illustrator', 'print'],
  deleteAccount: ['store', 'blobs', 'tasks', 'identity'],
  sendEmail: ['store', 'mailer'],
  healthz: [],
} as const satisfies Record<string, readonly PortName[]>;

export type FunctionName = keyof typeof FUNCTION_PORTS;
export type PortsOf<F extends FunctionName> = (typeof FUNCTION_PORTS)[F][number];
