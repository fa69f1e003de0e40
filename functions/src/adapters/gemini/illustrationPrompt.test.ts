import { describe, expect, it } from 'vitest';
import { KAI_LOOK } from '../../contract/testing/looks.js';
import type { IllustratedCharacter, IllustrationRequest } from '../../ports/illustrator.js';
import { buildIllustrationPrompt, buildReferenceSheetPrompt } from './illustrationPrompt.js';

/** The characters' lines of the image prompt: built looks in words, the others as before. */

const mia: IllustratedCharacter = { name: 'Mia', relationship: 'main', gender: 'girl' };
const sara: IllustratedCharacter = { name: 'Sara', relationship: 'mother', gender: 'woman' };
const rex: IllustratedCharacter = { name: 'Rex', relationship: 'pet', gender: 'unknown' };

function request(characters: IllustratedCharacter[]): IllustrationRequest {
  return {
    artStyle: 'classic',
    bookId: 'book-1',
    page: 3,
    legend: 'Mia, Sara and Rex have a picnic.',
    storyType: 'Enhanced',
    appearanceValue: 'fair_blond',
    readerAgeGroup: '2-4years',
    characters,
    variant: 0,
  };
}

const characterLines = (prompt: string) => prompt.split('\n').filter((line) => line.startsWith('- '));

describe('the characters in the image prompt', () => {
  it('stays exactly as it was for characters without a look', () => {
    // The text the prompt builder gave before looks existed.
    expect(characterLines(buildIllustrationPrompt(request([mia, sara, rex]), []))).toEqual([
      '- Mia: a girl, the main character, a small child about 3 years old, with fair skin and blond hair, always wearing a sky-blue hoodie, yellow shorts and green sneakers.',
      '- Sara: a woman, Mia’s mother.',
      '- Rex: Mia’s pet.',
    ]);
  });

  it('describes each built look instead of the gender and the appearance value', () => {
    const kai: IllustratedCharacter = {
      name: 'Kai',
      relationship: 'main',
      gender: 'unknown',
      key: 'char-1',
      look: KAI_LOOK,
    };
    const mum: IllustratedCharacter = {
      ...sara,
      look: {
        skin: 'dark',
        hairColour: 'black',
        hairStyle: 'covered',
        eyes: 'brown',
        glasses: false,
        freckles: false,
        presentation: 'girl',
      },
    };
    const cat: IllustratedCharacter = { ...rex, look: { species: 'cat', coat: 'ginger' } };
    const lines = characterLines(buildIllustrationPrompt(request([kai, mum, cat]), []));
    expect(lines).toEqual([
      '- Kai: the main character, a small child about 3 years old, drawn as a child (neither girl nor boy) with light skin, curly auburn hair, green eyes, round glasses and freckles, always wearing a red raincoat-style jacket, blue jeans and yellow boots.',
      '- Sara: Kai’s mother, drawn as a woman with deep brown skin, a headscarf covering the hair and brown eyes.',
      '- Rex: Kai’s pet, drawn as a cat with a ginger coat.',
    ]);
    expect(lines[0]).not.toContain('blond');
    expect(characterLines(buildReferenceSheetPrompt(request([kai, mum, cat]), []))).toEqual(lines);
  });

  it('dresses a saved main character the same in every book', () => {
    const outfit = (bookId: string, key?: string) =>
      characterLines(buildIllustrationPrompt({ ...request([{ ...mia, key }]), bookId }, []))[0]?.split(
        'always wearing ',
      )[1];
    const books = Array.from({ length: 12 }, (_, i) => `book-${i}`);
    expect(new Set(books.map((b) => outfit(b))).size).toBeGreaterThan(1);
    expect(new Set(books.map((b) => outfit(b, 'char-7'))).size).toBe(1);
  });

  it('draws two heroes each as a main character of the reader’s age in an outfit of their own', () => {
    const leo: IllustratedCharacter = { name: 'Leo', relationship: 'main', gender: 'boy' };
    const lines = characterLines(buildIllustrationPrompt(request([mia, leo, rex]), []));
    for (const line of lines.slice(0, 2)) {
      expect(line).toContain('one of the two main characters');
      expect(line).toContain('a small child about 3 years old');
      expect(line).toContain('always wearing');
    }
    const outfits = Array.from({ length: 8 }, (_, i) =>
      characterLines(buildIllustrationPrompt({ ...request([mia, leo]), bookId: `book-${i}` }, [])).map(
        (line) => line.split('always wearing ')[1],
      ),
    );
    expect(outfits.some(([a, b]) => a !== b)).toBe(true);
    // The first hero keeps the outfit a one-hero book gives it.
    expect(outfits[0]![0]).toBe(
      characterLines(buildIllustrationPrompt({ ...request([mia]), bookId: 'book-0' }, []))[0]!.split(
        'always wearing ',
      )[1],
    );
  });
});

describe('a redraw after a failed page check', () => {
  it('asks to avoid the check’s problems, fenced like any other text', () => {
    const prompt = buildIllustrationPrompt(
      { ...request([mia]), fixes: ['There is text or letters in the picture.', 'Mia is missing <b>.'] },
      [],
    );
    expect(prompt).toContain(
      'Avoid these problems of an earlier drawing: There is text or letters in the picture. Mia is missing ‹b›.',
    );
    expect(buildIllustrationPrompt(request([mia]), [])).not.toContain('Avoid these problems');
  });
});
