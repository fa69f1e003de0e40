import { expect } from 'vitest';
import { castList } from '../../../contract/castList.js';
import type { AgeGroup } from '../../../contract/story.js';
import { parseStoryText } from '../../../contract/storyText.js';
import type { ComposedStory, StoryRequest } from '../request.js';
import { sentences, wordCount } from '../text.js';

/** The family of most storyteller tests: Mia, her grandmother Rose, her brother Leo, Biscuit the dog. */
export const MIA_FAMILY = castList(
  ['Mia', 'main', 'girl'],
  ['Rose', 'grandmother'],
  ['Leo', 'brother'],
  ['Biscuit', 'pet'],
);

/** Mia's Photo Story of a sunny day at the beach (English, kindness, 2-4, seed 1); a test changes what it is about. */
export function miaRequest(overrides: Partial<StoryRequest> = {}): StoryRequest {
  return {
    language: 'en',
    storyType: 'Essential',
    mainCharacterName: 'Mia',
    gender: 'girl',
    description: 'a sunny day at the beach',
    moralValue: 'kindness',
    readerAgeGroup: '2-4years',
    appearanceValue: 'photo_based',
    characters: MIA_FAMILY,
    seed: 1,
    ...overrides,
  };
}

/** The same as an Avatar Story: no family photos, a medium brown look. */
export const miaAvatar = (overrides: Partial<StoryRequest> = {}): StoryRequest =>
  miaRequest({ storyType: 'Enhanced', appearanceValue: 'medium_brown', characters: [], ...overrides });

/** How many words a paragraph has for each age group. */
const WORDS_PER_PARAGRAPH: Record<AgeGroup, [number, number]> = {
  '2-4years': [25, 45],
  '5-7years': [50, 90],
};

/**
 * What every book written for `req` is, in any language: ten paragraphs of its age's length, ten
 * legends that each name the hero, a text that reads back as its title and paragraphs, and no
 * sentence twice.
 */
export function expectTenPages(story: ComposedStory, req: StoryRequest, where: string): void {
  expect(story.paragraphs, where).toHaveLength(10);
  expect(story.legends, where).toHaveLength(10);
  expect(parseStoryText(story.text), where).toEqual({ title: story.title, paragraphs: story.paragraphs });
  const [min, max] = WORDS_PER_PARAGRAPH[req.readerAgeGroup];
  story.paragraphs.forEach((p, i) => {
    const words = wordCount(p);
    expect(words, `${where} paragraph ${i + 1}: ${p}`).toBeGreaterThanOrEqual(min);
    expect(words, `${where} paragraph ${i + 1}: ${p}`).toBeLessThanOrEqual(max);
  });
  const all = story.paragraphs.flatMap(sentences);
  expect(
    all.filter((s, i) => all.indexOf(s) !== i),
    where,
  ).toEqual([]);
  for (const legend of story.legends) expect(legend, where).toContain(req.mainCharacterName);
}
