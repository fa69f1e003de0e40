import type { ArtStyle } from '../../contract/artStyle.js';
import type { AppearanceValue } from '../../contract/story.js';
import { BRAND } from './art/palette.js';
import { castTraits } from './compose.js';
import { characterPortraitSvg } from './portrait.js';
import type { SceneCharacter } from './request.js';
import { applyStyle } from './styles/index.js';
import { num } from './svg.js';

/** Cells per row: up to three characters side by side, six on two rows. */
const PER_ROW = 3;
const CELL = 400;

/**
 * The book's cast on one sheet, each character front-on with its name under it, drawn with the
 * same traits as the book's pages (castTraits): what a parent approves before the pages are
 * drawn (issue 27), and what a saved character keeps.
 */
export function castSheetSvg(request: {
  bookId: string;
  appearanceValue: AppearanceValue;
  characters: SceneCharacter[];
  looks?: { name: string; look: string }[];
  /** The book's art style: the sheet is drawn as its pages will be. */
  artStyle: ArtStyle;
}): string {
  const traits = castTraits(request);
  const count = Math.max(1, request.characters.length);
  const columns = Math.min(PER_ROW, count);
  const rows = Math.ceil(count / PER_ROW);
  const width = columns * CELL;
  const height = rows * CELL;
  const cells = request.characters.map((character, i) => {
    const portrait = characterPortraitSvg(character, {
      size: CELL,
      name: true,
      bookId: request.bookId,
      appearanceValue: request.appearanceValue,
      ...(traits[i] ? { traits: traits[i] } : {}),
    });
    const x = (i % PER_ROW) * CELL;
    const y = Math.floor(i / PER_ROW) * CELL;
    // The portrait is itself an <svg>: placed as a nested viewport.
    return portrait.replace('<svg ', `<svg x="${num(x)}" y="${num(y)}" `);
  });
  return applyStyle(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}">` +
      `<rect width="${num(width)}" height="${num(height)}" fill="${BRAND.paper}"/>` +
      cells.join('') +
      '</svg>',
    request.artStyle,
  );
}
