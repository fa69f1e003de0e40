import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GallerySample } from '../src/content/gallery/catalog.js';

const STORIES = fileURLToPath(new URL('../src/content/gallery/stories', import.meta.url));

/** A gallery sample's ten legends (its picture descriptions), from its story file. */
export async function legendsOf(sample: GallerySample): Promise<string[]> {
  const { legends } = (await import(path.join(STORIES, `${sample.file}.ts`))) as { legends: string[] };
  if (legends.length !== 10) throw new Error(`${sample.file}: ${legends.length} legends, not 10`);
  return legends;
}
