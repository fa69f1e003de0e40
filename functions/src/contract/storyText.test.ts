import { describe, expect, it } from 'vitest';
import { formatParagraphs, formatStoryText, parseStoryText } from './storyText.js';

const paragraphs = Array.from({ length: 10 }, (_, i) => `Paragraph ${i + 1} text.`);

describe('story text', () => {
  it('round-trips through the format of spec part 2 §4', () => {
    const text = formatStoryText('Mia and the Moon', paragraphs);
    expect(text.startsWith('Title: Mia and the Moon\n\n1. Paragraph 1 text.\n\n2. ')).toBe(true);
    expect(parseStoryText(text)).toEqual({ title: 'Mia and the Moon', paragraphs });
  });

  it('takes the title from the first line when there is no Title: line', () => {
    const text = `**Mia's Big Day!**\n1. One.\n2) Two.\n\n10. Ten.`;
    expect(parseStoryText(text)).toEqual({ title: "Mia's Big Day", paragraphs: ['One.', 'Two.', 'Ten.'] });
  });

  it('accepts a bold Title line and keeps numbers inside sentences', () => {
    const text = '**Title:** The Brave Boat\n\n1. She counted 3 boats.\n\n2. Then 2. more';
    expect(parseStoryText(text)).toEqual({
      title: 'The Brave Boat',
      paragraphs: ['She counted 3 boats.', 'Then 2. more'],
    });
  });

  it('joins paragraphs with blank lines for formattedStory', () => {
    expect(formatParagraphs([' a ', 'b'])).toBe('a\n\nb');
  });
});
