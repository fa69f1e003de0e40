import { describe, expect, it } from 'vitest';
import { balanceOf, entriesOf, ledgerEntryId } from './balance.js';

describe('credit balances', () => {
  it('read damaged balances as none', () => {
    expect(balanceOf({ credits: 3 })).toBe(3);
    expect(balanceOf({ credits: -3 })).toBe(0);
    expect(balanceOf({ credits: 2.5 })).toBe(0);
    expect(balanceOf({ credits: '4' })).toBe(0);
    expect(balanceOf(null)).toBe(0);
  });

  it('number ledger entries so they sort in the order the balance moved', () => {
    expect([ledgerEntryId(10), ledgerEntryId(9)].sort()).toEqual([ledgerEntryId(9), ledgerEntryId(10)]);
    expect(entriesOf({ creditLedgerEntries: 4 })).toBe(4);
    expect(entriesOf({})).toBe(0);
  });
});
