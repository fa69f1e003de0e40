/**
 * The TTF files of the PDF's fonts (DESIGN.md: Fredoka headings, Atkinson Hyperlegible body),
 * resolved through Node's module resolution so the same code finds them when it runs from
 * src/ (tsx, vitest) and from the compiled lib/ (the files always stay in node_modules).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The faces the book uses, by role. */
export const FONT_FILES = {
  /** Titles and 'The End'. */
  heading: '@expo-google-fonts/fredoka/600SemiBold/Fredoka_600SemiBold.ttf',
  /** Story text and captions. */
  body: '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf',
  /** A bilingual book's second text (issue 45), set apart from the first. */
  bodyItalic:
    '@expo-google-fonts/atkinson-hyperlegible/400Regular_Italic/AtkinsonHyperlegible_400Regular_Italic.ttf',
  /** Page numbers and small emphasis. */
  bodyBold: '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf',
} as const;

export type FontRole = keyof typeof FONT_FILES;

/** Absolute path of a role's TTF file; throws a clear error when the font package is missing. */
export function fontPath(role: FontRole): string {
  try {
    return require.resolve(FONT_FILES[role]);
  } catch (cause) {
    throw new Error(
      `PDF font '${FONT_FILES[role]}' not found: is its @expo-google-fonts package installed?`,
      { cause },
    );
  }
}

const cache = new Map<FontRole, Buffer>();

/** The TTF bytes of a role, read once per process (pdfkit parses and subsets them per document). */
export function fontData(role: FontRole): Buffer {
  let data = cache.get(role);
  if (!data) {
    data = readFileSync(fontPath(role));
    cache.set(role, data);
  }
  return data;
}
