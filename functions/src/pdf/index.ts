/** The PDF layouts (pure, no ports): the book as read online and printed, and the print cover. */
export {
  buildBookPdf,
  COLORS,
  GREYSCALE_PALETTE,
  PDF_EDITION,
  TRIM_PT,
  type BookPdf,
  type BookPdfInput,
} from './bookPdf.js';
export { encodeLineArt, lineArtOf } from './lineArt.js';
export { fontData } from './fonts.js';
export { buildColoringPdf, COLORING_PAPER, type ColoringPaper } from './coloringPdf.js';
export { buildCoverPdf } from './coverPdf.js';
export { prepareImages, type PreparedImage } from './images.js';
