/**
 * Remembers recently verified ID tokens so a burst of calls from one person verifies the token
 * once. An entry never outlives the token's own expiry, nor maxAgeMs: the same window in which
 * Firebase itself would accept the token without a revocation check.
 */
export class VerifiedTokenCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAtMs: number }>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly maxAgeMs = 5 * 60_000,
  ) {}

  get(token: string, nowMs: number): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  set(token: string, value: T, tokenExpiresAtMs: number, nowMs: number): void {
    const expiresAtMs = Math.min(tokenExpiresAtMs, nowMs + this.maxAgeMs);
    if (expiresAtMs <= nowMs) return;
    this.entries.delete(token);
    this.entries.set(token, { value, expiresAtMs });
    // Maps iterate in insertion order, so the first key is the oldest entry.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
