/**
 * The lab's price list and book geometry: deterministic, so tests and the local stack always
 * see the same shipping options, taxes and cover sizes. Geometry follows Lulu's published rules
 * for perfect-bound paperbacks and casewrap hardcovers on 80# coated white paper (the one
 * module print/files/coverGeometry.ts), prices are made up but shaped like Lulu's: a casewrap
 * costs more to print, shipping abroad costs more, each extra copy adds to the parcel.
 */
import type { Binding } from '../../../functions/src/contract/print.js';
import {
  bindingOfPackage,
  CASEWRAP_HINGE_IN,
  CASEWRAP_WRAP_IN,
  MIN_PAGES_OF,
  PAPERBACK_BLEED_IN,
  spineOf,
} from '../../../functions/src/print/files/coverGeometry.js';

export interface LabShippingLevel {
  level: string;
  cents: number;
  daysMin: number;
  daysMax: number;
}

/** Domestic US shipping (Lulu's levels; GROUND_HD is ground to a home address). */
export const SHIPPING_LEVELS: readonly LabShippingLevel[] = [
  { level: 'MAIL', cents: 499, daysMin: 8, daysMax: 14 },
  { level: 'GROUND_HD', cents: 899, daysMin: 5, daysMax: 7 },
  { level: 'EXPEDITED', cents: 1799, daysMin: 3, daysMax: 4 },
  { level: 'EXPRESS', cents: 2999, daysMin: 1, daysMax: 2 },
];

/** Abroad: dearer, slower, and not every level everywhere (as at Lulu). */
const CANADA: readonly LabShippingLevel[] = [
  { level: 'MAIL', cents: 1099, daysMin: 10, daysMax: 20 },
  { level: 'PRIORITY_MAIL', cents: 1899, daysMin: 6, daysMax: 10 },
  { level: 'GROUND', cents: 1499, daysMin: 5, daysMax: 9 },
  { level: 'EXPRESS', cents: 3999, daysMin: 2, daysMax: 4 },
];
const EUROPE: readonly LabShippingLevel[] = [
  { level: 'MAIL', cents: 1299, daysMin: 10, daysMax: 20 },
  { level: 'PRIORITY_MAIL', cents: 2199, daysMin: 6, daysMax: 10 },
  { level: 'EXPRESS', cents: 4499, daysMin: 3, daysMax: 5 },
];
const OCEANIA: readonly LabShippingLevel[] = [
  { level: 'MAIL', cents: 1499, daysMin: 12, daysMax: 25 },
  { level: 'PRIORITY_MAIL', cents: 2499, daysMin: 7, daysMax: 12 },
  { level: 'EXPRESS', cents: 4999, daysMin: 3, daysMax: 6 },
];
const ELSEWHERE: readonly LabShippingLevel[] = [
  { level: 'MAIL', cents: 1699, daysMin: 14, daysMax: 30 },
  { level: 'EXPRESS', cents: 5499, daysMin: 4, daysMax: 8 },
];
const EUROPEAN = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IS IE IT LV LT LU MT NL NO PL PT RO SK SI ES SE CH GB'.split(' '),
);

/** The levels that reach a country. */
export function levelsTo(countryCode: string): readonly LabShippingLevel[] {
  const code = countryCode.toUpperCase();
  if (code === 'US') return SHIPPING_LEVELS;
  if (code === 'CA') return CANADA;
  if (EUROPEAN.has(code)) return EUROPE;
  if (code === 'AU' || code === 'NZ') return OCEANIA;
  return ELSEWHERE;
}

/** Alaska and Hawaii cost more to reach, as with real carriers. */
const REMOTE_STATES = new Set(['AK', 'HI']);
const REMOTE_SURCHARGE_CENTS = 500;
/** Each copy after the first adds this share of the first's postage; a hardcover weighs more. */
const EXTRA_COPY_SHARE = 0.3;
const HARDCOVER_WEIGHT = 1.25;

export function shippingCents(
  level: LabShippingLevel,
  stateCode: string,
  { copies = 1, binding = 'paperback' }: { copies?: number; binding?: Binding } = {},
): number {
  const first = level.cents + (REMOTE_STATES.has(stateCode.toUpperCase()) ? REMOTE_SURCHARGE_CENTS : 0);
  const weight = binding === 'hardcover' ? HARDCOVER_WEIGHT : 1;
  return Math.round(first * weight * (1 + EXTRA_COPY_SHARE * (copies - 1)));
}

/**
 * The tax the lab collects on an order, in basis points: Canada's GST/HST by province, VAT in
 * Europe, GST in Australia and New Zealand; none in the US (the lab collects no sales tax) or
 * elsewhere.
 */
export function taxRateBps(countryCode: string, stateCode: string): number {
  const code = countryCode.toUpperCase();
  if (code === 'CA') {
    const province = stateCode.toUpperCase();
    if (province === 'ON') return 1300;
    if (['NB', 'NL', 'NS', 'PE'].includes(province)) return 1500;
    return 500;
  }
  if (EUROPEAN.has(code)) return 2000;
  if (code === 'AU') return 1000;
  if (code === 'NZ') return 1500;
  return 0;
}

/** The interior's colour from a pod_package_id's second field: 'BW' black and white, else full colour. */
export function interiorColourOf(podPackageId: string): 'BW' | 'FC' {
  return /^\d{4}X\d{4}\.?BW/.test(podPackageId) ? 'BW' : 'FC';
}

/** The binding of a package the lab prints; null for one it does not know (refused). */
export const labBindingOf = (podPackageId: string): Binding | null => bindingOfPackage(podPackageId);

/** A casewrap's boards and larger cover sheet, per copy. */
const CASEWRAP_CENTS = 850;

/**
 * What printing one copy costs the seller: a base plus a price per page, much less for a
 * black-and-white interior (as at Lulu, where ink is most of a colour page's price), more for
 * a casewrap.
 */
export function bookCents(pageCount: number, podPackageId = ''): number {
  const interior = interiorColourOf(podPackageId) === 'BW' ? 200 + 3 * pageCount : 300 + 15 * pageCount;
  return interior + (labBindingOf(podPackageId) === 'hardcover' ? CASEWRAP_CENTS : 0);
}

export const BLEED_IN = PAPERBACK_BLEED_IN;
/** Lulu's page limits per binding. */
export const MAX_PAGES = 800;
export const minPagesOf = (binding: Binding) => MIN_PAGES_OF[binding];
/** The paperback's minimum (the lab's default product). */
export const MIN_PAGES = MIN_PAGES_OF.paperback;

/** Trim size in inches from a pod_package_id: '0850X0850...' is 8.5 x 8.5 (both id formats). */
export function trimOf(podPackageId: string): { widthIn: number; heightIn: number } | null {
  const match = /^(\d{4})X(\d{4})/.exec(podPackageId);
  if (!match) return null;
  return { widthIn: Number(match[1]) / 100, heightIn: Number(match[2]) / 100 };
}

export function spineWidthIn(pageCount: number, binding: Binding = 'paperback'): number {
  return spineOf(binding, pageCount);
}

/** Interior page size with bleed, in points (the same for both bindings). */
export function interiorPageSize(trim: { widthIn: number; heightIn: number }) {
  return { widthPt: (trim.widthIn + 2 * BLEED_IN) * 72, heightPt: (trim.heightIn + 2 * BLEED_IN) * 72 };
}

/**
 * The one-page cover, in points: back + spine + front with bleed all round for a paperback; a
 * casewrap has its wrap on every outer edge and a hinge each side of the spine. For the 8.5 in
 * trim this is coverGeometry's coverLayout (the lab's tests check it), for any trim the same rule.
 */
export function coverSize(
  trim: { widthIn: number; heightIn: number },
  pageCount: number,
  binding: Binding = 'paperback',
) {
  const edge = binding === 'hardcover' ? CASEWRAP_WRAP_IN : BLEED_IN;
  const hinge = binding === 'hardcover' ? CASEWRAP_HINGE_IN : 0;
  const widthIn = 2 * trim.widthIn + spineWidthIn(pageCount, binding) + 2 * hinge + 2 * edge;
  return {
    widthPt: Math.round(widthIn * 72 * 1000) / 1000,
    heightPt: Math.round((trim.heightIn + 2 * edge) * 72 * 1000) / 1000,
  };
}
