/**
 * Whether a PDF built by pdfkit has colour anywhere: a test helper for the black-and-white
 * interior and the colouring pages. Images: every image XObject (pdfkit never compresses their
 * dictionaries) must be /DeviceGray. Drawing: every content stream is inflated and every colour
 * it sets (rg/RG, sc/scn/SC/SCN with three components, k/K) must be a grey, r = g = b.
 * Checked against poppler by hand as well: pdfimages -list says `gray` for every picture.
 */
import { inflateSync } from 'node:zlib';

export interface ColourReport {
  images: number;
  /** Image XObjects whose colour space is not DeviceGray. */
  colourImages: number;
  /** Colours set by the drawing that are not greys, e.g. '0.25 0.65 0.42 scn'. */
  colourOperators: string[];
}

const COLOUR_OPERATOR =
  /(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)(?:\s+(-?[\d.]+))?\s+(rg|RG|scn|SCN|sc|SC|k|K)\b/g;

export function colourReport(pdf: Buffer): ColourReport {
  const text = pdf.toString('latin1');
  const dictionaries = [...text.matchAll(/<<([^]*?)>>\s*stream/g)].map((m) => m[1]!);
  const imageDicts = dictionaries.filter((d) => /\/Subtype\s*\/Image\b/.test(d));
  const colourImages = imageDicts.filter((d) => !/\/ColorSpace\s*\/DeviceGray\b/.test(d)).length;
  const colourOperators: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(text); m; m = streams.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream (JPEG pictures, fonts stored otherwise)
    }
    if (!/\b(?:rg|RG|scn|SCN|sc|SC|k|K)\b/.test(content)) continue;
    for (const op of content.matchAll(COLOUR_OPERATOR)) {
      const [, a, b, c, d, name] = op;
      const cmyk = name === 'k' || name === 'K';
      const grey = cmyk
        ? Number(a) === 0 && Number(b) === 0 && Number(c) === 0
        : d === undefined && a === b && b === c;
      if (!grey) colourOperators.push(op[0]);
    }
  }
  return { images: imageDicts.length, colourImages, colourOperators };
}
