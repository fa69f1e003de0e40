/**
 * books' public surface (stories, images and library are one feature): what print builds from
 * a finished book, and what deletion and retention need.
 */
export { imageStateOf, readBook, secondTextOf, type BookRecord } from './book.js';
export { ownBook } from './ownBook.js';
export { bookPdfInputOf, pdfInputsOf } from './pdfInputs.js';
export { libraryService } from './library/service.js';
export { illustrationRequestFor } from './images/request.js';
export { BOOKS_DATA, bookIdsOf } from './forget.js';
export { booksPastRetention, type BookPastRetention } from './retention.js';
export {
  bookProgress,
  createPaidBook,
  startIllustrations,
  type BookProgress,
  type PaidBook,
} from './stories/classBook.js';
export { appearanceOf } from './stories/savedCast.js';
export type { StoryInputs } from './book.js';
export { seedFor } from './book.js';
