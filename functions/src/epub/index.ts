/** The book as an EPUB 3 (pure, no ports): fixed layout, accessible, read aloud when narrated. */
export { buildEpub, EPUB_EDITION, EPUB_MIME_TYPE, validateEpubInput } from './buildEpub.js';
export type { BuiltEpub, EpubInput, EpubNarration, PageNarration } from './types.js';
/** The few words a book file says itself ('Page 3', 'Contents'), in every story language. */
export { EPUB_WORDS as BOOK_FILE_WORDS } from './words.js';
