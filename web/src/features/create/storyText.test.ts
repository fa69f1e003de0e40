import { describe, expect, it } from 'vitest';
import { parseStoryText, toEditorParagraphs } from './storyText';

describe('parseStoryText', () => {
  it('takes the title from a Title: line and strips the numbering of the paragraphs', () => {
    const text =
      'Title: Mia and the Moon Boat\n\n1. Once upon a time.\n\n2. Mia found a boat.\n\n10) The end.';
    expect(parseStoryText(text)).toEqual({
      title: 'Mia and the Moon Boat',
      paragraphs: ['Once upon a time.', 'Mia found a boat.', 'The end.'],
    });
  });

  it('accepts a bold Title line anywhere', () => {
    expect(parseStoryText('1. First.\n**Title:** **Leo Sails Away**\n2. Second.')).toEqual({
      title: 'Leo Sails Away',
      paragraphs: ['First.', 'Second.'],
    });
  });

  it('falls back to the first line without bold marks and punctuation', () => {
    expect(parseStoryText('**"Mia\'s Big Day!"**\n\n1. Hello.\n\n**2.** Bye.')).toEqual({
      title: "Mia's Big Day",
      paragraphs: ['Hello.', 'Bye.'],
    });
  });
});

describe('toEditorParagraphs', () => {
  it('always gives 10 fields', () => {
    expect(toEditorParagraphs(['a', 'b'])).toEqual(['a', 'b', '', '', '', '', '', '', '', '']);
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i + 1}`);
    const fields = toEditorParagraphs(eleven);
    expect(fields).toHaveLength(10);
    expect(fields[9]).toBe('p10 p11');
  });
});
