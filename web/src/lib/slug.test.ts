import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('lower-cases and turns runs of other characters into one hyphen', () => {
    expect(slugify("Mia's Big  Day: At the Sea!")).toBe('mia-s-big-day-at-the-sea');
    expect(slugify('  --The Brave Little Fox--  ')).toBe('the-brave-little-fox');
    expect(slugify('Leo & the 3 Kites')).toBe('leo-the-3-kites');
  });

  it('keeps accented letters without their accents', () => {
    expect(slugify('Lucía hace sitio')).toBe('lucia-hace-sitio');
    expect(slugify('Le château de Zoé')).toBe('le-chateau-de-zoe');
    expect(slugify('Jonas und der große Baum')).toBe('jonas-und-der-grosse-baum');
    expect(slugify('¿Dónde está Ñandú?')).toBe('donde-esta-nandu');
  });

  it('falls back to story when nothing usable is left', () => {
    expect(slugify('!!!')).toBe('story');
  });
});
