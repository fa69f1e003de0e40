/**
 * The printed book's cover: one page holding back, spine and front side by side, at the size
 * the print provider answers for the interior's page count (bleed included all round):
 *
 *   | bleed | back (trim) | spine | front (trim) | bleed |
 *
 * A hardcover (casewrap) sheet has a wider edge (the wrap that folds round the boards) in place
 * of the bleed, and a hinge each side of the spine (print/files/coverGeometry.ts):
 *
 *   | wrap | back | hinge | spine | hinge | front | wrap |
 *
 * Front: the chosen illustration full-bleed, the title on a paper card and the child's line.
 * Spine: the title, only when the spine is wide enough to carry readable type. Back: the brand.
 * Text keeps 0.5 in from every trim edge and from the spine folds.
 */
import type { Language } from '../contract/languages.js';
import { BOOK_WORDS } from '../shared/bookWords.js';
import type { PreparedImage } from './images.js';
import {
  COLORS,
  fitCentred,
  drawImage,
  drawLines,
  drawSprout,
  fit,
  openImage,
  TRIM_PT,
  type Box,
  type Doc,
} from './bookPdf.js';
import { openDocument } from './document.js';

export interface CoverPdfInput {
  title: string;
  childName: string;
  /** The front picture, already prepared at print resolution. */
  image: PreparedImage;
  widthPt: number;
  heightPt: number;
  /** Each hinge beside the spine (a casewrap's), 0 for a paperback. */
  hingePt?: number;
  createdAt: Date;
  /** The book's language: the cover's own words are written in it. */
  language: Language;
}

const SAFE = 36;
/** Below this spine width (0.25 in) printers advise against spine text. */
export const MIN_SPINE_FOR_TEXT_PT = 18;

export interface CoverGeometry {
  /** The outer edge beyond the trim: the bleed, or a casewrap's wrap. */
  bleed: number;
  spine: number;
  hinge: number;
  backX: number;
  spineX: number;
  frontX: number;
}

/** Where the panels lie on a cover of this size (trim is square, TRIM_PT). */
export function coverGeometry(widthPt: number, heightPt: number, hingePt = 0): CoverGeometry {
  const bleed = (heightPt - TRIM_PT) / 2;
  const spine = widthPt - 2 * TRIM_PT - 2 * bleed - 2 * hingePt;
  if (bleed < 0 || spine <= 0 || hingePt < 0)
    throw new Error(`A cover of ${widthPt} x ${heightPt} pt cannot hold two ${TRIM_PT} pt panels`);
  const spineX = bleed + TRIM_PT + hingePt;
  return { bleed, spine, hinge: hingePt, backX: bleed, spineX, frontX: spineX + spine + hingePt };
}

function drawFront(doc: Doc, input: CoverPdfInput, g: CoverGeometry): void {
  const image = openImage(doc, input.image.data);
  const left = g.frontX;
  const width = input.widthPt - left;
  doc.save().rect(left, 0, width, input.heightPt).clip();
  drawImage(doc, image, left, 0, { cover: [width, input.heightPt], align: 'center', valign: 'center' });
  doc.restore();

  const card: Box = { x: left + SAFE + 8, y: g.bleed + SAFE, width: TRIM_PT - 2 * SAFE - 16, height: 150 };
  doc
    .save()
    .roundedRect(card.x, card.y, card.width, card.height, 20)
    .fillOpacity(0.92)
    .fill(COLORS.paper)
    .restore();
  const titleBox: Box = { x: card.x + 18, y: card.y + 14, width: card.width - 36, height: 92 };
  fitCentred(doc, 'heading', input.title, titleBox, { min: 22, max: 40 }, 1.15, COLORS.leaf);
  const forBox: Box = { x: card.x + 18, y: card.y + 110, width: card.width - 36, height: 26 };
  const forLine = BOOK_WORDS[input.language].storyFor(input.childName);
  fitCentred(doc, 'body', forLine, forBox, { min: 10, max: 16 }, 1.3, COLORS.ink);
}

function drawSpine(doc: Doc, input: CoverPdfInput, g: CoverGeometry): void {
  // The hinges take the spine's colour: they fold into the groove beside it.
  doc
    .save()
    .rect(g.spineX - g.hinge, 0, g.spine + 2 * g.hinge, input.heightPt)
    .fill(COLORS.sprout)
    .restore();
  if (g.spine < MIN_SPINE_FOR_TEXT_PT) return;
  // Read top to bottom, as on English-language spines.
  const length = TRIM_PT - 2 * SAFE;
  const box: Box = { x: 0, y: 0, width: length, height: g.spine * 0.7 };
  const text = fit(doc, 'heading', input.title, box, { min: 6, max: Math.min(16, g.spine * 0.6) }, 1.1);
  doc
    .save()
    .translate(g.spineX + g.spine / 2 + text.height / 2, g.bleed + SAFE)
    .rotate(90);
  drawLines(doc, 'heading', text, box, 0, 'center', '#FFFFFF');
  doc.restore();
}

function drawBack(doc: Doc, input: CoverPdfInput, g: CoverGeometry): void {
  doc.rect(0, 0, g.spineX - g.hinge, input.heightPt).fill(COLORS.paper);
  const cx = g.backX + TRIM_PT / 2;
  drawSprout(doc, cx, g.bleed + 250, 64);
  const brandBox: Box = { x: g.backX + SAFE, y: g.bleed + 266, width: TRIM_PT - 2 * SAFE, height: 44 };
  fitCentred(doc, 'heading', 'StorySprout', brandBox, { min: 30, max: 30 }, 1.2, COLORS.leaf);
  const tagBox: Box = {
    x: g.backX + SAFE + 40,
    y: g.bleed + 318,
    width: TRIM_PT - 2 * SAFE - 80,
    height: 60,
  };
  const tag = fit(
    doc,
    'body',
    BOOK_WORDS[input.language].backCover(input.childName),
    tagBox,
    { min: 11, max: 14 },
    1.4,
  );
  drawLines(doc, 'body', tag, tagBox, tagBox.y, 'center', COLORS.ink);
}

/** Builds the one-page cover PDF. */
export async function buildCoverPdf(input: CoverPdfInput): Promise<Buffer> {
  const g = coverGeometry(input.widthPt, input.heightPt, input.hingePt ?? 0);
  const { doc, done } = openDocument([input.widthPt, input.heightPt], {
    Title: `${input.title} (cover)`,
    Author: 'StorySprout',
    Creator: 'StorySprout',
    Producer: 'StorySprout',
    CreationDate: input.createdAt,
    ModDate: input.createdAt,
  });
  doc.addPage({ size: [input.widthPt, input.heightPt], margin: 0 });
  // A cover is a picture to print, not a document to read aloud: all of it is an artifact.
  doc.markContent('Artifact', { type: 'Layout' });
  drawBack(doc, input, g);
  drawSpine(doc, input, g);
  drawFront(doc, input, g);
  doc.endMarkedContent();
  doc.end();
  return done;
}
