/**
 * The story text format of spec part 2 §4, shared by every storyteller and by the client:
 *
 *   Title: Mia and the Brave Little Boat
 *
 *   1. Once upon a time...
 *
 *   2. ...
 */
export function formatStoryText(title: string, paragraphs: readonly string[]): string {
  return [`Title: ${title.trim()}`, ...paragraphs.map((p, i) => `${i + 1}. ${p.trim()}`)].join('\n\n');
}

/** The 10 paragraphs joined by blank lines, without numbering (CONTRACT.md formattedStory). */
export function formatParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => p.trim()).join('\n\n');
}

const TITLE_LINE = /^\s*\**\s*title\s*:\s*\**\s*(.*?)\s*\**\s*$/i;
const NUMBERING = /^\s*(?:\*\*)?\s*\d+\s*[.)]\s*(?:\*\*)?\s*/;

function stripBoldAndPunctuation(line: string): string {
  return line
    .replace(/\*\*|__|[*#]/g, '')
    .replace(/^[\s"'“”‘’.,:;!?-]+|[\s"'“”‘’.,:;!?-]+$/g, '')
    .trim();
}

export interface ParsedStory {
  title: string;
  paragraphs: string[];
}

/**
 * Title from a 'Title:' line, otherwise the first line with bold marks and punctuation
 * stripped; paragraphs are the remaining non-empty lines with leading numbering removed.
 */
export function parseStoryText(text: string): ParsedStory {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const titleIndex = lines.findIndex((l) => TITLE_LINE.test(l));
  let title: string;
  let rest: string[];
  if (titleIndex >= 0) {
    title = stripBoldAndPunctuation((TITLE_LINE.exec(lines[titleIndex] as string)?.[1] ?? '').trim());
    rest = lines.filter((_, i) => i !== titleIndex);
  } else {
    title = stripBoldAndPunctuation(lines[0] ?? '');
    rest = lines.slice(1);
  }
  const paragraphs = rest.map((l) => l.replace(NUMBERING, '').trim()).filter((l) => l.length > 0);
  return { title, paragraphs };
}
