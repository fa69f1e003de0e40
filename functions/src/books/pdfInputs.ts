import { createHash } from 'node:crypto';
import { imageId } from '../contract/books.js';
import { PDF_EDITION } from '../pdf/index.js';
import { imageStateOf, type BookRecord } from './book.js';

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
