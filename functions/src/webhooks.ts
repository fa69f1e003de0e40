/**
 * The providers' webhook endpoints, as index.ts deploys them (stripeWebhook, printWebhook): which
 * header carries each provider's signature, which handler verifies and applies an event, and
 * the HTTP rules they share. Pure: index.ts turns a request into a WebhookRequest and writes
 * back the WebhookReply, so the API tests run the same code over their own server.
 */
import { LULU_SIGNATURE_HEADER } from './adapters/lulu/luluApi.js';
import type { FunctionName, PortsOf } from './functionPorts.js';
import { stripeWebhookHandler } from './payments/webhook.js';
import type { DepsWith } from './ports/index.js';
import type { Logger } from './ports/logger.js';
import { printWebhookHandler } from './print/webhook.js';

/** What a webhook function needs of the request: the method, the raw bytes and one header. */
export interface WebhookRequest {
  method: string;
  rawBody: Buffer | undefined;
  header(name: string): string | undefined;
}

export interface WebhookReply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

type Handler<F extends FunctionName> = (
  deps: DepsWith<PortsOf<F>>,
) => (rawBody: Buffer, signature: string | undefined) => Promise<{ status: number; body: unknown }>;

/** Each webhook function: the header its provider signs in, and its handler. */
export const WEBHOOKS: {
  stripeWebhook: { signatureHeader: string; handler: Handler<'stripeWebhook'> };
  printWebhook: { signatureHeader: string; handler: Handler<'printWebhook'> };
} = {
  stripeWebhook: {
    signatureHeader: 'stripe-signature',
    handler: stripeWebhookHandler,
  },
  printWebhook: { signatureHeader: LULU_SIGNATURE_HEADER, handler: printWebhookHandler },
};

export type WebhookName = keyof typeof WEBHOOKS;

// A webhook answer is about one delivery: no cache may keep it.
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * One delivery to a webhook: POST only, verified and handled over the raw body. A processing
 * failure (a start-up failure included) answers 500 so the provider delivers again; every
 * handler is idempotent, so a redelivery is safe.
 */
export async function answerWebhook<F extends WebhookName>(
  name: F,
  request: WebhookRequest,
  deps: () => Promise<DepsWith<PortsOf<F>>>,
  logger: Logger,
): Promise<WebhookReply> {
  if (request.method !== 'POST')
    return { status: 405, headers: { ...NO_STORE, Allow: 'POST' }, body: { error: 'Use POST' } };
  const webhook = WEBHOOKS[name] as { signatureHeader: string; handler: Handler<F> };
  try {
    const handle = webhook.handler(await deps());
    const answer = await handle(request.rawBody ?? Buffer.alloc(0), request.header(webhook.signatureHeader));
    return { status: answer.status, headers: NO_STORE, body: answer.body };
  } catch (error) {
    logger.error(`Processing a ${name} event failed`, { function: name, error });
    return { status: 500, headers: NO_STORE, body: { error: 'Processing the event failed' } };
  }
}
