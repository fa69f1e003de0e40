import type { Rng } from './prng.js';
import { sentences, wordCount } from './text.js';

/** A sentence (or a few) for a paragraph; optional ones (opt = priority, lower first) fill to length. */
export interface Item {
  text: string;
  opt?: number;
}

export const req = (text: string): Item => ({ text });
export const opt = (text: string | undefined, priority = 1): Item[] =>
  text ? [{ text, opt: priority }] : [];

export interface Length {
  min: number;
  max: number;
}

export const LENGTHS: Record<'young' | 'old', Length> = {
  young: { min: 25, max: 45 },
  old: { min: 50, max: 90 },
};

/**
 * Keeps every required item, then adds optional ones by priority until a length drawn from the
 * lower half of the range is reached (never passing max), skipping any whose sentences the story already used or the paragraph already says.
 */
export function fitParagraph(items: Item[], length: Length, rng: Rng, used: Set<string>): string {
  const span = length.max - length.min;
  const target = rng.between(length.min + Math.round(span * 0.1), length.min + Math.round(span * 0.55));
  const words = items.map((i) => wordCount(i.text));
  const chosen = items.map((i) => i.opt === undefined);
  let total = words.reduce((sum, w, i) => (chosen[i] ? sum + w : sum), 0);
  const required = new Set(items.filter((i) => i.opt === undefined).flatMap((i) => sentences(i.text)));
  const optional = items
    .map((item, index) => ({ item, index }))
    .filter(
      ({ item }) =>
        item.opt !== undefined && !sentences(item.text).some((t) => used.has(t) || required.has(t)),
    )
    .sort((a, b) => (a.item.opt as number) - (b.item.opt as number) || a.index - b.index);
  for (const goal of [target, length.min]) {
    for (const { index } of optional) {
      if (total >= goal) break;
      const w = words[index] as number;
      if (!chosen[index] && total + w <= length.max) {
        chosen[index] = true;
        total += w;
      }
    }
  }
  const texts = items.filter((_, i) => chosen[i]).map((i) => i.text);
  for (const t of texts.flatMap(sentences)) used.add(t);
  return texts.join(' ');
}
