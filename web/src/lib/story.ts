import { ART_STYLES, type ArtStyle } from '@contract/artStyle';
import { LANGUAGES, type Language } from '@contract/story';

/** Spec part 2 §3: the story text is paragraphs separated by blank lines with leading 'N.' numbering stripped. */
export function storyParagraphs(formattedStory: string): string[] {
  return formattedStory
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/^\s*\d+\s*[.)]\s*/, '').trim())
    .filter((paragraph) => paragraph.length > 0 && !/^title\s*:/i.test(paragraph));
}

/** How a book is made (issue 28), as navigation states carry it; absent from older states. */
export interface BookMaking {
  artStyle?: ArtStyle;
  language?: Language;
}

/** The art style and language of `location.state`, each only when it is a known one. */
export function readBookMaking(state: unknown): BookMaking {
  if (!state || typeof state !== 'object' || Array.isArray(state)) return {};
  const { artStyle, language } = state as Record<string, unknown>;
  return {
    ...(ART_STYLES.includes(artStyle as ArtStyle) ? { artStyle: artStyle as ArtStyle } : {}),
    ...(LANGUAGES.includes(language as Language) ? { language: language as Language } : {}),
  };
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
