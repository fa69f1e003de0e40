import { PAGES_PER_BOOK } from './constants';

// Spec part 2 §4 'Parsing generated text': one parser for the server and the client.
export { parseStoryText, type ParsedStory } from '@contract/storyText';

/**
 * Exactly the 10 editor fields: missing paragraphs are empty fields (the save check asks for
 * them), and any extra text joins the last one so nothing the storyteller wrote is lost.
 */
export function toEditorParagraphs(paragraphs: string[]): string[] {
  const fields = paragraphs.slice(0, PAGES_PER_BOOK);
  const extra = paragraphs.slice(PAGES_PER_BOOK);
  if (extra.length > 0) fields[PAGES_PER_BOOK - 1] = [fields[PAGES_PER_BOOK - 1], ...extra].join(' ');
  while (fields.length < PAGES_PER_BOOK) fields.push('');
  return fields;
}

/** Ten empty editor fields (before a story is generated). */
export const emptyParagraphs = (): string[] => Array.from({ length: PAGES_PER_BOOK }, () => '');
