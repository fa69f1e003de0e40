import { MAX_PARAGRAPH_LENGTH, MAX_TITLE_LENGTH } from '@contract/books';
import { PAGES_PER_BOOK, type Language } from '@contract/story';
import { i18n } from '../i18n';

/** A bilingual book's second text as an editor holds it (issue 45). */
export interface SecondDraft {
  language: Language;
  title: string;
  paragraphs: string[];
}

/** A second text's fields read as the reader sets it: italic, in the leaf green. */
export const SECOND_TEXT_CLASS = 'italic text-leaf';

/** The save's own rules (the contract's SAVE_MESSAGES, in the page's language), checked before sending. */
export function draftProblem(title: string, paragraphs: string[]): string | null {
  if (!title.trim()) return i18n._('books.draft.noTitle');
  if (title.trim().length > MAX_TITLE_LENGTH)
    return i18n._('books.draft.titleLength', { max: MAX_TITLE_LENGTH });
  if (paragraphs.length !== PAGES_PER_BOOK) return i18n._('books.draft.count', { count: PAGES_PER_BOOK });
  if (paragraphs.some((p) => !p.trim())) return i18n._('books.draft.empty');
  if (paragraphs.some((p) => p.trim().length > MAX_PARAGRAPH_LENGTH))
    return i18n._('books.draft.paragraphLength', { max: MAX_PARAGRAPH_LENGTH });
  return null;
}

/** The story's language named in the page's language ('Spanish', 'Spanisch'). */
export const languageName = (language: Language) => i18n._(`language.name.${language}`);

/**
 * What is wrong with a bilingual book's second text, named by its language so the parent knows
 * which of the two fields to fix; null when it can be sent (or there is none).
 */
export function secondDraftProblem(second: SecondDraft | null): string | null {
  const problem = second && draftProblem(second.title, second.paragraphs);
  return problem && second
    ? i18n._('books.draft.secondProblem', { language: languageName(second.language), problem })
    : null;
}
