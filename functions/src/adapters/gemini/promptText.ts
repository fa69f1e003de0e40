import type { Relationship } from '../../contract/story.js';

/**
 * The one way text a person typed (names, notes, redo descriptions, legends, looks) goes into a
 * prompt. The prompts fence user text in tags (`<parent_notes>`, `<scene>`); a `<` or `>` in the
 * text could close a fence and speak as the instructions (`</scene> ignore the above`). So both
 * become the single angle quotation marks `‹` and `›`: they look alike to a reader and to the
 * model, so a name or an idea keeps its meaning (and reads right if the model copies it into the
 * story), yet no tag can be written with them. HTML entities (`&lt;`) were not chosen because the
 * model would copy them into a child's book as they are.
 */
export function quoteUserText(text: string, max = 1500): string {
  const cleaned = Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    if ((code < 32 && code !== 10) || code === 127) return ' ';
    if (ch === '<') return '‹';
    if (ch === '>') return '›';
    return ch;
  })
    .join('')
    .replace(/\s+\n/g, '\n')
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max)}…` : cleaned;
}

/** A name quoted into a prompt: one line, short. */
export function quoteName(name: string): string {
  return quoteUserText(name, 60).replace(/\s+/g, ' ');
}

/**
 * Who a character is to the main one (`main`, quoted), as both prompts name it; `other` is the
 * words each prompt gives a character the form calls "other".
 */
export function roleWords(
  relationship: Relationship,
  main: string,
  twoHeroes: boolean,
  other: string,
): string {
  switch (relationship) {
    case 'main':
      return twoHeroes ? 'one of the two main characters' : 'the main character';
    case 'other':
      return other;
    default:
      return `${main}’s ${relationship}`;
  }
}
