import { describe, expect, it } from 'vitest';
import { capturedLogs } from './testing/logs.js';
import { answerWebhook, type WebhookRequest } from './webhooks.js';

const post = (rawBody: Buffer | undefined): WebhookRequest => ({
  method: 'POST',
  rawBody,
  header: () => undefined,
});

describe('answerWebhook', () => {
  it('answers anything but POST with 405 and Allow, without building the function', async () => {
    const logs = capturedLogs();
    const never = () => Promise.reject(new Error('deps must not be built'));
    const reply = await answerWebhook(
      'stripeWebhook',
      { ...post(undefined), method: 'GET' },
      never,
      logs.logger,
    );
    expect(reply).toEqual({
      status: 405,
      headers: { 'Cache-Control': 'no-store', Allow: 'POST' },
      body: { error: 'Use POST' },
    });
    expect(logs.lines).toEqual([]);
  });

  it('answers 500 when the function cannot start, so the provider delivers again, and logs why', async () => {
    const logs = capturedLogs();
    const failing = () =>
      Promise.reject(new Error('Invalid StorySprout configuration: STRIPE_WEBHOOK_SECRET is required'));
    const reply = await answerWebhook('printWebhook', post(Buffer.from('{}')), failing, logs.logger);
    expect(reply).toEqual({
      status: 500,
      headers: { 'Cache-Control': 'no-store' },
      body: { error: 'Processing the event failed' },
    });
    expect(logs.entries()).toMatchObject([
      {
        severity: 'ERROR',
        message: 'Processing a printWebhook event failed',
        function: 'printWebhook',
        error: { message: expect.stringContaining('STRIPE_WEBHOOK_SECRET is required') },
      },
    ]);
  });
});
