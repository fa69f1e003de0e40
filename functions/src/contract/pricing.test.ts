import { describe, expect, it } from 'vitest';
import {
  LAUNCH_SALE,
  formatUsd,
  isSaleActive,
  priceOf,
  printProductOf,
  subtotalOf,
  wallClockOf,
  type Sale,
} from './pricing.js';
import { saleSchema } from './pricingSchema.js';

const during = new Date('2025-10-15T12:00:00Z');
const after = new Date('2026-11-23T12:00:00Z');

describe('pricing', () => {
  it('charges the full prices once the launch sale has ended', () => {
    expect(priceOf(1, after, LAUNCH_SALE, 'UTC')).toMatchObject({
      name: 'Digital Storybook',
      unitCents: 500,
      originalCents: 500,
      isOnSale: false,
      saleLabel: null,
    });
    expect(priceOf(2, after, LAUNCH_SALE, 'UTC')?.unitCents).toBe(2500);
  });

  it('takes 40% off digital and 20% off print during the launch sale', () => {
    expect(priceOf(1, during, LAUNCH_SALE, 'UTC')).toMatchObject({
      unitCents: 300,
      originalCents: 500,
      isOnSale: true,
      percentOff: 40,
      saleLabel: 'Launch Special',
    });
    expect(priceOf(2, during, LAUNCH_SALE, 'UTC')?.unitCents).toBe(2000);
  });

  it('ends the sale at 23:59:59 wall-clock time in the given zone', () => {
    // 2025-11-01T03:30:00Z is 23:30 on Oct 31 in New York but already Nov 1 in UTC.
    const late = new Date('2025-11-01T03:30:00Z');
    expect(isSaleActive(LAUNCH_SALE, late, 'America/New_York')).toBe(true);
    expect(isSaleActive(LAUNCH_SALE, late, 'UTC')).toBe(false);
    expect(isSaleActive(LAUNCH_SALE, new Date('2025-11-01T04:00:00Z'), 'America/New_York')).toBe(false);
  });

  it('runs a configured sale only between its start and end', () => {
    const sale: Sale = {
      label: 'Holiday Sale',
      start: '2026-12-01T00:00:00',
      end: '2026-12-24T23:59:59',
      digitalPercentOff: 25,
      printPercentOff: 10,
    };
    expect(priceOf(1, new Date('2026-11-30T12:00:00Z'), sale, 'UTC')?.isOnSale).toBe(false);
    expect(priceOf(1, new Date('2026-12-10T12:00:00Z'), sale, 'UTC')).toMatchObject({
      unitCents: 375,
      saleLabel: 'Holiday Sale',
    });
    expect(priceOf(2, new Date('2026-12-10T12:00:00Z'), sale, 'UTC')?.unitCents).toBe(2250);
    expect(priceOf(1, new Date('2026-12-25T00:00:01Z'), sale, 'UTC')?.isOnSale).toBe(false);
  });

  it('knows no product but 1 to 4, and no sale when none is configured', () => {
    expect(priceOf(5, during, LAUNCH_SALE)).toBeUndefined();
    expect(priceOf(1, during, null, 'UTC')?.unitCents).toBe(500);
  });

  it('sells the hardcover (4) for $40, the print sale applying, priced per copy', () => {
    expect(printProductOf('colour', 'hardcover')).toBe(4);
    expect(printProductOf('colour', 'paperback')).toBe(2);
    // The colouring book is a paperback whatever is asked.
    expect(printProductOf('coloring', 'hardcover')).toBe(3);
    const hardcover = priceOf(4, during, null, 'UTC')!;
    expect(hardcover).toMatchObject({ name: 'Printed Storybook (hardcover)', unitCents: 4000 });
    expect(priceOf(4, during, LAUNCH_SALE, 'UTC')).toMatchObject({ unitCents: 3200, percentOff: 20 });
    expect(subtotalOf(priceOf(4, during, LAUNCH_SALE, 'UTC')!, 3)).toEqual({
      totalCents: 9600,
      savingsCents: 2400,
    });
    expect(subtotalOf(hardcover, 3)).toEqual({ totalCents: 12000, savingsCents: 0 });
  });

  it('sells the colouring book (3) for $5 less than the colour book, the print sale applying to both', () => {
    expect(printProductOf('colour', 'paperback')).toBe(2);
    expect(printProductOf('coloring', 'paperback')).toBe(3);
    expect(priceOf(3, during, null, 'UTC')).toMatchObject({
      name: 'Printed Colouring Book',
      unitCents: 2000,
    });
    expect(priceOf(3, during, LAUNCH_SALE, 'UTC')).toMatchObject({ unitCents: 1600, percentOff: 20 });
  });

  it('adds up quantities and savings in cents', () => {
    const price = priceOf(1, during, LAUNCH_SALE, 'UTC')!;
    expect(subtotalOf(price, 3)).toEqual({ totalCents: 900, savingsCents: 600 });
    expect(formatUsd(900)).toBe('$9.00');
    expect(formatUsd(2500)).toBe('$25.00');
  });

  it('reads wall-clock time in a zone or locally', () => {
    expect(wallClockOf(new Date('2025-10-31T23:59:59Z'), 'UTC')).toBe('2025-10-31T23:59:59');
    expect(wallClockOf(new Date(2025, 9, 31, 23, 59, 59))).toBe('2025-10-31T23:59:59');
  });

  it('refuses a sale that ends before it starts or has a bad time', () => {
    expect(saleSchema.safeParse({ ...LAUNCH_SALE, start: '2025-11-01T00:00:00' }).success).toBe(false);
    expect(saleSchema.safeParse({ ...LAUNCH_SALE, end: '2025-10-31' }).success).toBe(false);
    expect(saleSchema.safeParse(LAUNCH_SALE).success).toBe(true);
  });
});
