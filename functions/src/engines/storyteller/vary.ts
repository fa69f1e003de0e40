import type { Rng } from './prng.js';

type Seeded = { rng: Rng };

/** One of several ways to say the same thing, chosen by the book's seed. */
export function either(c: Seeded, ...ways: string[]): string {
  return c.rng.pick(ways);
}

/**
 * A sentence assembled from parts, each picked from its own alternatives: a filler written as
 * 3 x 4 x 3 pieces has 36 wordings, so two books rarely share it word for word.
 */
export function phrase(c: Seeded, ...parts: (string | readonly string[])[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : c.rng.pick(part))).join('');
}
