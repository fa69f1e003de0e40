import { describe, expect, it } from 'vitest';
import { describeLook, HAIR_STYLES, presetPerson, SKIN_TONES } from './look.js';
import { KAI_LOOK as KAI } from './testing/looks.js';

describe('describeLook', () => {
  it('says every trait of a person in one phrase', () => {
    expect(describeLook(KAI)).toBe(
      'a child (neither girl nor boy) with light skin, curly auburn hair, green eyes, round glasses and freckles',
    );
  });

  it('leaves out glasses and freckles when not chosen, and takes another subject', () => {
    expect(describeLook({ ...KAI, glasses: false, freckles: false, presentation: 'girl' })).toBe(
      'a girl with light skin, curly auburn hair and green eyes',
    );
    expect(
      describeLook(
        { ...KAI, glasses: false, presentation: 'boy', hairColour: 'darkBrown', hairStyle: 'short' },
        'a man',
      ),
    ).toBe('a man with light skin, short dark brown hair, green eyes and freckles');
  });

  it('names each hair style and skin tone differently, a headscarf without a hair colour', () => {
    const styles = HAIR_STYLES.map((hairStyle) => describeLook({ ...KAI, hairStyle }));
    expect(new Set(styles).size).toBe(HAIR_STYLES.length);
    expect(describeLook({ ...KAI, hairStyle: 'covered' })).toContain('a headscarf covering the hair,');
    expect(describeLook({ ...KAI, hairStyle: 'covered' })).not.toContain('auburn');
    expect(describeLook({ ...KAI, hairStyle: 'braids' })).toContain('auburn hair in braids');
    expect(new Set(SKIN_TONES.map((skin) => describeLook({ ...KAI, skin }))).size).toBe(SKIN_TONES.length);
  });

  it('describes a pet by species and coat', () => {
    expect(describeLook({ species: 'dog', coat: 'chocolate' })).toBe('a dog with a chocolate-brown coat');
    expect(describeLook({ species: 'cat', coat: 'ginger' }, 'a small kitten')).toBe(
      'a small kitten with a ginger coat',
    );
  });

  it('describes a preset like the spec’s appearance words', () => {
    expect(describeLook(presetPerson('dark_black', 'girl'))).toBe(
      'a girl with deep brown skin, long black hair and brown eyes',
    );
  });
});
