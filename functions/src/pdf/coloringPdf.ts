/**
 * 'Print pages to colour' (issue 28): the book's pictures as line art on home-printer paper,
 * Letter or A4, one picture per sheet, large, with its paragraph beneath in the book's own
 * language, so a child can colour the page and still read the story. Black on white only:
 * it prints the same on any printer.
 *
 * The picture takes the sheet's width inside a half-inch margin; a paragraph too long for the
 * space left under it makes the picture smaller (never below MIN_PICTURE_RATIO of the width)
 * before the text goes below its comfortable size.
 */
import { PAGES_PER_BOOK, type Language } from '../contract/story.js';
import { BOOK_WORDS } from '../shared/bookWords.js';
import { artifact, drawImage, drawLines, fit, openImage, tagged, type Box } from './bookPdf.js';
import { openDocument } from './document.js';
import { encodeLineArt, lineArtOf } from './lineArt.js';

/** Sheet sizes in points: US Letter 8.5 x 11 in, ISO A4 210 x 297 mm. */
export const COLORING_PAPER = {
  letter: { widthPt: 612, heightPt: 792 },
  a4: { widthPt: 595.28, heightPt: 841.89 },
} as const;
export type ColoringPaper = keyof typeof COLORING_PAPER;

export interface ColoringPdfInput {
  title: string;
  /** Exactly 10. */
  paragraphs: string[];
  /** Exactly 10, PNG or JPEG. */
  images: Buffer[];
  /** The pictures are a `coloring` book's own line drawings (kept), not pictures to trace. */
  alreadyLineArt: boolean;
  /** The picture descriptions, as the figures' alternate text, when known. */
  legends?: string[];
  paper: ColoringPaper;
  /** The book's language: for screen readers, and the pages' own words are written in it. */
  language: Language;
  /** Metadata dates: the same input gives the same bytes. */
  createdAt: Date;
}

const MARGIN = 36;
const GAP = 18;
const FOOTER = 40;
const TEXT_SIZES = { min: 13, max: 18 };
const LINE_HEIGHT = 1.4;
const MIN_PICTURE_RATIO = 0.6;
const PICTURE_STEP = 24;
const INK = '#000000';
const SOFT_INK = '#555555';

/** Builds the colouring sheets. Throws a clear Error on input it cannot lay out. */
export async function buildColoringPdf(input: ColoringPdfInput): Promise<{ pdf: Buffer; pages: number }> {
  if (input.paragraphs.length !== PAGES_PER_BOOK || input.images.length !== PAGES_PER_BOOK)
    throw new Error(`Cannot build the colouring pages: expected ${PAGES_PER_BOOK} pictures and paragraphs`);
  const sheet = COLORING_PAPER[input.paper];
  if (!sheet) throw new Error(`Cannot build the colouring pages: unknown paper '${String(input.paper)}'`);
  // One at a time: each tracing holds a few megabytes of pixels.
  const pictures = [];
  for (const image of input.images)
    pictures.push(await encodeLineArt(await lineArtOf(image, input.alreadyLineArt)));

  const title = input.title.trim();
  const words = BOOK_WORDS[input.language];
  const { doc, done } = openDocument(
    [sheet.widthPt, sheet.heightPt],
    {
      Title: words.coloringTitle(title),
      Author: 'StorySprout',
      Subject: words.coloringSubject(title),
      Creator: 'StorySprout',
      Producer: 'StorySprout',
      CreationDate: input.createdAt,
      ModDate: input.createdAt,
    },
    input.language,
  );
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = sheet.widthPt - 2 * MARGIN;

  pictures.forEach((picture, i) => {
    doc.addPage({ size: [sheet.widthPt, sheet.heightPt], margin: 0 });
    const paragraph = input.paragraphs[i]!.trim();
    // The largest picture that leaves the paragraph room at a comfortable size.
    let side = Math.min(width, sheet.heightPt - 2 * MARGIN - FOOTER - 120);
    let box: Box;
    let text;
    for (;;) {
      const top = MARGIN + side + GAP;
      box = { x: MARGIN, y: top, width, height: sheet.heightPt - FOOTER - top };
      text = fit(doc, 'body', paragraph, box, TEXT_SIZES, LINE_HEIGHT);
      if (!text.belowRange || side - PICTURE_STEP < width * MIN_PICTURE_RATIO) break;
      side -= PICTURE_STEP;
    }
    const x = MARGIN + (width - side) / 2;
    const alt = input.legends?.[i]?.trim() || words.pictureToColour(i + 1, PAGES_PER_BOOK, title);
    const image = openImage(doc, picture.data);
    tagged(doc, root, 'Figure', { alt }, () =>
      drawImage(doc, image, x, MARGIN, { fit: [side, side], align: 'center', valign: 'center' }),
    );
    artifact(doc, 'Layout', () => doc.save().rect(x, MARGIN, side, side).lineWidth(1).stroke(INK).restore());
    const fitted = text;
    const at = box;
    tagged(doc, root, 'P', {}, () => drawLines(doc, 'body', fitted, at, at.y, 'left', INK));
    artifact(doc, 'Pagination', () => {
      const label = `${i + 1} / ${PAGES_PER_BOOK}`;
      doc.font('bodyBold').fontSize(10);
      const labelWidth = doc.widthOfString(label);
      doc
        .fillColor(SOFT_INK)
        .text(label, (sheet.widthPt - labelWidth) / 2, sheet.heightPt - FOOTER / 2 - 6, { lineBreak: false });
    });
  });

  root.end();
  doc.end();
  return { pdf: await done, pages: pictures.length };
}
