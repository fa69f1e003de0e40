import type english from './locales/en.json';

/** Every message the interface shows, by its id: English is the source catalogue. */
export type MessageId = keyof typeof english;
/** Values for a message's ICU placeholders ({name}, {count, plural, ...}). */
export type MessageValues = Record<string, string | number | Date>;
