import { describe, expect, it } from 'vitest';
import { composeStory } from '../../engines/storyteller/index.js';
import { storyCharacterOf } from './savedCast.js';

describe('a saved character in the story', () => {
  it('keeps a pet’s pronouns, so a saved female dog is “su perra” in Spanish (issue 47 item 8)', () => {
    const canela = {
      id: 'ch_1',
      name: 'Canela',
      role: 'pet' as const,
      look: { species: 'dog' as const, coat: 'golden' as const },
    };
    expect(storyCharacterOf({ ...canela, pronouns: 'she' }, false).gender).toBe('girl');
    expect(storyCharacterOf({ ...canela, pronouns: 'they' }, false).gender).toBe('unknown');
    const story = composeStory({
      storyType: 'Essential',
      mainCharacterName: 'Mia',
      gender: 'girl',
      description: '',
      moralValue: 'kindness',
      readerAgeGroup: '5-7years',
      appearanceValue: 'photo_based',
      characters: [
        { name: 'Mia', relationship: 'main', gender: 'girl' },
        storyCharacterOf({ ...canela, pronouns: 'she' }, false),
      ],
      seed: 1,
      language: 'es',
    });
    expect(story.paragraphs.join(' ')).toMatch(/su perra Canela/i);
  });
});
