import type { Language } from '../../contract/languages.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pt } from './pt.js';
import type { EmailWords } from './types.js';

export type { EmailWords } from './types.js';

/** Every email's words, per language the site speaks. */
export const EMAIL_WORDS: Record<Language, EmailWords> = { en, es, fr, de, pt, it };
