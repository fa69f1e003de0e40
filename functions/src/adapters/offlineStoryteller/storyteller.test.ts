import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, MORAL_VALUES } from '../../contract/story.js';
import { composeStory, SETTINGS } from '../../engines/storyteller/index.js';
import type { StoryRequest } from '../../ports/storyteller.js';
import { EngineError } from '../../ports/engineError.js';
import { WordListModerator } from '../wordListModerator/moderator.js';
import { OfflineStoryteller } from './storyteller.js';

const request = (overrides: Partial<StoryRequest>): StoryRequest => ({
  storyType: 'Essential',
  mainCharacterName: 'Mia',
  gender: 'girl',
  description: 'a sunny day at the beach',
  moralValue: 'kindness',
  readerAgeGroup: '2-4years',
  appearanceValue: 'photo_based',
  characters: [
    { name: 'Mia', relationship: 'main', gender: 'girl' },
    { name: 'Rose', relationship: 'grandmother', gender: 'woman' },
    { name: 'Leo', relationship: 'brother', gender: 'boy' },
    { name: 'Biscuit', relationship: 'pet', gender: 'unknown' },
  ],
  language: 'en',
  seed: 1,
  ...overrides,
});

describe('OfflineStoryteller', () => {
  it('describes itself and writes through the port', async () => {
    const teller = new OfflineStoryteller();
    expect(teller.description).toBe('offline storyteller');
    const story = await teller.write(request({}));
    expect(story.paragraphs).toHaveLength(10);
    expect(story.title).toMatch(/\S/);
  });
});

describe('offline stories and the word list', () => {
  it('never trips the moderator', () => {
    const moderator = new WordListModerator();
    for (const setting of SETTINGS) {
      for (const moral of MORAL_VALUES) {
        for (const age of AGE_GROUPS) {
          const story = composeStory(
            request({
              description: setting.keywords[0] as string,
              moralValue: moral,
              readerAgeGroup: age,
              seed: moral.length,
            }),
          );
          const result = moderator.checkSync([story.text, ...story.legends]);
          expect(result.offending, `${setting.id} ${moral} ${age}`).toEqual([]);
        }
      }
    }
  });
});

describe('languages the local engine does not write (issue 28)', () => {
  it('refuses for good with a message for the parent, never an English book', async () => {
    for (const language of ['fr', 'de', 'pt', 'it'] as const) {
      const refusal = await new OfflineStoryteller().write(request({ language })).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(EngineError);
      const error = refusal as EngineError;
      expect(error.retryable).toBe(false);
      expect(error.forParent).toMatch(/local engine, which writes only English/);
    }
  });
});
