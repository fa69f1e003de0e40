import type { AppearanceValue } from '../../contract/story.js';
import { BRAND } from './art/palette.js';
import { drawCharacter } from './art/characters.js';
import type { SceneCharacter } from './request.js';
import { el, esc, group, num } from './svg.js';
import { deriveTraits, type CharacterTraits } from './traits.js';

/**
 * One character alone, standing front-on, as a standalone SVG: the avatar builder's preview
 * and, later, the offline character reference sheet. Pure (no Node APIs, no rendering) so a
 * browser bundle can import it; `renderPng` turns it into a PNG on the server.
 */

export interface PortraitOptions {
  /** Width and height in px of the square SVG; 512 when not given. */
  size?: number;
  /** Writes the character's name under its feet. */
  name?: boolean;
  /** Only for characters without a look or a key: the book their traits are seeded from. */
  bookId?: string;
  /** Only for characters without a look: the family look; `medium_brown` when not given. */
  appearanceValue?: AppearanceValue;
  /** The traits as the book's scenes draw them (castTraits), so a cast sheet matches the pages. */
  traits?: CharacterTraits;
}

/** Room around the figure (hair above the head, the ground shadow), in figure heights. */
const MARGIN = 0.12;
const NAME_BAND = 0.16;

export function characterPortraitSvg(character: SceneCharacter, options: PortraitOptions = {}): string {
  const size = options.size ?? 512;
  const traits =
    options.traits ??
    deriveTraits(character, options.bookId ?? '', options.appearanceValue ?? 'medium_brown');
  const drawn = drawCharacter(traits, { pose: 'stand', look: 0 });
  const withName = options.name === true && character.name.trim().length > 0;
  const figure = Math.max(drawn.height, drawn.halfWidth * 2);
  const margin = figure * MARGIN;
  const band = withName ? figure * NAME_BAND : 0;
  // A square view with the figure centred, its feet on y = 0 (the drawing's local origin).
  const side = figure + 2 * margin + band;
  const top = -drawn.height - margin - (side - (drawn.height + 2 * margin + band)) / 2;
  const label = withName
    ? el(
        'text',
        {
          x: 0,
          y: margin + band * 0.6,
          'text-anchor': 'middle',
          'font-family': 'Fredoka, sans-serif',
          'font-size': band * 0.55,
          fill: BRAND.ink,
        },
        esc(character.name.trim()),
      )
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(size)}" height="${num(size)}" ` +
    `viewBox="${num(-side / 2)} ${num(top)} ${num(side)} ${num(side)}">` +
    group(drawn.svg) +
    label +
    '</svg>'
  );
}
