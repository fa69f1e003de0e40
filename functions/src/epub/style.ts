import { BRAND } from '../shared/brand.js';
import { VIEWPORT } from './pages.js';

/** The class a reading system puts on the word being spoken (media:active-class). */
export const ACTIVE_CLASS = '-epub-media-overlay-active';

/** The fonts the book carries (DESIGN.md's, as the PDF embeds them): file name and family. */
export const EPUB_FONTS = [
  { role: 'heading', href: 'fonts/Fredoka-SemiBold.ttf', family: 'Fredoka', weight: 600 },
  {
    role: 'body',
    href: 'fonts/AtkinsonHyperlegible-Regular.ttf',
    family: 'Atkinson Hyperlegible',
    weight: 400,
  },
] as const;

/** A bilingual book's second text (issue 45) is set in the body face's italic, as the PDF's is. */
export const SECOND_TEXT_FONT = {
  role: 'bodyItalic',
  href: 'fonts/AtkinsonHyperlegible-Italic.ttf',
  family: 'Atkinson Hyperlegible',
  weight: 400,
} as const;

/** The one stylesheet: DESIGN.md's fonts and colours on square fixed-layout pages. */
export const STYLESHEET = `@charset "UTF-8";
${EPUB_FONTS.map((f) => `@font-face { font-family: "${f.family}"; font-weight: ${f.weight}; font-style: normal; src: url("${f.href}"); }`).join('\n')}
html, body { margin: 0; padding: 0; }
body { width: ${VIEWPORT}px; height: ${VIEWPORT}px; overflow: hidden; background: ${BRAND.paper}; color: ${BRAND.ink};
  font-family: "Atkinson Hyperlegible", "Helvetica Neue", Arial, sans-serif; }
h1, h2, .heading { font-family: "Fredoka", "Arial Rounded MT Bold", "Helvetica Neue", Arial, sans-serif; color: ${BRAND.leaf}; font-weight: 600; }
.cover { text-align: center; }
.cover h1 { font-size: 60px; line-height: 1.15; margin: 0; padding: 56px 80px 0; height: 170px; }
.cover .frame { display: block; width: 540px; height: 540px; margin: 24px auto 0; border-radius: 30px; border: 12px solid #FFFFFF; }
.cover p { margin: 24px 80px 0; font-size: 30px; }
.cover p.by { margin-top: 8px; font-size: 20px; }
.picture img { display: block; width: ${VIEWPORT}px; height: ${VIEWPORT}px; }
.text { display: table; }
.text .column { display: table-cell; vertical-align: middle; width: ${VIEWPORT}px; height: ${VIEWPORT}px; padding: 0 110px; box-sizing: border-box; }
.text p { margin: 0; line-height: 1.55; }
.text .number { position: absolute; bottom: 40px; width: ${VIEWPORT}px; left: 0; text-align: center; font-size: 20px; color: ${BRAND.leaf}; }
.dedication, .end { display: table; text-align: center; }
.dedication .column, .end .column { display: table-cell; vertical-align: middle; width: ${VIEWPORT}px; height: ${VIEWPORT}px; padding: 0 140px; box-sizing: border-box; }
.dedication p { font-size: 40px; font-style: italic; line-height: 1.5; margin: 0; }
.end h2 { font-size: 96px; margin: 0 0 60px; }
.end p { font-size: 24px; margin: 8px 0 0; }
.${ACTIVE_CLASS} { background-color: ${BRAND.sunrise}; color: ${BRAND.ink}; border-radius: 6px; }
`;

/**
 * Added for a bilingual book (issue 45): the second text beneath the first, italic and in the
 * PDF's green, so a reader tells the languages apart at a glance.
 */
export const SECOND_TEXT_STYLE = `@font-face { font-family: "${SECOND_TEXT_FONT.family}"; font-weight: ${SECOND_TEXT_FONT.weight}; font-style: italic; src: url("${SECOND_TEXT_FONT.href}"); }
.text p.second { margin-top: 0.9em; font-style: italic; color: ${BRAND.leaf}; }
`;
