/**
 * Pure text layout for the PDF: word wrapping and fitting a text into a box. The caller passes
 * the font's advance-width function, so this module knows nothing about pdfkit and is tested
 * with simple fake metrics as well as the real fonts.
 *
 * Fitting tries the age group's size range first (largest size that fits), then, only when
 * the text is too long for it, shrinks below the range until every line fits. Text is never
 * cut and no line is ever wider than the box: a word wider than the box is broken between
 * characters. The block's height is lines x line height, always <= the box's height.
 */
import type { AgeGroup } from '../contract/story.js';

/** Advance width of `text` at font size 1 (multiply by the size for points). */
export type Measure = (text: string) => number;

export interface SizeRange {
  min: number;
  max: number;
}

/** DESIGN.md: PDF story text is 16-18 pt for ages 2-4 and 14-16 pt for ages 5-7. */
export const STORY_TEXT_SIZES: Readonly<Record<AgeGroup, SizeRange>> = {
  '2-4years': { min: 16, max: 18 },
  '5-7years': { min: 14, max: 16 },
};

/** Generous line height for early readers (ratio of the font size). */
export const STORY_LINE_HEIGHT = 1.5;

/** Below the range sizes go down to this before fitting gives up (only absurd input gets here). */
export const ABSOLUTE_MIN_SIZE = 4;

export interface FitOptions {
  /** Box width and height in points. */
  width: number;
  height: number;
  range: SizeRange;
  /** Line height as a ratio of the font size. */
  lineHeight: number;
  measure: Measure;
  /** Size step inside the range (points); default 0.5. */
  step?: number;
}

export interface FittedText {
  fontSize: number;
  /** Distance between baselines, in points. */
  lineHeight: number;
  lines: string[];
  /** Width of each line at fontSize (for centring). */
  lineWidths: number[];
  /** lines x lineHeight: the block's height, never more than the box's height. */
  height: number;
  /** True when the text only fits below the range's minimum. */
  belowRange: boolean;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Whitespace that separates words (a no-break space keeps its words together). */
const WORD_GAP = /[^\S\u00A0]+/;
const EPSILON = 1e-6;

/** Story text as lines of words: explicit line breaks are kept, runs of blank lines become one. */
function segmentsOf(text: string): string[][] {
  const segments = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.split(WORD_GAP).filter(Boolean));
  const kept: string[][] = [];
  for (const words of segments) {
    if (words.length === 0 && (kept.length === 0 || kept[kept.length - 1]!.length === 0)) continue;
    kept.push(words);
  }
  while (kept.length > 0 && kept[kept.length - 1]!.length === 0) kept.pop();
  return kept;
}

/** Breaks a word wider than the box between characters (grapheme clusters). */
function breakWord(word: string, maxWidth: number, fontSize: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of segmenter.segment(word)) {
    const candidate = piece + segment;
    if (piece && measure(candidate) * fontSize > maxWidth + EPSILON) {
      pieces.push(piece);
      piece = segment;
    } else {
      piece = candidate;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap at one font size. Every returned line is at most maxWidth wide, except a
 * single character wider than the box on its own (impossible at book sizes). Blank lines ('')
 * mark the explicit paragraph breaks of the text.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const words of segmentsOf(text)) {
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      if (measure(word) * fontSize > maxWidth + EPSILON) {
        if (line) lines.push(line);
        const pieces = breakWord(word, maxWidth, fontSize, measure);
        line = pieces.pop() ?? '';
        lines.push(...pieces);
        continue;
      }
      const candidate = line ? `${line} ${word}` : word;
      if (!line || measure(candidate) * fontSize <= maxWidth + EPSILON) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

function memoize(measure: Measure): Measure {
  const cache = new Map<string, number>();
  return (text) => {
    let width = cache.get(text);
    if (width === undefined) {
      width = measure(text);
      cache.set(text, width);
    }
    return width;
  };
}

function layoutAt(
  text: string,
  fontSize: number,
  options: FitOptions,
  measure: Measure,
  belowRange: boolean,
): FittedText | null {
  const lines = wrapText(text, options.width, fontSize, measure);
  const lineHeight = fontSize * options.lineHeight;
  const height = lines.length * lineHeight;
  if (height > options.height + EPSILON) return null;
  const lineWidths = lines.map((line) => measure(line) * fontSize);
  if (lineWidths.some((w) => w > options.width + EPSILON)) return null;
  return { fontSize, lineHeight, lines, lineWidths, height, belowRange };
}

/**
 * The largest size of the range at which the text fits the box; if none does, the largest size
 * below the range (to 0.25 pt) that fits. Throws only if the text cannot fit even at
 * ABSOLUTE_MIN_SIZE (validation keeps real input far from that).
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const { range } = options;
  if (!(range.min > 0 && range.max >= range.min))
    throw new Error(`Invalid font size range ${range.min}-${range.max}`);
  if (!(options.width > 0 && options.height > 0))
    throw new Error('The text box must have a positive width and height');
  const measure = memoize(options.measure);
  const step = options.step ?? 0.5;

  for (let size = range.max; size >= range.min - EPSILON; size -= step) {
    const fitted = layoutAt(text, size, options, measure, false);
    if (fitted) return fitted;
  }

  // Below the range: the fitting size is (almost always) monotonic, so bisect in 0.25 pt units.
  const unit = 0.25;
  let low = Math.ceil(ABSOLUTE_MIN_SIZE / unit);
  let high = Math.ceil(range.min / unit) - 1;
  let best = layoutAt(text, low * unit, options, measure, true);
  if (!best) throw new Error(`The text is too long to fit its page even at ${ABSOLUTE_MIN_SIZE} pt`);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const fitted = layoutAt(text, mid * unit, options, measure, true);
    if (fitted) {
      best = fitted;
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return best;
}
