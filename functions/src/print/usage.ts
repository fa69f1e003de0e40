import { createHash } from 'node:crypto';
import { DEFAULT_BINDING, DEFAULT_COPIES, DEFAULT_PRINT_EDITION } from '../contract/print.js';
import type { DocData, DocumentStore, JsonValue } from '../ports/documentStore.js';
import type {
  PrintAddress,
  PrintCost,
  PrintItem,
  PrintProvider,
  ShippingOption,
} from '../ports/printProvider.js';
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
  /** The provider's cost by shipping level, once asked (tax, and the operator's margins). */
  costs: Record<string, PrintCost | number>;
}

/**
 * Which quote an address is: every field the provider is sent, normalised, the page count, the
 * edition and binding (each is its own product, with its own prices) and the copies.
 */
export function quoteKeyOf(address: PrintAddress, pageCount: number, item: PrintItem): string {
  const fields = Object.entries(address)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => [name, String(value).trim().replace(/\s+/g, ' ').toLowerCase()]);
  const { edition, binding, copies } = item;
  // The colour paperback x 1 keeps its keys from before editions, bindings and copies existed.
  const key = {
    fields,
    pageCount,
    ...(edition === DEFAULT_PRINT_EDITION ? {} : { edition }),
    ...(binding === DEFAULT_BINDING ? {} : { binding }),
    ...(copies === DEFAULT_COPIES ? {} : { copies }),
  };
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
    async shippingOptions(to: PrintAddress, pageCount: number, item: PrintItem): Promise<ShippingOption[]> {
      const key = quoteKeyOf(to, pageCount, item);
      const hit = await cached(key);
      if (hit) return hit.options;
      await countCall(store, path, 'shippingQuotes', clock.now());
      const options = await provider.shippingOptions(to, pageCount, item);
      await remember(key, (quote) => ({
        key,
        at: clock.now().toISOString(),
        options,
        costs: quote?.costs ?? {},
      }));
      return options;
    },

    /**
     * What the provider charges us for these copies at this shipping level, tax included
     * (cached with the quote). Asked with a new quote (for the tax the page shows) and once per
     * new order, which have their own hourly limits, so it is not counted again.
     */
    async printCost(
      to: PrintAddress,
      shippingId: string,
      pageCount: number,
      item: PrintItem,
    ): Promise<PrintCost> {
      const key = quoteKeyOf(to, pageCount, item);
      const hit = (await cached(key))?.costs[shippingId];
      // A bare number is a cost kept before taxes were: asked again.
      if (hit !== undefined && typeof hit !== 'number') return hit;
      const cost = await provider.printCost(to, shippingId, pageCount, item);
      // A cost belongs to its quote: one that expired meanwhile keeps nothing.
      await remember(key, (quote) =>
        quote ? { ...quote, costs: { ...quote.costs, [shippingId]: cost } } : null,
      );
      return cost;
    },
  };
}
