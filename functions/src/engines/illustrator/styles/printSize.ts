import sharp from 'sharp';
import type { ArtStyle } from '../../../contract/artStyle.js';
import { renderPng } from '../render.js';

/**
 * The largest size the filtered styles (watercolour, crayon, collage) are rendered at. Their
 * noise, blur and displacement filters cost time and memory with every pixel: at print size
 * (2625 px) a page takes 10-20 s and a few hundred MB, ten at once more than a 1 GiB function
 * has. Their textures are soft and gain nothing above this size, so a larger picture is
 * rendered at it and enlarged. Classic and colouring pages stay vector-sharp at any size.
 */
export const FILTERED_STYLE_MAX_PX = 1536;

export async function renderStyledPng(
  svg: string,
  style: ArtStyle | undefined,
  sizePx?: number,
): Promise<{ png: Buffer; width: number; height: number }> {
  const filtered = style === 'watercolor' || style === 'crayon' || style === 'collage';
  if (!filtered || !sizePx || sizePx <= FILTERED_STYLE_MAX_PX) return renderPng(svg, sizePx);
  const drawn = await renderPng(svg, FILTERED_STYLE_MAX_PX);
  const height = Math.round((drawn.height * sizePx) / drawn.width);
  const png = await sharp(drawn.png).resize(sizePx, height, { kernel: 'lanczos3' }).png().toBuffer();
  return { png, width: sizePx, height };
}
