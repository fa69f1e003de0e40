import type { ArtStyle } from '../../../contract/artStyle.js';
import { collage } from './collage.js';
import { coloring } from './coloring.js';
import { crayon } from './crayon.js';
import { watercolor } from './watercolor.js';

/**
 * A book's art style, applied to a finished picture's SVG (a page or the cast sheet). The
 * composition is the same in every style, so the self-check and the cast's looks hold in all
 * of them; `classic` returns the markup untouched (byte-identical to the pictures before styles).
 */
const STYLES: Record<Exclude<ArtStyle, 'classic'>, (svg: string) => string> = {
  watercolor,
  crayon,
  collage,
  coloring,
};

export function applyStyle(svg: string, style: ArtStyle): string {
  return style === 'classic' ? svg : STYLES[style](svg);
}
