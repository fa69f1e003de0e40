/**
 * The only file that imports firebase-functions: it turns the express app and the task
 * handlers into deployable functions. Configuration is validated once per instance.
 */
import { onRequest } from 'firebase-functions/v2/https';
import type { Express } from 'express';
import { createApp } from './app.js';
import { createDeps, loadConfig } from './config.js';

let appPromise: Promise<Express> | undefined;

function app(): Promise<Express> {
  appPromise ??= createDeps(loadConfig()).then(createApp);
  return appPromise;
}

/** The /user/** and /public/** API (Hosting rewrites both here). */
export const api = onRequest({ cors: false, memory: '512MiB' }, async (req, res) => {
  (await app())(req, res);
});

/** Stripe's webhook endpoint (Hosting rewrites /stripe/webhook here). */
export const stripeWebhook = onRequest({ cors: false }, (_req, res) => {
  // Payments arrive with the payments issue; until then the endpoint says so plainly.
  res.status(501).json({ error: 'Payments are not enabled on this deployment yet' });
});

/**
 * Health check for uptime monitors, and the "bare function" baseline of `npm run bench`:
 * it touches no configuration, store or auth.
 */
export const healthz = onRequest({ cors: false }, (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ ok: true });
});
