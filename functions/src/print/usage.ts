import { createHash } from 'node:crypto';
import type { PrintEdition } from '../contract/print.js';
import type { DocData, DocumentStore, JsonValue } from '../ports/documentStore.js';
import type { PrintAddress, PrintProvider, ShippingOption } from '../ports/printProvider.js';
import type { Clock } from '../ports/clock.js';
import { countCall } from '../shared/callLimits.js';
import { asJson } from '../shared/json.js';

/**
 * printUsage/{uid}: one person's hourly counters of print calls (shared/callLimits.ts) and the
 * shipping quotes the provider gave them lately, so asking again for the same address within a
 * few minutes costs no provider call (issue 26).
 */
export const PRINT_USAGE_COLLECTION = 'printUsage';
export const printUsagePath = (uid: string) => `${PRINT_USAGE_COLLECTION}/${uid}`;

/** How long a quote is answered from the cache; prices change rarely, addresses are typed once. */
export const QUOTE_CACHE_MS = 10 * 60_000;
/** The most quotes kept per person (the newest); one address is the usual case. */
const QUOTES_KEPT = 5;

interface CachedQuote {
  key: string;
  at: string;
  options: ShippingOption[];
  /** The provider's cost by shipping level, once asked (the operator's margins). */
  costs: Record<string, number>;
}

/**
 * Which quote an address is: every field the provider is sent, normalised, the page count and
 * the edition (each edition is its own product, with its own prices).
 */
export function quoteKeyOf(
  address: PrintAddress,
  pageCount: number,
  edition: PrintEdition = 'colour',
): string {
  const fields = Object.entries(address)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => [name, String(value).trim().replace(/\s+/g, ' ').toLowerCase()]);
  // The colour book's keys stay as they were before editions existed.
  const key = edition === 'colour' ? { fields, pageCount } : { fields, pageCount, edition };
  return createHash('sha256').update(JSON.stringify(key)).digest('hex');
}

/** The shipping quotes of one person: from the cache while fresh, else from the provider (counted). */
export function printQuotes(
  deps: { store: DocumentStore; clock: Clock },
  provider: PrintProvider,
  uid: string,
) {
  const { store, clock } = deps;
  const path = printUsagePath(uid);

  const freshQuotes = (data: DocData | null): CachedQuote[] => {
    const now = clock.now().getTime();
    const quotes = Array.isArray(data?.quotes) ? (data.quotes as unknown as CachedQuote[]) : [];
    return quotes.filter((q) => now - new Date(q.at).getTime() < QUOTE_CACHE_MS);
  };
  const cached = async (key: string) => freshQuotes(await store.get(path)).find((q) => q.key === key);

  /**
   * Keeps the quote (or adds a cost to it; null keeps nothing), dropping stale ones and the
   * oldest beyond the few kept.
   */
  async function remember(key: string, change: (quote: CachedQuote | undefined) => CachedQuote | null) {
    await store.runTransaction(async (tx) => {
      const data = await tx.get(path);
      const quotes = freshQuotes(data);
      const next = change(quotes.find((q) => q.key === key));
      if (!next) return;
      const kept = [...quotes.filter((q) => q.key !== key), next].slice(-QUOTES_KEPT);
      tx.set(path, { ...data, quotes: asJson(kept) as JsonValue });
    });
  }

  return {
    /** The ways the book ships to `to`; a provider call counts toward the hourly limit. */
    async shippingOptions(
      to: PrintAddress,
      pageCount: number,
      edition: PrintEdition = 'colour',
    ): Promise<ShippingOption[]> {
      const key = quoteKeyOf(to, pageCount, edition);
      const hit = await cached(key);
      if (hit) return hit.options;
      await countCall(store, path, 'shippingQuotes', clock.now());
      const options = await provider.shippingOptions(to, pageCount, edition);
      await remember(key, (quote) => ({
        key,
        at: clock.now().toISOString(),
        options,
        costs: quote?.costs ?? {},
      }));
      return options;
    },

    /**
     * What the provider charges us for this copy at this shipping level (cached with the quote).
     * Asked once per new order, which has its own hourly limit, so it is not counted again.
     */
    async printCost(
      to: PrintAddress,
      shippingId: string,
      pageCount: number,
      edition: PrintEdition = 'colour',
    ): Promise<number> {
      const key = quoteKeyOf(to, pageCount, edition);
      const hit = (await cached(key))?.costs[shippingId];
      if (hit !== undefined) return hit;
      const { totalCents } = await provider.printCost(to, shippingId, pageCount, edition);
      // A cost belongs to its quote: one that expired meanwhile keeps nothing.
      await remember(key, (quote) =>
        quote ? { ...quote, costs: { ...quote.costs, [shippingId]: totalCents } } : null,
      );
      return totalCents;
    },
  };
}
