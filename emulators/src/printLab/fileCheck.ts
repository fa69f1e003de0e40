/**
 * What the lab checks in the files a job names, as Lulu's normalization does: the interior's
 * page size and count, and a one-page cover of the size cover-dimensions answers. A file that
 * fails gets the reason the buyer will read.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { coverSize, interiorPageSize, MAX_PAGES, MIN_PAGES } from './catalog.js';

/** Lulu tolerates rounding in page boxes; so does the lab. */
const TOLERANCE_PT = 1;

export interface PdfShape {
  pages: { widthPt: number; heightPt: number }[];
}

export async function pdfShape(bytes: Uint8Array): Promise<PdfShape> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (await doc.getPage(n)).view;
      pages.push({ widthPt: Math.abs(x1 - x0), heightPt: Math.abs(y1 - y0) });
    }
    return { pages };
  } finally {
    await doc.destroy();
  }
}

const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_PT;
const inches = (pt: number) => `${(pt / 72).toFixed(3)} in`;

/** Null when the interior is printable, else why not. */
export function interiorProblem(shape: PdfShape, trim: { widthIn: number; heightIn: number }): string | null {
  const size = interiorPageSize(trim);
  const count = shape.pages.length;
  if (count < MIN_PAGES || count > MAX_PAGES)
    return `Interior has ${count} pages; this book needs ${MIN_PAGES} to ${MAX_PAGES}.`;
  const wrong = shape.pages.findIndex(
    (p) => !near(p.widthPt, size.widthPt) || !near(p.heightPt, size.heightPt),
  );
  if (wrong >= 0) {
    const page = shape.pages[wrong]!;
    return `Interior page ${wrong + 1} is ${inches(page.widthPt)} x ${inches(page.heightPt)}; every page must be ${inches(size.widthPt)} x ${inches(size.heightPt)} (trim plus bleed).`;
  }
  return null;
}

/** Null when the cover fits this interior, else why not. */
export function coverProblem(
  shape: PdfShape,
  trim: { widthIn: number; heightIn: number },
  interiorPages: number,
): string | null {
  if (shape.pages.length !== 1) return `Cover has ${shape.pages.length} pages; it must be one page.`;
  const size = coverSize(trim, interiorPages);
  const page = shape.pages[0]!;
  if (!near(page.widthPt, size.widthPt) || !near(page.heightPt, size.heightPt))
    return `Cover is ${inches(page.widthPt)} x ${inches(page.heightPt)}; for ${interiorPages} pages it must be ${inches(size.widthPt)} x ${inches(size.heightPt)}.`;
  return null;
}
