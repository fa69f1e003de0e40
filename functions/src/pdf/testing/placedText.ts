import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A piece of a PDF's text with its box in page points (origin bottom left) and its font. */
export interface Placed {
  page: number;
  text: string;
  left: number;
  right: number;
  bottom: number;
  top: number;
  fontSize: number;
  /** The font's family as the PDF names it (e.g. 'AtkinsonHyperlegible-Italic' in the name). */
  fontName: string;
}

/** Every piece of text with its box in page points, and the letter spacings each page sets. */
export async function layoutOf(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  const placed: Placed[] = [];
  const letterSpacing: number[][] = [];
  try {
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [a, b, , , x, y] = item.transform as number[];
        const fontSize = Math.hypot(a!, b!);
        // The glyphs' height: a line's box from below the baseline (descenders) to its ascent.
        placed.push({
          page: n,
          text: item.str,
          left: x!,
          right: x! + item.width,
          bottom: y! - fontSize * 0.3,
          top: y! + fontSize,
          fontSize,
          fontName: item.fontName,
        });
      }
      const ops = await page.getOperatorList();
      letterSpacing.push(
        ops.fnArray.flatMap((fn, i) => (fn === OPS.setCharSpacing ? [ops.argsArray[i][0] as number] : [])),
      );
    }
  } finally {
    await doc.destroy();
  }
  return { placed, letterSpacing };
}
