import { describe, expect, it } from 'vitest';
import { CALL_LIMITS, countedCall } from './callLimits.js';
import { SlowDown } from './domainErrors.js';

describe('countedCall', () => {
  const at = (iso: string) => new Date(iso);

  it('counts each call in its own field, leaving the others and the rest of the document', () => {
    let data = countedCall({ started: 3 }, 'pdfBuilds', at('2026-03-01T12:10:00Z'));
    data = countedCall(data, 'pdfBuilds', at('2026-03-01T12:20:00Z'));
    data = countedCall(data, 'shippingQuotes', at('2026-03-01T12:30:00Z'));
    expect(data).toMatchObject({
      started: 3,
      pdfBuilds: { count: 2 },
      shippingQuotes: { count: 1 },
    });
  });

  it('refuses the call over the hour’s allowance with the minutes to the next hour, and counts afresh then', () => {
    let data = null;
    for (let i = 0; i < CALL_LIMITS.printCheckouts.perHour; i++)
      data = countedCall(data, 'printCheckouts', at('2026-03-01T12:00:00Z'));
    const refuse = () => countedCall(data, 'printCheckouts', at('2026-03-01T12:59:01Z'));
    expect(refuse).toThrow(SlowDown);
    expect(refuse).toThrow('You have started 10 print orders in the last hour. Try again in 1 minute.');
    try {
      refuse();
    } catch (error) {
      expect((error as SlowDown).retryAfterSeconds).toBe(59);
    }
    expect(countedCall(data, 'printCheckouts', at('2026-03-01T13:00:00Z'))).toMatchObject({
      printCheckouts: { count: 1 },
    });
  });
});
