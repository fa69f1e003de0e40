import { createRequire } from 'node:module';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * SVG -> PNG with resvg. No system fonts (faster, and the same output on every machine); the
 * Fredoka TTF is the only font, should a scene ever carry text.
 */

const require = createRequire(import.meta.url);

function fredokaPath(): string | undefined {
  try {
    return require.resolve('@expo-google-fonts/fredoka/600SemiBold/Fredoka_600SemiBold.ttf');
  } catch {
    return undefined;
  }
}

const FONT = fredokaPath();

export const RENDER_OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: 'original' },
  font: {
    loadSystemFonts: false,
    fontFiles: FONT ? [FONT] : [],
    defaultFontFamily: 'Fredoka',
    sansSerifFamily: 'Fredoka',
  },
  shapeRendering: 2,
  imageRendering: 0,
  logLevel: 'off',
};

export interface Raster {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Buffer;
}

/** At the scene's own size (1024 px), or scaled to `widthPx` (print resolution). */
export async function renderPng(
  svg: string,
  widthPx?: number,
): Promise<{ png: Buffer; width: number; height: number }> {
  const image = await renderAsync(
    svg,
    widthPx ? { ...RENDER_OPTIONS, fitTo: { mode: 'width', value: widthPx } } : RENDER_OPTIONS,
  );
  return { png: image.asPng(), width: image.width, height: image.height };
}

export async function renderPixels(svg: string): Promise<Raster> {
  const image = await renderAsync(svg, RENDER_OPTIONS);
  return { width: image.width, height: image.height, pixels: image.pixels };
}

/** Mean absolute difference per channel, 0 (identical) to 255, of two same-size rasters. */
export function meanPixelDifference(a: Raster, b: Raster): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('rasters differ in size');
  let sum = 0;
  const n = Math.min(a.pixels.length, b.pixels.length);
  for (let i = 0; i < n; i++) sum += Math.abs((a.pixels[i] ?? 0) - (b.pixels[i] ?? 0));
  return n === 0 ? 0 : sum / n;
}
