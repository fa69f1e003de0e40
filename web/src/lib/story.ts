/** Spec part 2 §3: the story text is paragraphs separated by blank lines with leading 'N.' numbering stripped. */
export function storyParagraphs(formattedStory: string): string[] {
  return formattedStory
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/^\s*\d+\s*[.)]\s*/, '').trim())
    .filter((paragraph) => paragraph.length > 0 && !/^title\s*:/i.test(paragraph));
}

/** The navigation state the creation pages pass to the edit pages (spec part 2 §2). */
export interface EditState {
  bookID: string;
  storyTitle: string;
  formattedStory: string;
  imageNum: string;
}

/** The edit state from `location.state`, or null when there is no book id. */
export function readEditState(state: unknown): EditState | null {
  if (!state || typeof state !== 'object') return null;
  const { bookID, storyTitle, formattedStory, imageNum } = state as Record<string, unknown>;
  const id = typeof bookID === 'number' ? String(bookID) : bookID;
  if (typeof id !== 'string' || !id) return null;
  return {
    bookID: id,
    storyTitle: typeof storyTitle === 'string' ? storyTitle : '',
    formattedStory: typeof formattedStory === 'string' ? formattedStory : '',
    imageNum: typeof imageNum === 'string' ? imageNum : 'None',
  };
}

export const PAGES_PER_BOOK = 10;

/**
 * The image ids of the 10 pages: '{bookId}_{n}' for 'None' (spec §3: images 1 to 10), else the
 * numbers of a comma-separated image-number list.
 */
export function imageIdsFor(bookId: string, imageNum: string): string[] {
  const numbers = imageNum && imageNum !== 'None' ? imageNum.split(',').map((n) => n.trim()) : [];
  return Array.from({ length: PAGES_PER_BOOK }, (_, index) => {
    const number = numbers[index];
    if (!number) return `${bookId}_${index + 1}`;
    // A full id ('{bookId}_{n}[_{variant}]') as is; a short one ('{n}' or '{n}_{variant}') gets the book id.
    return /^\d{10,16}_/.test(number) ? number : `${bookId}_${number}`;
  });
}
