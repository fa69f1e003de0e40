import { saveBlob } from '../../../lib/download';
import { canvasToBlob, drawSlide, fontsReady, loadImage, measureWith } from './drawSlide';
import {
  DOWNLOAD_GAP_MS,
  layoutSlide,
  SLIDE_SIZE,
  slideFileName,
  slideParts,
  type SlidePart,
} from './slideLayout';

export interface SlideFile {
  blob: Blob;
  name: string;
}

export interface CarouselOptions {
  title: string;
  parts: SlidePart[];
  /** Put each page's legend (picture description) under its text. */
  withLegends?: boolean;
  /** Called before each slide is drawn: (n, total). */
  onSlide?: (n: number, total: number) => void;
}

/** Draws the slides (up to 10 PNGs of 1080 x 1080) for a story. */
export async function makeSlides({
  title,
  parts,
  withLegends = false,
  onSlide,
}: CarouselOptions): Promise<SlideFile[]> {
  const slides = slideParts(parts);
  if (slides.length === 0) throw new Error('There is nothing to put on the slides');
  await fontsReady();

  const canvas = document.createElement('canvas');
  canvas.width = SLIDE_SIZE;
  canvas.height = SLIDE_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the slides');
  const measure = measureWith(ctx);

  const files: SlideFile[] = [];
  const total = slides.length;
  for (const [index, part] of slides.entries()) {
    const n = index + 1;
    onSlide?.(n, total);
    const image = await loadImage(part.imageUrl);
    const layout = layoutSlide(
      {
        title: n === 1 ? title : undefined,
        text: part.text,
        legend: withLegends ? part.legend : undefined,
        hasImage: Boolean(part.imageUrl),
        n,
        total,
      },
      measure,
    );
    ctx.clearRect(0, 0, SLIDE_SIZE, SLIDE_SIZE);
    drawSlide(ctx, layout, image);
    files.push({ blob: await canvasToBlob(canvas), name: slideFileName(title, n, total) });
  }
  return files;
}

/**
 * Saves the files one second apart (the first at once), as browsers tend to drop bursts of
 * downloads. Resolves after the last one; `onSaved` reports each.
 */
export function downloadStaggered(
  files: SlideFile[],
  {
    gapMs = DOWNLOAD_GAP_MS,
    save = saveBlob,
    onSaved,
  }: { gapMs?: number; save?: (blob: Blob, name: string) => void; onSaved?: (n: number) => void } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const next = (index: number) => {
      const file = files[index];
      if (!file) {
        resolve();
        return;
      }
      try {
        save(file.blob, file.name);
        onSaved?.(index + 1);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (index + 1 < files.length) setTimeout(() => next(index + 1), gapMs);
      else resolve();
    };
    next(0);
  });
}

/** Phones and tablets, where the Instagram app may be installed. */
export function isMobileDevice(
  userAgent = typeof navigator !== 'undefined' ? navigator.userAgent : '',
): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

export const INSTAGRAM_APP_URL = 'instagram://library';

/** Tries to open the Instagram app on a phone; does nothing elsewhere and never throws. */
export function tryOpenInstagram(userAgent?: string): boolean {
  if (!isMobileDevice(userAgent)) return false;
  try {
    window.location.assign(INSTAGRAM_APP_URL);
    return true;
  } catch (error) {
    console.warn('Opening Instagram failed', error);
    return false;
  }
}
