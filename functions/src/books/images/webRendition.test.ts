import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WEB_IMAGE_MAX_PX, webRendition } from './webRendition.js';

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 63, g: 166, b: 107 } } })
    .png()
    .toBuffer();

describe('webRendition', () => {
  it('answers a 4096 px drawing at screen size, as a PNG', async () => {
    const small = await webRendition(await png(4096));
    expect(small).not.toBeNull();
    expect(await sharp(small!).metadata()).toMatchObject({
      format: 'png',
      width: WEB_IMAGE_MAX_PX,
      height: WEB_IMAGE_MAX_PX,
    });
  });

  it('leaves a picture that already fits a screen alone', async () => {
    expect(await webRendition(await png(1024))).toBeNull();
  });
});
