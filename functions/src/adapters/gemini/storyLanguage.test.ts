import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../ports/storyteller.js';
import { buildStoryPrompt } from './storyPrompt.js';

const request: StoryRequest = {
  storyType: 'Enhanced',
  mainCharacterName: 'Mia',
  gender: 'girl',
  description: 'a picnic by the river',
  moralValue: 'kindness',
  readerAgeGroup: '2-4years',
  appearanceValue: 'medium_brown',
  characters: [],
  language: 'en',
  seed: 1,
};

describe('the story prompt in the book’s language (issue 28)', () => {
  it('asks for the title and paragraphs in the language, the legends and looks in English', () => {
    const prompt = buildStoryPrompt({ ...request, language: 'fr' });
    expect(prompt).toContain('write the title and every paragraph in French');
    expect(prompt).toContain('Write the illustration descriptions (legends) and characterLooks in English');
    expect(prompt).toContain('Keep every character’s name exactly as given, untranslated.');
    for (const [language, name] of [
      ['es', 'Spanish'],
      ['de', 'German'],
      ['pt', 'Portuguese'],
      ['it', 'Italian'],
    ] as const)
      expect(buildStoryPrompt({ ...request, language })).toContain(`every paragraph in ${name}`);
  });

  it('leaves an English book’s prompt as it was', () => {
    const prompt = buildStoryPrompt(request);
    expect(prompt).not.toMatch(/Language:|untranslated/);
  });
});
