import type { DocData, DocumentStore, JsonValue } from '../ports/documentStore.js';
import { SlowDown } from './domainErrors.js';
import { fixedWindowCounter, tryAgainIn } from './fixedWindow.js';

/**
 * The expensive calls each person may make per fixed hour (issue 26): each one builds files or
 * asks a paid provider. What is reused costs nothing and does not count (an unchanged PDF, a
 * quote answered from the cache, an unpaid order's open payment page). The numbers live here only.
 */
export const CALL_LIMITS = {
  /** createPdf / createEnhancedPdf / createColoringPdf builds of changed books. */
  pdfBuilds: { perHour: 10, message: (n: number) => `You have built ${n} PDFs in the last hour.` },
  /** createEpub builds of changed books (issue 44). */
  epubBuilds: { perHour: 10, message: (n: number) => `You have built ${n} EPUBs in the last hour.` },
  /** createAudiobook builds of changed books (issue 44). */
  audiobookBuilds: {
    perHour: 10,
    message: (n: number) => `You have built ${n} audiobooks in the last hour.`,
  },
  /** A class's ZIP of PDFs (issue 31), one count per ZIP however many books it builds. */
  classZips: { perHour: 10, message: (n: number) => `You have downloaded ${n} class ZIPs in the last hour.` },
  /** getPrintPdf {rebuild} and generateCoverPdf builds of changed files. */
  printFileBuilds: {
    perHour: 20,
    message: (n: number) => `You have started ${n} print file builds in the last hour.`,
  },
  /** Shipping quotes asked of the print provider (print/shipping-options, print/calculate-cost). */
  shippingQuotes: {
    perHour: 30,
    message: (n: number) => `You have asked for ${n} shipping quotes in the last hour.`,
  },
  /** New print orders with their payment page (print/calculate-cost). */
  printCheckouts: {
    perHour: 10,
    message: (n: number) => `You have started ${n} print orders in the last hour.`,
  },
  /**
   * Narrations asked for by hand (POST /user/narration, issue 44): each reads up to ten pages
   * with the paid Text-to-Speech. The narration after save and after an edit is not counted.
   */
  narrations: {
    perHour: 10,
    message: (n: number) => `You have asked for ${n} narrations in the last hour.`,
  },
  /** Saved characters' photos decoded and stored (characters/save with photos). */
  characterPhotoSaves: {
    perHour: 30,
    message: (n: number) => `You have saved character photos ${n} times in the last hour.`,
  },
} as const;

export type LimitedCall = keyof typeof CALL_LIMITS;

const HOUR_MS = 3_600_000;
const counter = fixedWindowCounter(HOUR_MS, 'count');

/** The 429 of a call over its limit, with when to try again. */
function refusal(call: LimitedCall, now: Date): SlowDown {
  const { perHour, message } = CALL_LIMITS[call];
  const retryAfter = counter.secondsLeft(now);
  return new SlowDown(`${message(perHour)} ${tryAgainIn(retryAfter)}`, retryAfter, 'hourly_limit', {
    call,
    perHour,
  });
}

/**
 * The counter document after one more `call` now (each call has its own field, so several
 * counters share a person's document), or the 429 when the hour's allowance is used up.
 */
export function countedCall(data: DocData | null, call: LimitedCall, now: Date): DocData {
  const current = (data?.[call] ?? null) as Record<string, unknown> | null;
  if (counter.countIn(current, now) >= CALL_LIMITS[call].perHour) throw refusal(call, now);
  return { ...data, [call]: counter.plusOne(current, now) as { [key: string]: JsonValue } };
}

/** Counts one `call` of a person in the counter document at `path` (its own transaction). */
export async function countCall(store: DocumentStore, path: string, call: LimitedCall, now: Date) {
  await store.runTransaction(async (tx) => {
    tx.set(path, countedCall(await tx.get(path), call, now));
  });
}
