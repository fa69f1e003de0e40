import { describe, expect, it } from 'vitest';
import { countWords, readAloudMinutes } from './readingTime';

describe('read-aloud time', () => {
  it('counts words by the language’s own rules', () => {
    expect(countWords("« Oui ! » dit l'enfant.", 'fr')).toBe(3);
    expect(countWords('¡Qué mañana tan bonita, Lucía!', 'es')).toBe(5);
    expect(countWords('Mia’s kite flew high.', 'en')).toBe(4);
  });

  it('reads at each language’s pace, never less than a minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'palabra').join(' ');
    expect(readAloudMinutes([words(600)], 'en')).toBe(5);
    expect(readAloudMinutes([words(600)], 'de')).toBe(6);
    expect(readAloudMinutes([words(660)], 'es')).toBe(6);
    expect(readAloudMinutes(['Hola.'], 'es')).toBe(1);
    expect(readAloudMinutes([words(240)], 'nl')).toBe(2);
  });
});
