/** The book as an EPUB 3 (pure, no ports): fixed layout, accessible, read aloud when narrated. */
export { buildEpub, EPUB_EDITION, EPUB_MIME_TYPE, validateEpubInput } from './buildEpub.js';
export type { BuiltEpub, EpubInput, EpubNarration, PageNarration } from './types.js';
