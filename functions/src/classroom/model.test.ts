import { describe, expect, it } from 'vitest';
import { composeStory } from '../engines/storyteller/index.js';
import { childStatus, childStory, lessonTitle, tally, zipEntryName } from './model.js';

const lesson = { moral: 'kindness' as const, ageGroup: '5-7years' as const, idea: '' };

describe('the classroom rules', () => {
  it('names a class after its idea, else its moral', () => {
    expect(lessonTitle({ ...lesson, idea: 'sharing  crayons at the art table' })).toBe(
      'Sharing crayons at the art table',
    );
    expect(lessonTitle(lesson)).toBe('A Lesson in Kindness');
    expect(lessonTitle({ ...lesson, moral: 'self-discipline' })).toBe('A Lesson in Self-Discipline');
    const long = lessonTitle({ ...lesson, idea: 'a very long idea '.repeat(10) });
    expect(long.length).toBeLessThanOrEqual(61);
    expect(long.endsWith('…')).toBe(true);
  });

  it('titles every child’s book after the lesson’s idea, not the storyline’s (issue 47 item 5)', () => {
    const titles = (idea: string) =>
      ['Ada', 'Ben', 'Chloé', 'Dev', 'Eli', 'Fay'].map((name, index) => {
        const { inputs, seed } = childStory(
          'class_x',
          { ...lesson, idea },
          { name, look: { preset: 'dark_black' } },
          index,
        );
        return composeStory({ ...inputs, seed }).title;
      });
    expect(titles('sharing crayons at the art table')).toEqual([
      'Sharing Crayons with Ada',
      'Sharing Crayons with Ben',
      'Sharing Crayons with Chloé',
      'Sharing Crayons with Dev',
      'Sharing Crayons with Eli',
      'Sharing Crayons with Fay',
    ]);
    for (const title of titles('how to wait your turn'))
      expect(title).toMatch(/ Learns How to Wait Your Turn$/);
    for (const title of titles('be kind to a new classmate'))
      expect(title).toMatch(/ Learns to Be Kind to a New Classmate$/);
    for (const title of titles('a picnic')) expect(title).toMatch(/ and the Picnic$/);
    // No idea: the storyline's own titles, as before.
    expect(new Set(titles('')).size).toBeGreaterThan(1);
  });

  it('makes each child the hero of their own Avatar Story, with their look and their own seed', () => {
    const girl = childStory(
      'class_x',
      { ...lesson, idea: 'a picnic' },
      { name: 'Ada', look: { preset: 'dark_black' } },
      0,
    );
    expect(girl.inputs).toMatchObject({
      storyType: 'Enhanced',
      mainCharacterName: 'Ada',
      gender: 'unknown',
      description: 'a picnic',
      moralValue: 'kindness',
      readerAgeGroup: '5-7years',
      appearanceValue: 'dark_black',
      language: 'en',
    });
    expect(girl.inputs.characters[0]).toMatchObject({ name: 'Ada', relationship: 'main', key: 'class_x-0' });
    const boy = childStory(
      'class_x',
      lesson,
      {
        name: 'Ben',
        look: {
          skin: 'light',
          hairColour: 'blond',
          hairStyle: 'short',
          eyes: 'blue',
          glasses: true,
          freckles: false,
          presentation: 'boy',
        },
      },
      1,
    );
    expect(boy.inputs.gender).toBe('boy');
    expect(boy.inputs.appearanceValue).toBe('fair_blond');
    expect(boy.seed).not.toBe(girl.seed);
    expect(childStory('class_x', lesson, { name: 'Ada', look: { preset: 'dark_black' } }, 0).seed).toBe(
      girl.seed,
    );
  });

  it("reads each child's row and counts the class", () => {
    expect(childStatus({ bookId: null, failed: true }, null)).toBe('failed');
    expect(childStatus({ bookId: null, failed: false }, null)).toBe('writing');
    expect(childStatus({ bookId: '1', failed: false }, null)).toBe('removed');
    expect(childStatus({ bookId: '1', failed: false }, { title: 'T', pagesReady: 10, state: 'ready' })).toBe(
      'ready',
    );
    expect(tally(['ready', 'ready', 'failed', 'drawing', 'attention'])).toEqual({ done: 2, failed: 1 });
  });

  it('names the ZIP entries by child and title, never twice', () => {
    const taken = new Set<string>();
    expect(zipEntryName('Zoé', 'The Brave Day!', taken)).toBe('Zoe-The-Brave-Day.pdf');
    expect(zipEntryName('Zoé', 'The Brave Day!', taken)).toBe('Zoe-The-Brave-Day-2.pdf');
    expect(zipEntryName('', '', taken)).toBe('book.pdf');
  });
});
