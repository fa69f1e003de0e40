import type { ReadingTypeface } from '@contract/readingMode';

/**
 * The faces the reading mode offers, self-hosted from npm (DESIGN.md). Atkinson Hyperlegible is
 * already the site's body face (index.css); OpenDyslexic's files load only once a reader picks
 * it, so nobody else downloads them.
 */
export const TYPEFACE_FAMILIES: Record<ReadingTypeface, string> = {
  'atkinson-hyperlegible': "'Atkinson Hyperlegible', system-ui, sans-serif",
  opendyslexic: "'OpenDyslexic', 'Atkinson Hyperlegible', system-ui, sans-serif",
};

const LOADERS: Partial<Record<ReadingTypeface, () => Promise<unknown>>> = {
  opendyslexic: () =>
    Promise.all([import('@fontsource/opendyslexic/400.css'), import('@fontsource/opendyslexic/700.css')]),
};

const loaded = new Map<ReadingTypeface, Promise<unknown>>();

/** Loads a face's stylesheet once (its font files follow as the text needs them). */
export function loadTypeface(typeface: ReadingTypeface): Promise<unknown> {
  let pending = loaded.get(typeface);
  if (!pending) {
    pending = (LOADERS[typeface]?.() ?? Promise.resolve()).catch((error: unknown) => {
      loaded.delete(typeface);
      // The text stays in Atkinson Hyperlegible, the family's fallback.
      console.error('Loading a reading typeface failed', error);
    });
    loaded.set(typeface, pending);
  }
  return pending;
}
