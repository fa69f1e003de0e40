/**
 * The XHTML content documents, fixed layout: every page a VIEWPORT-square page (the PDF's square
 * picture-book page), laid out by style.ts. Text is real text in reading order; a picture's
 * legend is its alt text.
 */
import type { PageNarration } from './types.js';
import { escapeXml } from './xml.js';

/** Each page's CSS pixels (rendition:layout pre-paginated needs a viewport). */
export const VIEWPORT = 1024;

export function xhtmlDocument(options: {
  language: string;
  title: string;
  bodyClass: string;
  body: string;
  /** The nav document is reflowable: no viewport. */
  fixed?: boolean;
}): string {
  const lang = escapeXml(options.language);
  const viewport =
    options.fixed === false
      ? ''
      : `\n<meta name="viewport" content="width=${VIEWPORT}, height=${VIEWPORT}"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">
<head>
<meta charset="UTF-8"/>${viewport}
<title>${escapeXml(options.title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body class="${options.bodyClass}">
${options.body}
</body>
</html>
`;
}

/** The id of a text page's section (its Media Overlay's textref). */
export const textSectionId = (page: number) => `text-${page}`;

/** The id of a bilingual text page's second paragraph (issue 45). */
export const secondTextId = (page: number) => `text-${page}-second`;

/**
 * The id of a page's n-th spoken word (1-based), which the page's SMIL points at; a bilingual
 * page's second text has its own ('w3-b1', ...).
 */
export const wordId = (page: number, n: number, second = false) => `w${page}-${second ? 'b' : ''}${n}`;

/**
 * A paragraph as XHTML: as written, each narrated word in a span of its own (so the reading
 * system lights it as it is spoken), the text between words as it is.
 */
export function paragraphXhtml(
  text: string,
  page: number,
  narration?: PageNarration | null,
  second = false,
): string {
  if (!narration) return escapeXml(text.trim());
  let out = '';
  let at = 0;
  narration.words.forEach((word, i) => {
    out += escapeXml(text.slice(at, word.start));
    out += `<span id="${wordId(page, i + 1, second)}">${escapeXml(text.slice(word.start, word.end))}</span>`;
    at = word.end;
  });
  return (out + escapeXml(text.slice(at))).trim();
}

/** A font size for the text page that keeps a paragraph of this length inside the page. */
export function textSizePx(text: string): number {
  const length = text.length;
  if (length <= 180) return 44;
  if (length <= 320) return 38;
  if (length <= 520) return 32;
  if (length <= 800) return 27;
  if (length <= 1300) return 22;
  if (length <= 2200) return 17;
  return 13;
}
