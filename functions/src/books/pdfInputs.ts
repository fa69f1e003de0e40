import { createHash } from 'node:crypto';
import { imageId } from '../contract/books.js';
import { PDF_EDITION, type BookPdfInput } from '../pdf/index.js';
import { NotFound } from '../shared/domainErrors.js';
import { BOOK_MESSAGES, imageStateOf, secondTextOf, type BookRecord } from './book.js';

/** What a book PDF (the digital book, the print interior) shows of a saved book, with its pictures. */
export function bookPdfInputOf(bookId: string, book: BookRecord, images: Buffer[]): BookPdfInput {
  const story = book.story;
  if (!story) throw new NotFound(BOOK_MESSAGES.notSaved, 'book_not_saved');
  return {
    bookId,
    title: story.title,
    paragraphs: story.paragraphs,
    legends: story.legends,
    images,
    readerAgeGroup: book.inputs.readerAgeGroup,
    childName: book.inputs.mainCharacterName,
    creatorName: book.creatorName,
    createdAt: new Date(Number(bookId)),
    dedication: book.dedication ?? null,
    language: book.inputs.language,
    ...secondTextOf(book),
  };
}

/**
 * A fingerprint of everything a file built from this book shows: what changes when the words,
 * the chosen pictures (a redo is a new blob) or the layouts' edition change, and nothing else.
 * A file whose fingerprint matches is reused instead of built again (issue 26). `file` names
 * the file ('digital', 'interior', 'cover'); `pictures` are the image ids it shows.
 */
export function pdfInputsOf(book: BookRecord, file: string, pictures: readonly string[]): string {
  const blobs = pictures.map((selected) => {
    const { page, variant } = imageId.parse(selected);
    const state = imageStateOf(book, page, variant);
    return state?.status === 'ready' ? state.blob : null;
  });
  const inputs = {
    edition: PDF_EDITION,
    file,
    title: book.story?.title ?? null,
    paragraphs: book.story?.paragraphs ?? null,
    legends: book.story?.legends ?? null,
    readerAgeGroup: book.inputs.readerAgeGroup,
    childName: book.inputs.mainCharacterName,
    creatorName: book.creatorName,
    // Only where there is one: fingerprints of books without a dedication stay as they were.
    ...(book.dedication ? { dedication: book.dedication } : {}),
    ...(book.inputs.secondLanguage
      ? {
          secondTitle: book.story?.secondTitle ?? null,
          secondParagraphs: book.story?.secondParagraphs ?? null,
        }
      : {}),
    blobs,
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}
