/**
 * The Instagram carousel slides (spec part 2 §9 'Carousel'): pure layout, no canvas. Text is
 * measured through a callback (canvas `measureText` in the browser, a fake in tests), so the
 * wrapping and positions can be checked without a canvas.
 */

/** Square slides, 1080 x 1080 px. */
export const SLIDE_SIZE = 1080;
/** The story text is wrapped to about 900 px. */
export const TEXT_WIDTH = 900;
export const MARGIN = (SLIDE_SIZE - TEXT_WIDTH) / 2;
/** At most 10 slides: one per story part. */
export const MAX_SLIDES = 10;
export const PRODUCT_NAME = 'StorySprout';
/** PNG, 'quality 0.9' as the spec says (browsers ignore the quality for PNG). */
export const SLIDE_TYPE = 'image/png';
export const SLIDE_QUALITY = 0.9;
/** Downloads are staggered one second apart. */
export const DOWNLOAD_GAP_MS = 1000;

/** Fonts (DESIGN.md): Fredoka for the title and footer, Atkinson Hyperlegible for the story text. */
export const HEADING_FAMILY = "Fredoka, 'Segoe UI', system-ui, sans-serif";
export const BODY_FAMILY = "'Atkinson Hyperlegible', system-ui, 'Segoe UI', sans-serif";

/** Width of `text` drawn in the CSS `font`. */
export type Measure = (text: string, font: string) => number;

/** A share slide (spec part 2 §3 'Share slide'): story text, image, legend. */
export interface SlidePart {
  text: string;
  imageUrl: string | null;
  legend: string;
}

export interface TextBlock {
  lines: string[];
  font: string;
  /** Distance between baselines. */
  lineHeight: number;
  /** Left edge (align 'left') or centre (align 'center'). */
  x: number;
  /** Baseline of the first line. */
  y: number;
  align: 'left' | 'center';
}

export interface SlideLayout {
  size: number;
  title: TextBlock | null;
  /** The illustration's square, or null when the slide has no picture. */
  image: { x: number; y: number; size: number } | null;
  text: TextBlock;
  legend: TextBlock | null;
  footer: TextBlock;
}

const TOP = 72;
const FOOTER_BASELINE = SLIDE_SIZE - 48;
/** Content stays above the footer. */
const CONTENT_BOTTOM = SLIDE_SIZE - 96;
const GAP = 28;
const TITLE_SIZE = 54;
const TEXT_SIZES = [40, 38, 36, 34, 32, 30, 28, 26, 24];
const LEGEND_SIZE = 24;
const MIN_IMAGE = 420;
const MAX_IMAGE = 600;
const SMALLEST_IMAGE = 200;

export const font = (weight: number, size: number, family: string, style = '') =>
  `${style ? `${style} ` : ''}${weight} ${size}px ${family}`;

/** The footer page marker: 'n/total StorySprout'. */
export const footerText = (n: number, total: number) => `${n}/${total} ${PRODUCT_NAME}`;

/** '{title with non-alphanumerics as underscores}_slide_{nn}_of_{total}.png' (nn two digits). */
export function slideFileName(title: string, n: number, total: number): string {
  const base = title.trim().replace(/[^a-zA-Z0-9]/g, '_') || PRODUCT_NAME;
  return `${base}_slide_${String(n).padStart(2, '0')}_of_${total}.png`;
}

/** Breaks one over-long word into pieces that fit. */
function breakWord(word: string, maxWidth: number, measure: Measure, cssFont: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char, cssFont) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrapping: every line measures at most `maxWidth` (a word longer than that is split). */
export function wrapText(text: string, maxWidth: number, measure: Measure, cssFont: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, cssFont) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word, cssFont) <= maxWidth) {
        line = word;
      } else {
        const pieces = breakWord(word, maxWidth, measure, cssFont);
        line = pieces.pop() ?? '';
        lines.push(...pieces);
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Cuts `lines` to `max`, ending the last kept line with an ellipsis that still fits. */
function clampLines(lines: string[], max: number, maxWidth: number, measure: Measure, cssFont: string) {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, Math.max(max, 1));
  let last = kept[kept.length - 1] ?? '';
  while (last && measure(`${last}…`, cssFont) > maxWidth) last = last.slice(0, -1).trimEnd();
  kept[kept.length - 1] = `${last}…`;
  return kept;
}

export interface SlideInput {
  /** Shown on the first slide only. */
  title?: string;
  text: string;
  legend?: string;
  hasImage: boolean;
  /** 1-based slide number and the number of slides. */
  n: number;
  total: number;
}

/**
 * Positions of everything on a slide: the title (first slide), the illustration, the story
 * text wrapped to 900 px at the largest size that leaves the picture room, the optional legend
 * and the footer. The content block is centred vertically between the top and the footer.
 */
export function layoutSlide(input: SlideInput, measure: Measure): SlideLayout {
  const titleFont = font(600, TITLE_SIZE, HEADING_FAMILY);
  const titleLines = input.title?.trim()
    ? clampLines(
        wrapText(input.title.trim(), TEXT_WIDTH, measure, titleFont),
        2,
        TEXT_WIDTH,
        measure,
        titleFont,
      )
    : [];
  const titleLineHeight = Math.round(TITLE_SIZE * 1.15);
  const titleHeight = titleLines.length ? titleLines.length * titleLineHeight + GAP : 0;

  const legendFont = font(400, LEGEND_SIZE, BODY_FAMILY, 'italic');
  const legendLineHeight = Math.round(LEGEND_SIZE * 1.35);
  const legendLines = input.legend?.trim()
    ? clampLines(
        wrapText(input.legend.trim(), TEXT_WIDTH, measure, legendFont),
        2,
        TEXT_WIDTH,
        measure,
        legendFont,
      )
    : [];
  const legendHeight = legendLines.length ? GAP / 2 + legendLines.length * legendLineHeight : 0;

  const available = CONTENT_BOTTOM - TOP - titleHeight - legendHeight;

  // The largest text size that leaves the picture at least MIN_IMAGE px (or, without a
  // picture, that fits at all); the smallest size otherwise, with a smaller picture.
  let chosen: { size: number; lines: string[]; lineHeight: number } | null = null;
  for (const size of TEXT_SIZES) {
    const cssFont = font(400, size, BODY_FAMILY);
    const lines = wrapText(input.text, TEXT_WIDTH, measure, cssFont);
    const lineHeight = Math.round(size * 1.4);
    const textHeight = lines.length * lineHeight;
    chosen = { size, lines, lineHeight };
    const room = available - textHeight - (input.hasImage ? GAP : 0);
    if (input.hasImage ? room >= MIN_IMAGE : room >= 0) break;
  }
  const { size, lineHeight } = chosen ?? { size: 24, lineHeight: 34 };
  const textFont = font(400, size, BODY_FAMILY);
  let lines = chosen?.lines ?? [];

  let imageSize = 0;
  if (input.hasImage) {
    imageSize = Math.min(MAX_IMAGE, available - lines.length * lineHeight - GAP);
    if (imageSize < SMALLEST_IMAGE) {
      imageSize = SMALLEST_IMAGE;
      const maxLines = Math.max(1, Math.floor((available - SMALLEST_IMAGE - GAP) / lineHeight));
      lines = clampLines(lines, maxLines, TEXT_WIDTH, measure, textFont);
    }
  } else {
    const maxLines = Math.max(1, Math.floor(available / lineHeight));
    lines = clampLines(lines, maxLines, TEXT_WIDTH, measure, textFont);
  }

  const textHeight = lines.length * lineHeight;
  const contentHeight = titleHeight + (imageSize ? imageSize + GAP : 0) + textHeight + legendHeight;
  let y = TOP + Math.max(0, Math.floor((CONTENT_BOTTOM - TOP - contentHeight) / 2));

  let title: TextBlock | null = null;
  if (titleLines.length) {
    // Baselines sit about 0.8 of the font size below the top of a line.
    title = {
      lines: titleLines,
      font: titleFont,
      lineHeight: titleLineHeight,
      x: SLIDE_SIZE / 2,
      y: y + Math.round(TITLE_SIZE * 0.85),
      align: 'center',
    };
    y += titleHeight;
  }

  let image: SlideLayout['image'] = null;
  if (imageSize) {
    image = { x: Math.round((SLIDE_SIZE - imageSize) / 2), y, size: imageSize };
    y += imageSize + GAP;
  }

  const text: TextBlock = {
    lines,
    font: textFont,
    lineHeight,
    x: MARGIN,
    y: y + Math.round(size * 0.85),
    align: 'left',
  };
  y += textHeight;

  let legend: TextBlock | null = null;
  if (legendLines.length) {
    legend = {
      lines: legendLines,
      font: legendFont,
      lineHeight: legendLineHeight,
      x: MARGIN,
      y: y + GAP / 2 + Math.round(LEGEND_SIZE * 0.85),
      align: 'left',
    };
  }

  const footer: TextBlock = {
    lines: [footerText(input.n, input.total)],
    font: font(600, 28, HEADING_FAMILY),
    lineHeight: 34,
    x: SLIDE_SIZE / 2,
    y: FOOTER_BASELINE,
    align: 'center',
  };

  return { size: SLIDE_SIZE, title, image, text, legend, footer };
}

/** The parts that make slides: those with text or a picture, at most 10. */
export function slideParts(parts: SlidePart[]): SlidePart[] {
  return parts.filter((part) => part.text.trim() || part.imageUrl).slice(0, MAX_SLIDES);
}
