import { describe, expect, it } from 'vitest';
import type { LogFields } from '../../ports/logger.js';
import { capturedLogs } from '../../testing/logs.js';
import { cloudLogger } from '../cloudLogger/logger.js';
import { logEntry, type LogEntry } from './logEntry.js';

describe('the log redaction guard', () => {
  it('lets no email out, wherever it sits', () => {
    const logs = capturedLogs();
    const error = Object.assign(new Error('Lulu refused contact ana.lopez+books@example.co.uk'), {
      code: 'E_CONTACT',
    });
    logs.logger.error('Submitting for parent@example.com failed', {
      uid: 'u1',
      orderId: 'po_1',
      detail: 'contact: parent@example.com',
      error,
    });
    const text = logs.lines.join('\n');
    expect(text).not.toMatch(/example\.com|example\.co\.uk|ana\.lopez/);
    expect(logs.entries()).toMatchObject([
      {
        severity: 'ERROR',
        message: 'Submitting for [email] failed',
        uid: 'u1',
        orderId: 'po_1',
        detail: 'contact: [email]',
        error: { name: 'Error', message: 'Lulu refused contact [email]', code: 'E_CONTACT' },
      },
    ]);
  });

  it('drops a field not on the list, naming it but never writing its value', () => {
    const logs = capturedLogs();
    // A caller that gets around the types (a record spread in by mistake) is still refused.
    const fields = { bookId: 'b1', childName: 'Mia', storyText: 'Once upon a time' } as LogFields;
    logs.logger.info('Story written', fields);
    expect(logs.lines.join('\n')).not.toMatch(/Mia|Once upon a time/);
    expect(logs.entries()).toEqual([
      { severity: 'INFO', message: 'Story written', bookId: 'b1', droppedFields: ['childName', 'storyText'] },
    ]);
  });

  it('writes an error as its name, message, code and stack, none of its other properties', () => {
    const error = Object.assign(new Error('boom'), { status: 503, request: { email: 'a@b.example' } });
    const entry = logEntry('ERROR', 'x', { error });
    expect(Object.keys(entry.error as object).sort()).toEqual(['message', 'name', 'stack', 'status']);
    expect(JSON.stringify(entry)).not.toContain('a@b.example');
  });

  it('keeps what caused an error, so a network failure says which socket error it was', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED to mail@example.com'), {
      code: 'ECONNREFUSED',
    });
    const entry = logEntry('ERROR', 'x', { error: new TypeError('fetch failed', { cause: refused }) });
    expect(entry.error).toMatchObject({
      name: 'TypeError',
      message: 'fetch failed',
      cause: { name: 'Error', message: 'connect ECONNREFUSED to [email]', code: 'ECONNREFUSED' },
    });
    expect((entry.error as { cause: object }).cause).not.toHaveProperty('stack');
  });

  it('keeps counts numeric, cuts long strings and never writes an object into an id field', () => {
    const entry = logEntry('INFO', 'Sweep', {
      counts: { pages: 3, who: 'someone' } as unknown as Record<string, number>,
      detail: 'x'.repeat(5000),
      bookId: { title: 'A story' } as unknown as string,
    });
    expect(entry.counts).toEqual({ pages: 3 });
    expect((entry.detail as string).length).toBeLessThan(1100);
    expect(entry.bookId).toBe('[not logged]');
  });

  it('marks operator alerts so the alert policy and the operator see them', () => {
    const logs = capturedLogs();
    logs.logger.alert('Gemini model retired', { model: 'gemini-x' });
    logs.logger.warn('Rate limited', { bookId: 'b1' });
    expect(logs.entries()).toEqual([
      { severity: 'ALERT', message: 'OPERATOR ALERT: Gemini model retired', model: 'gemini-x' },
      { severity: 'WARNING', message: 'Rate limited', bookId: 'b1' },
    ]);
  });

  it('hands firebase-functions the same redacted entry (the production adapter)', () => {
    const written: LogEntry[] = [];
    cloudLogger((entry) => written.push(entry)).error('For parent@example.com', {
      uid: 'u1',
      email: 'parent@example.com',
    } as LogFields);
    expect(written).toEqual([
      { severity: 'ERROR', message: 'For [email]', uid: 'u1', droppedFields: ['email'] },
    ]);
  });
});
