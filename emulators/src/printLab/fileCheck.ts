/**
 * What the lab checks in the files a job names, as Lulu's normalization does: the interior's
 * page size and count (the binding's minimum), every font embedded in both files, and a
 * one-page cover of the size cover-dimensions answers for the package and page count. A file
 * that fails gets the reason the buyer will read.
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Binding } from '../../../functions/src/contract/print.js';
import { coverSize, interiorPageSize, MAX_PAGES, minPagesOf } from './catalog.js';

/** Lulu tolerates rounding in page boxes; so does the lab. */
const TOLERANCE_PT = 1;

export interface PdfShape {
  pages: { widthPt: number; heightPt: number }[];
  /**
   * Fonts used on the pages that are not embedded in the file (printers refuse them); only
   * looked for when asked (it reads every page's drawing, pictures included: slower).
   */
  unembeddedFonts: string[];
}

export async function pdfShape(bytes: Uint8Array, { fonts = false } = {}): Promise<PdfShape> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const pages = [];
    const unembedded = new Set<string>();
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      pages.push({ widthPt: Math.abs(x1 - x0), heightPt: Math.abs(y1 - y0) });
      if (!fonts) continue;
      // The fonts the page sets, as pdf.js loaded them: `missingFile` when the file has none.
      const ops = await page.getOperatorList();
      ops.fnArray.forEach((fn, i) => {
        if (fn !== OPS.setFont) return;
        const loaded = String((ops.argsArray[i] as unknown[])[0]);
        const font = page.commonObjs.has(loaded)
          ? (page.commonObjs.get(loaded) as { missingFile?: boolean; name?: string })
          : null;
        if (font?.missingFile) unembedded.add(font.name ?? loaded);
      });
    }
    return { pages, unembeddedFonts: [...unembedded] };
  } finally {
    await doc.destroy();
  }
}

const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_PT;
const inches = (pt: number) => `${(pt / 72).toFixed(3)} in`;

const fontProblem = (shape: PdfShape, file: string) =>
  shape.unembeddedFonts.length
    ? `The ${file} uses fonts that are not embedded: ${shape.unembeddedFonts.join(', ')}.`
    : null;

/** Null when the interior is printable in this binding, else why not. */
export function interiorProblem(
  shape: PdfShape,
  trim: { widthIn: number; heightIn: number },
  binding: Binding = 'paperback',
): string | null {
  const size = interiorPageSize(trim);
  const count = shape.pages.length;
  const min = minPagesOf(binding);
  if (count < min || count > MAX_PAGES)
    return `Interior has ${count} pages; a ${binding} needs ${min} to ${MAX_PAGES}.`;
  const wrong = shape.pages.findIndex(
    (p) => !near(p.widthPt, size.widthPt) || !near(p.heightPt, size.heightPt),
  );
  if (wrong >= 0) {
    const page = shape.pages[wrong]!;
    return `Interior page ${wrong + 1} is ${inches(page.widthPt)} x ${inches(page.heightPt)}; every page must be ${inches(size.widthPt)} x ${inches(size.heightPt)} (trim plus bleed).`;
  }
  return fontProblem(shape, 'interior');
}

/** Null when the cover fits this interior in this binding, else why not. */
export function coverProblem(
  shape: PdfShape,
  trim: { widthIn: number; heightIn: number },
  interiorPages: number,
  binding: Binding = 'paperback',
): string | null {
  if (shape.pages.length !== 1) return `Cover has ${shape.pages.length} pages; it must be one page.`;
  const size = coverSize(trim, interiorPages, binding);
  const page = shape.pages[0]!;
  if (!near(page.widthPt, size.widthPt) || !near(page.heightPt, size.heightPt))
    return `Cover is ${inches(page.widthPt)} x ${inches(page.heightPt)}; for a ${interiorPages}-page ${binding} it must be ${inches(size.widthPt)} x ${inches(size.heightPt)}.`;
  return fontProblem(shape, 'cover');
}
