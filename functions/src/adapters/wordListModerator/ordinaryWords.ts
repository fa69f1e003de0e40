import type { Language } from '../../contract/story.js';

/**
 * Words of the LDNOOBW lists (npm `naughty-words`) that are ordinary in a children's story in
 * their language (a fish, a queen, a pedal, a seashell, a heroine), so a book about them is not refused.
 * The lists were made to filter search terms, where a double meaning is enough to list a word;
 * a bedtime story uses the plain meaning. Only words whose common meaning is child-safe and
 * whose slang one is not the usual one are here (so 'chatte' or 'pau' stay refused); a native
 * speaker should review this list (issue 28).
 */
export const ORDINARY_WORDS: Partial<Record<Language, readonly string[]>> = {
  es: ['asno', 'concha', 'heroína', 'martillo'],
  fr: ['baiser', 'folle', 'gerbe', 'gueule', 'pédale', 'tanche'],
  de: ['rosette'],
  pt: ['amador', 'aranha', 'burro', 'comer', 'frango assado', 'heroína', 'saco', 'torneira'],
  it: [
    'bagnarsi',
    'balle',
    'battere',
    'biga',
    'cozza',
    'fava',
    'monta',
    'montare',
    'nave scuola',
    'palle',
    'pesce',
    'pisello',
    'pompa',
    'porco',
    'quaglia',
    'regina',
    'tirare',
    'vacca',
    'vangare',
  ],
};
