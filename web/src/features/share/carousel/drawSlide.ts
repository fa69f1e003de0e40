import {
  BODY_FAMILY,
  HEADING_FAMILY,
  SLIDE_QUALITY,
  SLIDE_TYPE,
  type Measure,
  type SlideLayout,
  type TextBlock,
} from './slideLayout';

/**
 * The DESIGN.md palette for the canvas: read from the app's CSS tokens (the single source), with
 * the design values as a fallback where no stylesheet is loaded.
 */
function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim();
  return value || fallback;
}

export function slideColours() {
  return {
    paper: token('paper', '#fff9f0'),
    ink: token('ink', '#22303c'),
    inkSoft: token('ink-soft', '#4a5866'),
    leaf: token('leaf', '#1f5e3b'),
    sunrise: token('sunrise', '#ffb547'),
    skySoft: token('sky-soft', '#e4f5ff'),
  };
}

/** Waits until the web fonts can be drawn (document.fonts.ready plus the two families used). */
export async function fontsReady(): Promise<void> {
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  if (!fonts) return;
  try {
    await Promise.all([
      fonts.load(`600 54px ${HEADING_FAMILY}`),
      fonts.load(`400 36px ${BODY_FAMILY}`),
      fonts.load(`italic 400 24px ${BODY_FAMILY}`),
    ]);
    await fonts.ready;
  } catch (error) {
    console.warn('Waiting for the fonts failed; drawing with what is there', error);
  }
}

/** Loads an illustration for drawing; null when there is none or it cannot be read. */
export function loadImage(url: string | null): Promise<HTMLImageElement | null> {
  if (!url) return Promise.resolve(null);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => {
      console.error('Loading an illustration for the carousel failed');
      resolve(null);
    };
    image.src = url;
  });
}

export function measureWith(ctx: CanvasRenderingContext2D): Measure {
  return (text, cssFont) => {
    ctx.font = cssFont;
    return ctx.measureText(text).width;
  };
}

function roundedRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
) {
  const r = Math.min(radius, width / 2, height / 2);
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + width, y, x + width, y + height, r);
  ctx.arcTo(x + width, y + height, x, y + height, r);
  ctx.arcTo(x, y + height, x, y, r);
  ctx.arcTo(x, y, x + width, y, r);
  ctx.closePath();
}

function drawText(ctx: CanvasRenderingContext2D, block: TextBlock, colour: string) {
  ctx.font = block.font;
  ctx.fillStyle = colour;
  ctx.textAlign = block.align;
  ctx.textBaseline = 'alphabetic';
  block.lines.forEach((line, index) => ctx.fillText(line, block.x, block.y + index * block.lineHeight));
}

/** Draws a laid-out slide on a canvas 2D context. */
export function drawSlide(
  ctx: CanvasRenderingContext2D,
  layout: SlideLayout,
  image: HTMLImageElement | null,
) {
  const colours = slideColours();
  ctx.fillStyle = colours.paper;
  ctx.fillRect(0, 0, layout.size, layout.size);
  // The sunrise bar of the page headers, as a small brand mark.
  ctx.fillStyle = colours.sunrise;
  roundedRect(ctx, layout.size / 2 - 40, 32, 80, 8, 4);
  ctx.fill();

  if (layout.title) drawText(ctx, layout.title, colours.leaf);

  if (layout.image) {
    const { x, y, size } = layout.image;
    ctx.save();
    roundedRect(ctx, x, y, size, size, 24);
    ctx.clip();
    ctx.fillStyle = colours.skySoft;
    ctx.fillRect(x, y, size, size);
    if (image) {
      // Cover: crop the picture to a centred square.
      const width = image.naturalWidth || image.width || size;
      const height = image.naturalHeight || image.height || size;
      const side = Math.min(width, height);
      ctx.drawImage(image, (width - side) / 2, (height - side) / 2, side, side, x, y, size, size);
    }
    ctx.restore();
  }

  drawText(ctx, layout.text, colours.ink);
  if (layout.legend) drawText(ctx, layout.legend, colours.inkSoft);
  drawText(ctx, layout.footer, colours.leaf);
}

/** canvas.toBlob as a promise ('image/png', quality 0.9). */
export function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The slide could not be encoded'))),
      SLIDE_TYPE,
      SLIDE_QUALITY,
    );
  });
}
