import { describe, expect, it } from 'vitest';
import {
  atPrinter,
  forgetBookOnOrder,
  recipientErasureOnFailedSubmission,
  recipientErasureOnStatus,
} from './deletedBook.js';
import type { PrintOrder } from './order.js';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const ADDRESS = {
  name: 'Ana Rivera',
  street1: '1 Main St',
  street2: '',
  city: 'Portland',
  stateCode: 'OR',
  postcode: '97201',
  countryCode: 'US' as const,
  phoneNumber: '5035550100',
  email: 'ana@example.com',
};
const order = (over: Partial<PrintOrder> = {}) =>
  ({
    storyTitle: 'Mia and the Moon',
    address: ADDRESS,
    status: 'PAID',
    orderKey: 'k',
    ...over,
  }) as PrintOrder;
const ERASED = { address: { stateCode: 'OR', countryCode: 'US' }, recipientErased: true };

describe("a deleted book's print orders", () => {
  it('erases the title and the recipient of an order the printer does not have', () => {
    for (const status of ['UNPAID', 'EXPIRED', 'PAID', 'SHIPPED', 'CANCELED'] as const)
      expect(forgetBookOnOrder(order({ status }), NOW)).toEqual({
        storyTitle: '',
        bookDeleted: true,
        orderKey: null,
        ...ERASED,
      });
  });

  it('keeps the recipient of an order still at the printer until its job is final', () => {
    const open = order({ status: 'IN_PRODUCTION', jobOpen: true });
    expect(atPrinter(open, NOW)).toBe(true);
    expect(forgetBookOnOrder(open, NOW)).toEqual({ storyTitle: '', bookDeleted: true, orderKey: null });
    const deleted = order({ status: 'IN_PRODUCTION', jobOpen: true, bookDeleted: true, storyTitle: '' });
    expect(forgetBookOnOrder(deleted, NOW)).toBeNull();
    expect(recipientErasureOnStatus(deleted, 'PRODUCTION_READY')).toEqual({});
    for (const status of ['SHIPPED', 'REJECTED', 'CANCELED'] as const)
      expect(recipientErasureOnStatus(deleted, status)).toEqual(ERASED);
    // An order whose book is kept keeps its address whatever the printer says.
    expect(recipientErasureOnStatus(order({ jobOpen: true }), 'SHIPPED')).toEqual({});
  });

  it('counts a submission in flight as at the printer, a lost one (over 5 minutes) not', () => {
    const inFlight = order({ submitting: new Date(NOW.getTime() - 60_000).toISOString() });
    expect(atPrinter(inFlight, NOW)).toBe(true);
    expect(forgetBookOnOrder(inFlight, NOW)).not.toHaveProperty('address');
    const lost = order({ submitting: new Date(NOW.getTime() - 6 * 60_000).toISOString() });
    expect(forgetBookOnOrder(lost, NOW)).toMatchObject(ERASED);
    expect(recipientErasureOnFailedSubmission({ ...inFlight, bookDeleted: true, submitting: null })).toEqual(
      ERASED,
    );
  });

  it('changes nothing the second time', () => {
    const first = forgetBookOnOrder(order(), NOW)!;
    expect(forgetBookOnOrder({ ...order(), ...(first as Partial<PrintOrder>) }, NOW)).toBeNull();
    expect(recipientErasureOnStatus({ ...order(), ...(first as Partial<PrintOrder>) }, 'SHIPPED')).toEqual(
      {},
    );
  });
});
