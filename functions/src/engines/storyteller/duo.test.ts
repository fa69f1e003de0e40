import { describe, expect, it } from 'vitest';
import { makePerson } from './characters.js';
import { agreeLegendWithPair, agreeWithPair, pairHero, pluralVerb, voicePair } from './duo.js';

const pair = pairHero('Mia', 'Leo');

describe('a pair of heroes', () => {
  it('puts the verb after their names in the plural', () => {
    expect(agreeWithPair('Mia and Leo was tired. Mia and Leo happily spots a crab.', pair)).toBe(
      'Mia and Leo were tired. Mia and Leo happily spot a crab.',
    );
    expect(agreeWithPair('Grandpa sat by Mia and Leo, who was sleepy.', pair)).toBe(
      'Grandpa sat by Mia and Leo, who were sleepy.',
    );
    expect(agreeWithPair('Mia and Leo and Theo ran. Mia and Leo always smiled.', pair)).toBe(
      'Mia, Leo and Theo ran. Mia and Leo always smiled.',
    );
  });

  it('leaves one hero alone', () => {
    const one = makePerson(
      {
        name: 'Mia',
        call: 'Mia',
        intro: 'Mia',
        legend: 'Mia',
        relationship: 'main',
        isPet: false,
        isAdult: false,
      },
      'she',
    );
    expect(agreeWithPair('Mia was tired.', one)).toBe('Mia was tired.');
    expect(voicePair('"Hi," they said.', one, true, { next: 0 })).toBe('"Hi," they said.');
  });

  it('makes verbs plural', () => {
    expect(['watches', 'carries', 'has', 'goes', 'plays', 'across', 'kiss'].map(pluralVerb)).toEqual([
      'watch',
      'carry',
      'have',
      'go',
      'play',
      'across',
      'kiss',
    ]);
  });

  it('gives the pair’s speech to each in turn', () => {
    const turn = { next: 0 };
    expect(voicePair('"I can," they said. Mia and Leo whispered, "Now!"', pair, true, turn)).toBe(
      '"I can," Mia said. Leo whispered, "Now!"',
    );
    expect(voicePair('"Look," they said.', pair, false, turn)).toBe('"Look," they said.');
  });

  it('agrees the later verbs of a description the pair leads', () => {
    expect(agreeLegendWithPair('Mia and Leo tell Ava the truth and says sorry, at the park', pair)).toBe(
      'Mia and Leo tell Ava the truth and says sorry, at the park'.replace('says', 'say'),
    );
  });
});
