import { describe, expect, it } from 'vitest';
import { stateOf } from './record.js';

describe('stateOf', () => {
  it('shows the buyer pending, ready, sent, redeemed and voided gifts', () => {
    expect(stateOf({ status: 'pending', emailStatus: 'none' })).toBe('pending');
    expect(stateOf({ status: 'ready', emailStatus: 'none' })).toBe('ready');
    expect(stateOf({ status: 'ready', emailStatus: 'scheduled' })).toBe('ready');
    expect(stateOf({ status: 'ready', emailStatus: 'queued' })).toBe('sent');
    expect(stateOf({ status: 'redeemed', emailStatus: 'queued' })).toBe('redeemed');
    expect(stateOf({ status: 'voided', emailStatus: 'scheduled' })).toBe('voided');
  });

  it('leaves out checkouts never paid and payments that issued no code', () => {
    for (const status of ['expired', 'amount-mismatch', 'unmatched'] as const)
      expect(stateOf({ status, emailStatus: 'none' })).toBeNull();
  });
});
