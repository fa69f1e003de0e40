import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeLineArt, lineArtOf, snapToInk, traceEdges, TRACE_PX, type LineArt } from './lineArt.js';
import { colourfulPng } from './testing/fixtures.js';

/** A white picture with a filled red square from (40, 40) to (80, 80), 120 px square. */
async function redSquare(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 120, channels: 3, background: '#FFFFFF' } })
    .composite([
      {
        input: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#E5527A' } })
          .png()
          .toBuffer(),
        left: 40,
        top: 40,
      },
    ])
    .png()
    .toBuffer();
}

const at = (art: LineArt, x: number, y: number) => art.pixels[y * art.width + x];

describe('line art for colouring', () => {
  it('traces a filled shape as black lines on white: its outline is ink, inside and outside are paper', async () => {
    const art = await lineArtOf(await redSquare(), false);
    expect([art.width, art.height]).toEqual([120, 120]);
    expect(new Set(art.pixels)).toEqual(new Set([0, 255]));
    expect(at(art, 40, 60)).toBe(0); // the left edge
    expect(at(art, 60, 40)).toBe(0); // the top edge
    expect(at(art, 60, 60)).toBe(255); // inside: left to colour
    expect(at(art, 10, 10)).toBe(255); // outside
    expect(at(art, 110, 110)).toBe(255);
  });

  it('the tracing rule marks strong edges only, and never the border', () => {
    // A 6 x 6 grey picture: left half 0, right half 255, and a faint step of 10 further down.
    const pixels = new Uint8Array(36).map((_, i) => (i % 6 < 3 ? 0 : 255));
    const traced = traceEdges({ pixels, width: 6, height: 6 });
    expect(Array.from({ length: 6 }, (_, x) => at(traced, x, 2))).toEqual([255, 255, 0, 0, 255, 255]);
    expect(Array.from({ length: 6 }, (_, y) => at(traced, 2, y))).toEqual([255, 0, 0, 0, 0, 255]);
    const faint = traceEdges({ pixels: pixels.map((v) => (v ? 10 : 0)), width: 6, height: 6 });
    expect(faint.pixels.every((v) => v === 255)).toBe(true);
  });

  it('keeps a line drawing’s own lines, only snapped to ink or paper', async () => {
    expect(
      snapToInk({ pixels: Uint8Array.from([0, 100, 159, 160, 230, 255]), width: 6, height: 1 }).pixels,
    ).toEqual(Uint8Array.from([0, 0, 0, 255, 255, 255]));
    const drawing = await sharp({
      create: { width: 50, height: 50, channels: 3, background: '#FFFFFF' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="50" height="50"><rect x="10" y="10" width="30" height="30" fill="#FFFFFF" stroke="#111111" stroke-width="4"/></svg>',
          ),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const kept = await lineArtOf(drawing, true);
    expect(at(kept, 10, 25)).toBe(0); // the drawn line stays one line, not two traced edges
    expect(at(kept, 25, 25)).toBe(255);
  });

  it('is deterministic and works at TRACE_PX, never enlarging a small picture', async () => {
    const [a, b] = await Promise.all([lineArtOf(colourfulPng(3), false), lineArtOf(colourfulPng(3), false)]);
    expect(a.width).toBe(TRACE_PX);
    expect(Buffer.from(a.pixels).equals(Buffer.from(b.pixels))).toBe(true);
    const share = a.pixels.filter((v) => v === 0).length / a.pixels.length;
    expect(share).toBeGreaterThan(0.002); // the sun, the hills and the face are drawn
    expect(share).toBeLessThan(0.1); // and most of the page is left to colour
  });

  it('encodes one grey channel: a PNG at its size, or a print-size JPEG', async () => {
    const art = await lineArtOf(await redSquare(), false);
    const png = await encodeLineArt(art);
    expect(png).toMatchObject({ format: 'png', width: 120, height: 120 });
    expect((await sharp(png.data).metadata()).channels).toBe(1);
    const jpeg = await encodeLineArt(art, 600);
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    expect((await sharp(jpeg.data).metadata()).channels).toBe(1);
  });
});
