/**
 * The lab's price list and book geometry: deterministic, so tests and the local stack always
 * see the same shipping options and cover sizes. Geometry follows Lulu's published rules for
 * perfect-bound paperbacks on 80# coated white paper.
 */
export interface LabShippingLevel {
  level: string;
  cents: number;
  daysMin: number;
  daysMax: number;
}

export const SHIPPING_LEVELS: readonly LabShippingLevel[] = [
  { level: 'MAIL', cents: 499, daysMin: 8, daysMax: 14 },
  { level: 'GROUND_HD', cents: 899, daysMin: 5, daysMax: 7 },
  { level: 'EXPEDITED', cents: 1799, daysMin: 3, daysMax: 4 },
  { level: 'EXPRESS', cents: 2999, daysMin: 1, daysMax: 2 },
];
/** Alaska and Hawaii cost more to reach, as with real carriers. */
const REMOTE_STATES = new Set(['AK', 'HI']);
const REMOTE_SURCHARGE_CENTS = 500;

export function shippingCents(level: LabShippingLevel, stateCode: string): number {
  return level.cents + (REMOTE_STATES.has(stateCode.toUpperCase()) ? REMOTE_SURCHARGE_CENTS : 0);
}

/** The interior's colour from a pod_package_id's second field: 'BW' black and white, else full colour. */
export function interiorColourOf(podPackageId: string): 'BW' | 'FC' {
  return /^\d{4}X\d{4}\.?BW/.test(podPackageId) ? 'BW' : 'FC';
}

/**
 * What printing one paperback costs the seller: a base plus a price per page, much less for a
 * black-and-white interior (as at Lulu, where ink is most of a colour page's price).
 */
export function bookCents(pageCount: number, podPackageId = ''): number {
  return interiorColourOf(podPackageId) === 'BW' ? 200 + 3 * pageCount : 300 + 15 * pageCount;
}

export const BLEED_IN = 0.125;
export const MIN_PAGES = 32;
export const MAX_PAGES = 800;
/** Pages per inch of spine for the paper of these books. */
const PAGES_PER_INCH = 444;
const SPINE_ALLOWANCE_IN = 0.06;

/** Trim size in inches from a pod_package_id: '0850X0850...' is 8.5 x 8.5 (both id formats). */
export function trimOf(podPackageId: string): { widthIn: number; heightIn: number } | null {
  const match = /^(\d{4})X(\d{4})/.exec(podPackageId);
  if (!match) return null;
  return { widthIn: Number(match[1]) / 100, heightIn: Number(match[2]) / 100 };
}

export function spineWidthIn(pageCount: number): number {
  return pageCount / PAGES_PER_INCH + SPINE_ALLOWANCE_IN;
}

/** Interior page size with bleed, in points. */
export function interiorPageSize(trim: { widthIn: number; heightIn: number }) {
  return { widthPt: (trim.widthIn + 2 * BLEED_IN) * 72, heightPt: (trim.heightIn + 2 * BLEED_IN) * 72 };
}

/** The one-page cover: back + spine + front with bleed all round, in points. */
export function coverSize(trim: { widthIn: number; heightIn: number }, pageCount: number) {
  return {
    widthPt: Math.round((2 * trim.widthIn + spineWidthIn(pageCount) + 2 * BLEED_IN) * 72 * 1000) / 1000,
    heightPt: (trim.heightIn + 2 * BLEED_IN) * 72,
  };
}
