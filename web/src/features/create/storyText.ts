import { PAGES_PER_BOOK } from './constants';

export interface ParsedStory {
  title: string;
  paragraphs: string[];
}

const TITLE_LINE = /^\s*\**\s*title\s*:\s*\**\s*(.*?)\s*\**\s*$/i;
const NUMBERING = /^\s*(?:\*\*)?\s*\d+\s*[.)]\s*(?:\*\*)?\s*/;

function stripBoldAndPunctuation(line: string): string {
  return line
    .replace(/\*\*|__|[*#]/g, '')
    .replace(/^[\s"'“”‘’.,:;!?-]+|[\s"'“”‘’.,:;!?-]+$/g, '')
    .trim();
}

/**
 * Spec part 2 §4 'Parsing generated text': the title comes from a 'Title:' line, otherwise from
 * the first line with bold marks and punctuation stripped; the paragraphs are the remaining
 * non-empty lines with leading numbering removed. (The same rules as the server's parser.)
 */
export function parseStoryText(text: string): ParsedStory {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const titleIndex = lines.findIndex((line) => TITLE_LINE.test(line));
  let title: string;
  let rest: string[];
  if (titleIndex >= 0) {
    title = stripBoldAndPunctuation(TITLE_LINE.exec(lines[titleIndex] ?? '')?.[1] ?? '');
    rest = lines.filter((_, index) => index !== titleIndex);
  } else {
    title = stripBoldAndPunctuation(lines[0] ?? '');
    rest = lines.slice(1);
  }
  const paragraphs = rest.map((line) => line.replace(NUMBERING, '').trim()).filter((line) => line.length > 0);
  return { title, paragraphs };
}

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
