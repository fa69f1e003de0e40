import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, MORAL_VALUES } from '../../contract/story.js';
import { composeStory, SETTINGS, WRITTEN_LANGUAGES } from '../../engines/storyteller/index.js';
import { EngineError } from '../../ports/engineError.js';
import { WordListModerator } from '../wordListModerator/moderator.js';
import { OfflineStoryteller } from './storyteller.js';
import { miaRequest as request } from '../../engines/storyteller/testing/requests.js';

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

describe('Spanish stories and the word list (issue 28)', () => {
  it('passes a Spanish description and the Spanish books written from it', () => {
    const moderator = new WordListModerator();
    const descriptions = [
      'en la playa, le encantan los dinosaurios',
      'Mia es tímida y quiere hacer amigos en el parque con su abuela',
      'un día en el bosque con su perro Galleta, buscando setas y ardillas',
    ];
    expect(moderator.checkSync(descriptions, 'es').offending).toEqual([]);
    for (const moralValue of ['kindness', 'courage'] as const)
      for (const readerAgeGroup of AGE_GROUPS)
        for (const description of descriptions) {
          const story = composeStory(request({ language: 'es', description, moralValue, readerAgeGroup }));
          const result = moderator.checkSync([story.text, ...story.legends], 'es');
          expect(result.offending, `${moralValue} ${readerAgeGroup} ${description}`).toEqual([]);
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
      expect(error.forParent).toMatch(
        WRITTEN_LANGUAGES.includes('es')
          ? /local engine, which writes only English and Spanish/
          : /local engine, which writes only English/,
      );
    }
  });
});
