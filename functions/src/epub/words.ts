// The EPUB's own words are the book files' shared table (issue 45): one per language for PDF,
// print and EPUB alike.
export { BOOK_WORDS as EPUB_WORDS, namesOf, type BookWords as EpubWords } from '../shared/bookWords.js';
