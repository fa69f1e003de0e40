import { castList } from '../../../contract/castList.js';
import type { StoryRequest } from '../request.js';

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
