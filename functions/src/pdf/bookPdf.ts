/**
 * The downloadable digital book (spec part 2 §1, §9: 10 paragraphs and 10 illustrations, 'a
 * 20-page digital book', saved as StorySprout-{bookId}.pdf), laid out like a picture book on
 * square 8.5 x 8.5 in pages:
 *
 *   page 1        cover: title (Fredoka), the first illustration, 'A StorySprout story for
 *                 {childName}', creator and date
 *   (pages 2, 3   with a dedication: a plain page, then the dedication on a right-hand page;
 *                 every page after moves on by two)
 *   pages 2..21   for each part: the illustration full-bleed (left page of a spread), then the
 *                 paragraph (Atkinson Hyperlegible, large, generous line height, page number)
 *   page 22       'The End' and StorySprout
 *
 * Colours and fonts are DESIGN.md's. Fonts are embedded as subsets (pdfkit + fontkit). Text
 * never overflows or gets cut: layout.ts wraps and fits it, and each line is drawn on its own
 * without pdfkit's automatic wrapping or paging. A paragraph too long for the text column at its
 * age's sizes first gets the page's whole safe area, and only then a smaller size.
 *
 * The file is a tagged PDF (headings, paragraphs, figures; decoration marked as artifacts); the
 * legends, when given, are the figures' alternate text. Metadata dates come from createdAt, so
 * the same input gives the same bytes.
 */
import { PDF_READING_LETTER_SPACING, READING_SPACING } from '../contract/readingMode.js';
import { AGE_GROUPS, LANGUAGES, PAGES_PER_BOOK, type AgeGroup, type Language } from '../contract/story.js';
import { BOOK_WORDS, bookDate, type BookWords } from '../shared/bookWords.js';
import { openDocument } from './document.js';
import { type FontRole } from './fonts.js';
import { BRAND } from '../shared/brand.js';
import { imageFormatOf, prepareImages, type PreparedImage } from './images.js';
import {
  fitText,
  STORY_LINE_HEIGHT,
  STORY_TEXT_SIZES,
  type FittedText,
  type Measure,
  type SizeRange,
} from './layout.js';

export interface BookPdfInput {
  bookId: string;
  title: string;
  /** Exactly 10. */
  paragraphs: string[];
  /** The 10 image descriptions; when given they become the illustrations' alternate text. */
  legends?: string[];
  /** Exactly 10, PNG or JPEG (usually 1024x1024). */
  images: Buffer[];
  readerAgeGroup: AgeGroup;
  childName: string;
  creatorName?: string | null;
  createdAt: Date;
  /** The book's language: the file's own words (title page, 'The End') are written in it. */
  language: Language;
  /**
   * The dedication line (issue 29): when given, the book gets two more pages after the cover, a
   * plain one and the dedication facing the reader (so the story's spreads stay spreads).
   */
  dedication?: string | null;
  /**
   * The reading-mode edition for early and dyslexic readers (issue 44): every word in Atkinson
   * Hyperlegible (headings too), wider letter, word and line spacing, text left-aligned on the
   * story pages, all inside the same safe area as the usual book.
   */
  readingMode?: boolean;
  /**
   * A bilingual book (issue 45): each page's text in the second language, drawn beneath the first
   * in italic and another colour, in the same safe area. Exactly 10 when given.
   */
  secondParagraphs?: string[];
  /** The second text's language, which its paragraphs are tagged with. */
  secondLanguage?: Language;
}

/**
 * How the book is laid out on paper. The digital book has no bleed; the print interior adds
 * bleed round every page (backgrounds and illustrations reach into it), pads the book to the
 * printer's minimum page count at the end, and brings its own print-resolution images.
 */
export interface PdfFormat {
  bleedPt: number;
  minPages: number;
  prepare(images: Buffer[], background: string): Promise<PreparedImage[]>;
  /** The colours of everything drawn; the brand's when left out (greys for a black-and-white interior). */
  palette?: Palette;
}
export const DIGITAL_FORMAT: PdfFormat = { bleedPt: 0, minPages: 0, prepare: prepareImages };

export interface BookPdf {
  pdf: Buffer;
  /** Pages in the file: cover + 2 per part + closing page = 22. */
  pages: number;
}

/** Page count of every book: cover, illustration + text for each part, closing page. */
export const BOOK_PDF_PAGES = 1 + 2 * PAGES_PER_BOOK + 1;
/** The pages a dedication adds: a plain page and the dedication page. */
export const DEDICATION_PAGES = 2;
export const MAX_PDF_DEDICATION_LENGTH = 300;
/** Download name of spec part 2 §9 ('{product}-{bookId}.pdf'). */
export { PDF_FILE_NAME as bookPdfFileName } from '../contract/library.js';

/** Longest paragraph accepted (the editor allows 2000 characters; this leaves room). */
export const MAX_PDF_PARAGRAPH_LENGTH = 5000;
/**
 * The layouts' edition: a file built by an older edition is built again even when its book did
 * not change (raise it with any change to what the digital book, the interior or the cover look like).
 */
// 2: the files' own words in the book's language (issue 45).
export const PDF_EDITION = 2;
export const MAX_PDF_TITLE_LENGTH = 300;

export const COLORS = BRAND;
export type Palette = { readonly [K in keyof typeof BRAND]: string };

/** A colour as the grey of the same lightness (Rec. 601 luma), for black-and-white printing. */
export function greyOf(hex: string): string {
  const v = parseInt(hex.slice(1), 16);
  const luma = Math.round(0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255));
  const h = luma.toString(16).padStart(2, '0').toUpperCase();
  return `#${h}${h}${h}`;
}

/**
 * The colouring book's palette: every brand colour as its grey, on white paper (a crayon shows
 * best on white), so a black-and-white interior has no colour anywhere.
 */
export const GREYSCALE_PALETTE: Palette = {
  ...(Object.fromEntries(Object.entries(BRAND).map(([name, hex]) => [name, greyOf(hex)])) as Palette),
  paper: '#FFFFFF',
};

/**
 * Each document's palette. Kept beside the document rather than passed to every drawing helper
 * (they all take the doc already); a document without one is in the brand colours.
 */
const palettes = new WeakMap<Doc, Palette>();
const colors = (doc: Doc): Palette => palettes.get(doc) ?? COLORS;

/** Extra space after each character and each word, in ems; the story's line height (ratio). */
interface Spacing {
  letter: number;
  word: number;
  storyLine: number;
}
const USUAL_SPACING: Spacing = { letter: 0, word: 0, storyLine: STORY_LINE_HEIGHT };
const READING_MODE_SPACING: Spacing = {
  letter: PDF_READING_LETTER_SPACING,
  word: READING_SPACING.word,
  storyLine: READING_SPACING.line,
};
const spacings = new WeakMap<Doc, Spacing>();
/**
 * Spaced-out letters are set without kerning: a kerning pair's offset on top of the spacing
 * reads as a space to text extraction ('Stor y'), and tracking makes kerning moot anyway.
 * (fontkit takes features as an object too; pdfkit's types know only the list.)
 */
const UNKERNED = { features: { kern: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[] };
const spacingOf = (doc: Doc): Spacing => spacings.get(doc) ?? USUAL_SPACING;

/** 8.5 x 8.5 in. */
const PAGE = 612;
export const TRIM_PT = PAGE;
const MARGIN = 60;

/** A clear message for every way the input can be wrong. */
export function validateBookPdfInput(input: BookPdfInput): void {
  const fail = (message: string): never => {
    throw new Error(`Cannot build the book PDF: ${message}`);
  };
  if (!input || typeof input !== 'object') fail('no input');
  if (typeof input.bookId !== 'string' || !input.bookId.trim()) fail('bookId is missing');
  if (typeof input.title !== 'string' || !input.title.trim()) fail('the title is empty');
  if (input.title.length > MAX_PDF_TITLE_LENGTH)
    fail(`the title is longer than ${MAX_PDF_TITLE_LENGTH} characters`);
  if (!Array.isArray(input.paragraphs) || input.paragraphs.length !== PAGES_PER_BOOK) {
    fail(
      `expected exactly ${PAGES_PER_BOOK} paragraphs, got ${Array.isArray(input.paragraphs) ? input.paragraphs.length : 'none'}`,
    );
  }
  if (input.secondParagraphs !== undefined && input.secondParagraphs.length !== PAGES_PER_BOOK)
    fail(`expected exactly ${PAGES_PER_BOOK} second paragraphs, got ${input.secondParagraphs.length}`);
  input.secondParagraphs?.forEach((p, i) => {
    if (typeof p !== 'string' || !p.trim()) fail(`second paragraph ${i + 1} is empty`);
    if (p.length > MAX_PDF_PARAGRAPH_LENGTH)
      fail(`second paragraph ${i + 1} is longer than ${MAX_PDF_PARAGRAPH_LENGTH} characters`);
  });
  input.paragraphs.forEach((p, i) => {
    if (typeof p !== 'string' || !p.trim()) fail(`paragraph ${i + 1} is empty`);
    if (p.length > MAX_PDF_PARAGRAPH_LENGTH)
      fail(`paragraph ${i + 1} is longer than ${MAX_PDF_PARAGRAPH_LENGTH} characters`);
  });
  if (!Array.isArray(input.images) || input.images.length !== PAGES_PER_BOOK) {
    fail(
      `expected exactly ${PAGES_PER_BOOK} images, got ${Array.isArray(input.images) ? input.images.length : 'none'}`,
    );
  }
  input.images.forEach((image, i) => {
    if (!(image instanceof Uint8Array) || image.length === 0) fail(`image ${i + 1} is empty`);
    if (!imageFormatOf(image)) fail(`image ${i + 1} is neither a PNG nor a JPEG`);
  });
  if (input.legends !== undefined) {
    if (
      !Array.isArray(input.legends) ||
      input.legends.length !== PAGES_PER_BOOK ||
      input.legends.some((l) => typeof l !== 'string')
    ) {
      fail(`legends, when given, must be ${PAGES_PER_BOOK} strings`);
    }
  }
  if (!(AGE_GROUPS as readonly string[]).includes(input.readerAgeGroup))
    fail(`unknown reader age group '${String(input.readerAgeGroup)}'`);
  if (typeof input.childName !== 'string' || !input.childName.trim()) fail("the child's name is empty");
  if (input.creatorName != null && typeof input.creatorName !== 'string')
    fail('creatorName must be a string');
  if (input.dedication != null && typeof input.dedication !== 'string') fail('dedication must be a string');
  if ((input.dedication?.length ?? 0) > MAX_PDF_DEDICATION_LENGTH)
    fail(`the dedication is longer than ${MAX_PDF_DEDICATION_LENGTH} characters`);
  if (!(input.createdAt instanceof Date) || Number.isNaN(input.createdAt.getTime()))
    fail('createdAt is not a valid date');
  if (!(LANGUAGES as readonly string[]).includes(input.language))
    fail(`unknown language '${String(input.language)}'`);
}

/** 'November 22, 2025', '22 de noviembre de 2025' (UTC, like the book id it comes from). */
export function formatBookDate(date: Date, language: Language = 'en'): string {
  return bookDate(date, BOOK_WORDS[language]);
}

const wordsOf = (input: BookPdfInput): BookWords => BOOK_WORDS[input.language];

export type Doc = PDFKit.PDFDocument;

/**
 * Widths as drawLines draws them: a character's letter spacing after every code unit (an upper
 * bound where a glyph takes two) and the word spacing after every space, so a wider-spaced line
 * is measured as wide as it is drawn.
 */
function measurer(doc: Doc, role: FontRole): Measure {
  const { letter, word } = spacingOf(doc);
  if (!letter && !word) return (text) => doc.font(role).fontSize(1).widthOfString(text);
  return (text) =>
    doc.font(role).fontSize(1).widthOfString(text, UNKERNED) +
    letter * text.length +
    word * (text.split(' ').length - 1);
}

/** Ratio of the font's ascender-to-descender height: a line box is never smaller than the glyphs. */
function glyphBoxRatio(doc: Doc, role: FontRole): number {
  return doc.font(role).fontSize(1).currentLineHeight(false);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function fit(
  doc: Doc,
  role: FontRole,
  text: string,
  box: Box,
  range: SizeRange,
  lineHeight: number,
): FittedText {
  return fitText(text, {
    width: box.width,
    height: box.height,
    range,
    lineHeight: Math.max(lineHeight, glyphBoxRatio(doc, role)),
    measure: measurer(doc, role),
  });
}

/**
 * Draws a fitted block at `top`, each line on its own (no pdfkit wrapping), the glyphs centred
 * in their line box so the block's ink stays inside [top, top + fitted.height].
 */
export function drawLines(
  doc: Doc,
  role: FontRole,
  fitted: FittedText,
  box: Box,
  top: number,
  align: 'left' | 'center',
  color: string,
): void {
  const spacing = spacingOf(doc);
  const measure = measurer(doc, role);
  doc.font(role).fontSize(fitted.fontSize).fillColor(color);
  const inset = (fitted.lineHeight - doc.currentLineHeight(false)) / 2;
  fitted.lines.forEach((line, i) => {
    if (!line) return;
    const width = fitted.lineWidths[i] ?? 0;
    const x = align === 'center' ? box.x + (box.width - width) / 2 : box.x;
    const y = top + i * fitted.lineHeight + inset;
    // A trailing space keeps the words of neighbouring lines apart for copy, search and screen readers.
    const drawn = i < fitted.lines.length - 1 ? `${line} ` : line;
    if (!spacing.letter && !spacing.word) {
      doc.text(drawn, x, y, { lineBreak: false });
      return;
    }
    // Word by word, each with its own space character kept in the text (pdfkit's wordSpacing
    // would drop the spaces, and copied or read-aloud text would run its words together).
    const characterSpacing = spacing.letter * fitted.fontSize;
    const words = drawn.split(' ');
    let at = x;
    words.forEach((word, w) => {
      const last = w === words.length - 1;
      if (last && !word) return;
      const piece = last ? word : `${word} `;
      doc.font(role).fontSize(fitted.fontSize);
      doc.text(piece, at, y, { ...UNKERNED, lineBreak: false, characterSpacing });
      at += measure(piece) * fitted.fontSize;
    });
    doc.font(role).fontSize(fitted.fontSize);
  });
}

/** A fitted block drawn in the middle of its box, both ways. */
function drawCentred(doc: Doc, role: FontRole, fitted: FittedText, box: Box, color: string): void {
  drawLines(doc, role, fitted, box, box.y + (box.height - fitted.height) / 2, 'center', color);
}

/** What `fit` takes, and the colour to draw in. */
type FitCentred = [...fitting: Parameters<typeof fit>, color: string];

/** Text fitted to its box at a size of `range`, drawn in the middle of the box. */
export function fitCentred(...[doc, role, text, box, range, lineHeight, color]: FitCentred): void {
  drawCentred(doc, role, fit(doc, role, text, box, range, lineHeight), box, color);
}

function paintBackground(doc: Doc, frame: boolean, bleed: number): void {
  artifact(doc, 'Layout', () => {
    doc.rect(-bleed, -bleed, PAGE + 2 * bleed, PAGE + 2 * bleed).fill(colors(doc).paper);
    // A soft rounded frame, like the site's cards.
    if (frame)
      doc
        .save()
        .roundedRect(20, 20, PAGE - 40, PAGE - 40, 22)
        .lineWidth(1.2)
        .strokeOpacity(0.35)
        .stroke(colors(doc).sprout)
        .restore();
  });
}

/** The sprout mark: a stem and two leaves, `size` points tall, standing on (cx, baseY). */
export function drawSprout(doc: Doc, cx: number, baseY: number, size: number, color?: string): void {
  const ink = color ?? colors(doc).sprout;
  const s = size / 30;
  const top = baseY - 17 * s;
  doc.save();
  doc
    .moveTo(cx, baseY)
    .bezierCurveTo(cx, baseY - 6 * s, cx + 1.5 * s, top + 5 * s, cx, top)
    .lineWidth(2.6 * s)
    .lineCap('round')
    .stroke(ink);
  // Left leaf, then the larger right leaf.
  doc
    .moveTo(cx, top + 1 * s)
    .bezierCurveTo(cx - 3 * s, top - 8 * s, cx - 12 * s, top - 9 * s, cx - 15 * s, top - 6 * s)
    .bezierCurveTo(cx - 13 * s, top + 1 * s, cx - 5 * s, top + 4 * s, cx, top + 1 * s)
    .fill(ink);
  doc
    .moveTo(cx, top)
    .bezierCurveTo(cx + 3 * s, top - 10 * s, cx + 13 * s, top - 13 * s, cx + 17 * s, top - 10 * s)
    .bezierCurveTo(cx + 15 * s, top - 1 * s, cx + 6 * s, top + 3 * s, cx, top)
    .fill(ink);
  doc.restore();
}

/** Three small dots in the palette, centred on (cx, cy). */
function drawDots(doc: Doc, cx: number, cy: number): void {
  const palette = colors(doc);
  [palette.sunrise, palette.sprout, palette.berry].forEach((color, i) =>
    doc.circle(cx + (i - 1) * 12, cy, 2.6).fill(color),
  );
}

/** An image opened once with pdfkit's openImage (missing from @types/pdfkit): embedded once, drawn any number of times. */
export interface Image {
  width: number;
  height: number;
}
export const openImage = (doc: Doc, data: Buffer): Image =>
  (doc as unknown as { openImage(src: Buffer): Image }).openImage(data);
export const drawImage = (doc: Doc, image: Image, x: number, y: number, options: PDFKit.Mixins.ImageOption) =>
  doc.image(image as unknown as Buffer, x, y, options);
type Struct = PDFKit.PDFStructureElement;

/** Decoration and backgrounds: marked as artifacts so screen readers skip them. */
export function artifact(doc: Doc, type: 'Layout' | 'Pagination', draw: () => void): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/** Real content, tagged in the structure tree (the closure runs right away: root is attached). */
export function tagged(
  doc: Doc,
  root: Struct,
  type: string,
  options: { alt?: string; lang?: string },
  draw: () => void,
): void {
  root.add(doc.struct(type, options, draw));
}

function drawCover(
  doc: Doc,
  root: Struct,
  input: BookPdfInput,
  image: Image,
  alt: string,
  bleed: number,
): void {
  paintBackground(doc, false, bleed);
  // A soft sky band behind the title.
  artifact(doc, 'Layout', () =>
    doc
      .save()
      .rect(-bleed, -bleed, PAGE + 2 * bleed, 150 + bleed)
      .fillOpacity(0.35)
      .fill(colors(doc).sky)
      .restore(),
  );

  // Starts at 36 pt: inside a printer's 0.5 in safety margin.
  const titleBox: Box = { x: MARGIN, y: 36, width: PAGE - 2 * MARGIN, height: 100 };
  tagged(doc, root, 'H1', {}, () =>
    fitCentred(doc, 'heading', input.title.trim(), titleBox, { min: 26, max: 38 }, 1.15, colors(doc).leaf),
  );

  // The first illustration in a rounded, white-matted frame.
  const side = 300;
  const ix = (PAGE - side) / 2;
  const iy = 174;
  artifact(doc, 'Layout', () =>
    doc
      .save()
      .roundedRect(ix - 7, iy - 7, side + 14, side + 14, 24)
      .fill('#FFFFFF')
      .restore(),
  );
  tagged(doc, root, 'Figure', { alt }, () => {
    doc.save();
    doc.roundedRect(ix, iy, side, side, 18).clip();
    drawImage(doc, image, ix, iy, { cover: [side, side], align: 'center', valign: 'center' });
    doc.restore();
  });
  artifact(doc, 'Layout', () =>
    doc
      .save()
      .roundedRect(ix - 7, iy - 7, side + 14, side + 14, 24)
      .lineWidth(1.5)
      .stroke(colors(doc).sprout)
      .restore(),
  );

  const forBox: Box = { x: MARGIN, y: 500, width: PAGE - 2 * MARGIN, height: 28 };
  const forLine = wordsOf(input).storyFor(input.childName.trim());
  const creator = input.creatorName?.trim();
  const date = formatBookDate(input.createdAt, input.language);
  const byBox: Box = { x: MARGIN, y: 530, width: PAGE - 2 * MARGIN, height: 22 };
  const by = creator ? wordsOf(input).createdByOn(creator, date) : wordsOf(input).createdOn(date);
  tagged(doc, root, 'P', {}, () =>
    fitCentred(doc, 'body', forLine, forBox, { min: 12, max: 18 }, 1.3, colors(doc).ink),
  );
  tagged(doc, root, 'P', {}, () =>
    fitCentred(doc, 'body', by, byBox, { min: 9, max: 12 }, 1.3, colors(doc).leaf),
  );

  artifact(doc, 'Layout', () => drawSprout(doc, PAGE / 2, 586, 22));
}

/** Full-bleed: the picture reaches the paper's edge (and into the bleed when printing). */
function drawIllustration(doc: Doc, root: Struct, image: Image, alt: string, bleed: number): void {
  paintBackground(doc, false, bleed);
  const side = PAGE + 2 * bleed;
  tagged(doc, root, 'Figure', { alt }, () =>
    drawImage(doc, image, -bleed, -bleed, { cover: [side, side], align: 'center', valign: 'center' }),
  );
}

/** The story text column: a comfortable measure (about 50-60 characters a line). */
export const TEXT_BOX: Readonly<Box> = { x: 90, y: 104, width: PAGE - 180, height: 412 };
/** For a paragraph too long for TEXT_BOX at its age's sizes: the page's whole safe area (no header). */
export const WIDE_TEXT_BOX: Readonly<Box> = { x: 62, y: 50, width: PAGE - 124, height: 478 };

/** The space between a bilingual page's two texts. */
export const BILINGUAL_GAP = 18;

/**
 * A page's text fitted in a box: one paragraph, or a bilingual page's two, the second beneath
 * the first, each in the room its length asks for so both come out at about one size.
 */
function fitPage(
  doc: Doc,
  paragraph: string,
  second: string | undefined,
  box: Box,
  range: SizeRange,
  lineHeight: number,
): { first: FittedText; second: FittedText | null; belowRange: boolean; height: number } {
  if (!second) {
    const first = fit(doc, 'body', paragraph, box, range, lineHeight);
    return { first, second: null, belowRange: first.belowRange, height: first.height };
  }
  const room = box.height - BILINGUAL_GAP;
  const share = paragraph.length / (paragraph.length + second.length);
  const first = fit(doc, 'body', paragraph, { ...box, height: room * share }, range, lineHeight);
  const rest: Box = { ...box, height: room - first.height };
  const next = fit(doc, 'bodyItalic', second, rest, range, lineHeight);
  return {
    first,
    second: next,
    belowRange: first.belowRange || next.belowRange,
    height: first.height + BILINGUAL_GAP + next.height,
  };
}

function drawTextPage(
  doc: Doc,
  root: Struct,
  paragraph: string,
  ageGroup: AgeGroup,
  pageNumber: number,
  bleed: number,
  second?: { text: string; language?: Language },
): void {
  paintBackground(doc, true, bleed);
  let box = TEXT_BOX;
  const lineHeight = spacingOf(doc).storyLine;
  let page = fitPage(doc, paragraph, second?.text, box, STORY_TEXT_SIZES[ageGroup], lineHeight);
  if (page.belowRange) {
    box = WIDE_TEXT_BOX;
    page = fitPage(doc, paragraph, second?.text, box, STORY_TEXT_SIZES[ageGroup], lineHeight);
  }
  const text = page.first;

  if (box === TEXT_BOX) {
    artifact(doc, 'Layout', () => {
      drawSprout(doc, PAGE / 2, 74, 26);
      doc
        .save()
        .moveTo(PAGE / 2 - 74, 68)
        .lineTo(PAGE / 2 - 30, 68)
        .moveTo(PAGE / 2 + 30, 68)
        .lineTo(PAGE / 2 + 74, 68);
      doc.lineWidth(1.2).lineCap('round').strokeOpacity(0.6).stroke(colors(doc).sprout).restore();
    });
  }
  // Slightly above the box's centre, where the eye expects the middle.
  const top = box.y + (box.height - page.height) * 0.45;
  tagged(doc, root, 'P', {}, () => drawLines(doc, 'body', text, box, top, 'left', colors(doc).ink));
  const secondText = page.second;
  if (secondText) {
    const lang = second?.language ? { lang: second.language } : {};
    tagged(doc, root, 'P', lang, () =>
      drawLines(
        doc,
        'bodyItalic',
        secondText,
        box,
        top + text.height + BILINGUAL_GAP,
        'left',
        colors(doc).leaf,
      ),
    );
  }

  artifact(doc, 'Pagination', () => {
    const label = String(pageNumber);
    doc.font('bodyBold').fontSize(12);
    const width = doc.widthOfString(label);
    doc
      .fillColor(colors(doc).leaf)
      .text(label, (PAGE - width) / 2, 552 - doc.currentLineHeight(false) / 2, { lineBreak: false });
    doc.circle(PAGE / 2 - width / 2 - 12, 552, 2.4).fill(colors(doc).sprout);
    doc.circle(PAGE / 2 + width / 2 + 12, 552, 2.4).fill(colors(doc).sprout);
  });
}

/** The dedication, alone in the middle of a framed page, a sprout above it. */
function drawDedication(doc: Doc, root: Struct, dedication: string, bleed: number): void {
  paintBackground(doc, true, bleed);
  artifact(doc, 'Layout', () => drawSprout(doc, PAGE / 2, 226, 30));
  const box: Box = { x: 110, y: 252, width: PAGE - 220, height: 160 };
  const lineHeight = Math.max(1.45, spacingOf(doc).storyLine);
  tagged(doc, root, 'P', {}, () =>
    fitCentred(doc, 'body', dedication, box, { min: 16, max: 24 }, lineHeight, COLORS.ink),
  );
  artifact(doc, 'Layout', () => drawDots(doc, PAGE / 2, 440));
}

function drawClosing(doc: Doc, root: Struct, input: BookPdfInput, bleed: number): void {
  paintBackground(doc, true, bleed);
  artifact(doc, 'Layout', () => drawSprout(doc, PAGE / 2, 236, 64));
  const endBox: Box = { x: MARGIN, y: 252, width: PAGE - 2 * MARGIN, height: 80 };
  tagged(doc, root, 'H2', {}, () =>
    fitCentred(doc, 'heading', wordsOf(input).theEnd, endBox, { min: 56, max: 56 }, 1.15, colors(doc).leaf),
  );
  artifact(doc, 'Layout', () => drawDots(doc, PAGE / 2, 352));

  const brandBox: Box = { x: MARGIN, y: 494, width: PAGE - 2 * MARGIN, height: 30 };
  const tagBox: Box = { x: MARGIN, y: 526, width: PAGE - 2 * MARGIN, height: 20 };
  const tag = wordsOf(input).storyMadeFor(input.childName.trim());
  tagged(doc, root, 'P', {}, () =>
    fitCentred(doc, 'heading', 'StorySprout', brandBox, { min: 20, max: 20 }, 1.2, colors(doc).leaf),
  );
  tagged(doc, root, 'P', {}, () =>
    fitCentred(doc, 'body', tag, tagBox, { min: 9, max: 12 }, 1.3, colors(doc).ink),
  );
}

/**
 * The printed book's pages after the story, up to the printer's minimum: first an invitation to
 * draw, then plain paper (never inside the story).
 */
function drawPadding(doc: Doc, root: Struct, first: boolean, bleed: number, words: BookWords): void {
  paintBackground(doc, first, bleed);
  if (!first) return;
  const box: Box = { x: MARGIN, y: 70, width: PAGE - 2 * MARGIN, height: 60 };
  tagged(doc, root, 'P', {}, () =>
    fitCentred(doc, 'heading', words.drawFavourite, box, { min: 18, max: 26 }, 1.2, colors(doc).leaf),
  );
  artifact(doc, 'Layout', () => {
    doc
      .save()
      .roundedRect(MARGIN, 150, PAGE - 2 * MARGIN, 390, 18)
      .lineWidth(1.5)
      .dash(6, { space: 6 });
    doc.strokeOpacity(0.6).stroke(colors(doc).sprout).undash().restore();
    drawSprout(doc, PAGE / 2, 572, 18);
  });
}

/** Builds the 22-page digital book (or its print interior). Throws a clear Error on invalid input. */
export async function buildBookPdf(
  input: BookPdfInput,
  format: PdfFormat = DIGITAL_FORMAT,
): Promise<BookPdf> {
  validateBookPdfInput(input);
  const bleed = format.bleedPt;
  const size = PAGE + 2 * bleed;
  const palette = format.palette ?? COLORS;
  const prepared = await format.prepare(input.images, palette.paper).catch((cause: unknown) => {
    throw new Error(
      `Cannot build the book PDF: an illustration could not be read (${cause instanceof Error ? cause.message : String(cause)})`,
      {
        cause,
      },
    );
  });

  const title = input.title.trim();
  const childName = input.childName.trim();
  const { doc, done } = openDocument(
    [size, size],
    {
      Title: title,
      Author: 'StorySprout',
      Subject: wordsOf(input).storyFor(childName),
      Creator: 'StorySprout',
      Producer: 'StorySprout',
      CreationDate: input.createdAt,
      ModDate: input.createdAt,
    },
    wordsOf(input).locale,
    input.readingMode ? { heading: 'bodyBold' } : {},
  );
  palettes.set(doc, palette);
  if (input.readingMode) spacings.set(doc, READING_MODE_SPACING);
  // Opened once: the cover and page 2 share one embedded copy of the first illustration.
  const images = prepared.map((p) => openImage(doc, p.data));
  const altOf = (i: number) =>
    input.legends?.[i]?.trim() || wordsOf(input).illustrationOf(i + 1, PAGES_PER_BOOK, title);

  const root = doc.struct('Document');
  doc.addStructure(root);
  let pages = 0;
  const newPage = () => {
    doc.addPage({ size: [size, size], margin: 0 });
    // The layout is drawn in trim coordinates; the bleed lies outside them.
    if (bleed) doc.translate(bleed, bleed);
    pages += 1;
  };

  newPage();
  drawCover(doc, root, input, images[0]!, altOf(0), bleed);
  const dedication = input.dedication?.trim();
  if (dedication) {
    newPage();
    paintBackground(doc, false, bleed);
    newPage();
    drawDedication(doc, root, dedication, bleed);
  }
  input.paragraphs.forEach((paragraph, i) => {
    newPage();
    drawIllustration(doc, root, images[i]!, altOf(i), bleed);
    newPage();
    const second = input.secondParagraphs?.[i]?.trim();
    drawTextPage(
      doc,
      root,
      paragraph.trim(),
      input.readerAgeGroup,
      pages,
      bleed,
      second ? { text: second, language: input.secondLanguage } : undefined,
    );
  });
  newPage();
  drawClosing(doc, root, input, bleed);
  for (let first = true; pages < format.minPages; first = false) {
    newPage();
    drawPadding(doc, root, first, bleed, wordsOf(input));
  }

  root.end();
  doc.end();
  return { pdf: await done, pages };
}
