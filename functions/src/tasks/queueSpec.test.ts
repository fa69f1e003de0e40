import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { capturedLogs } from '../testing/logs.js';
import { handlerFor } from './queueSpec.js';

const spec = {
  name: 'deleteAccount',
  rules: { maxAttempts: 3, minBackoffSeconds: 1, maxBackoffSeconds: 1 },
  payload: z.object({ uid: z.string().min(1), email: z.string().nullable() }),
};

describe('handlerFor', () => {
  it('drops a malformed task, logging which fields were wrong and never what they held', async () => {
    const logs = capturedLogs();
    const handled: unknown[] = [];
    const definition = handlerFor(spec, async (payload) => void handled.push(payload), logs.logger);
    await definition.handler({ uid: '', email: 'parent@example.com' }, { attempt: 2, isLastAttempt: false });
    expect(handled).toEqual([]);
    expect(logs.entries()).toEqual([
      {
        severity: 'ERROR',
        message: 'Dropping a malformed deleteAccount task',
        queue: 'deleteAccount',
        attempt: 2,
        detail: 'uid: too_small',
      },
    ]);
    expect(logs.lines.join('\n')).not.toContain('parent');
  });

  it('hands a well-formed payload to the work', async () => {
    const logs = capturedLogs();
    const handled: unknown[] = [];
    const definition = handlerFor(spec, async (payload) => void handled.push(payload), logs.logger);
    await definition.handler({ uid: 'u1', email: null }, { attempt: 1, isLastAttempt: false });
    expect(handled).toEqual([{ uid: 'u1', email: null }]);
    expect(logs.lines).toEqual([]);
  });
});
