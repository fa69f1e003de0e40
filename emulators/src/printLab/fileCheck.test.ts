import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCoverPdf } from '../../../functions/src/pdf/index.js';
import { prepareImage } from '../../../functions/src/pdf/images.js';
import { coverLayout } from '../../../functions/src/print/files/coverGeometry.js';
import { coverSize, interiorPageSize } from './catalog.js';
import { coverProblem, interiorProblem, pdfShape } from './fileCheck.js';

const TRIM = { widthIn: 8.5, heightIn: 8.5 };

/** A cover built the way print/files builds it, at the layout's size for 32 pages. */
async function builtCover(binding: 'paperback' | 'hardcover') {
  const layout = coverLayout(binding, 32);
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#6b9' } })
    .png()
    .toBuffer();
  return buildCoverPdf({
    title: 'Nora and the Northern Lights',
    childName: 'Nora',
    image: await prepareImage(png, '#ffffff'),
    widthPt: layout.widthIn * 72,
    heightPt: layout.heightIn * 72,
    hingePt: layout.hingeIn * 72,
    createdAt: new Date('2026-03-01T12:00:00Z'),
    language: 'en',
  });
}

/** A PDF of `pages` pages of this size whose text is set in a font it does not embed. */
function unembedded(pages: number, widthPt: number, heightPt: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let i = 0; i < pages; i++)
    doc
      .addPage({ size: [widthPt, heightPt], margin: 0 })
      .font('Helvetica')
      .text('Hi', 40, 40);
  doc.end();
  return done;
}

describe('the print lab’s file checks', () => {
  it('sizes covers by coverGeometry’s layout, for both bindings', () => {
    for (const binding of ['paperback', 'hardcover'] as const) {
      const layout = coverLayout(binding, 32);
      const size = coverSize(TRIM, 32, binding);
      expect(size.widthPt).toBeCloseTo(layout.widthIn * 72, 3);
      expect(size.heightPt).toBeCloseTo(layout.heightIn * 72, 3);
    }
  });

  it('passes the built cover of each binding, fonts embedded, and refuses it for the other binding', async () => {
    for (const binding of ['paperback', 'hardcover'] as const) {
      const shape = await pdfShape(await builtCover(binding), { fonts: true });
      expect(shape.unembeddedFonts).toEqual([]);
      expect(coverProblem(shape, TRIM, 32, binding)).toBeNull();
      const other = binding === 'paperback' ? 'hardcover' : 'paperback';
      expect(coverProblem(shape, TRIM, 32, other)).toMatch(new RegExp(`for a 32-page ${other} it must be`));
    }
  });

  it('refuses a file whose fonts are not embedded, naming them', async () => {
    const size = coverSize(TRIM, 32, 'hardcover');
    const shape = await pdfShape(await unembedded(1, size.widthPt, size.heightPt), { fonts: true });
    expect(coverProblem(shape, TRIM, 32, 'hardcover')).toMatch(/fonts that are not embedded: .*Helvetica/);
  });

  it('holds each binding to its minimum page count', async () => {
    const page = interiorPageSize(TRIM);
    const shape = { pages: Array.from({ length: 24 }, () => page), unembeddedFonts: [] };
    expect(interiorProblem(shape, TRIM, 'hardcover')).toBeNull();
    expect(interiorProblem(shape, TRIM, 'paperback')).toBe(
      'Interior has 24 pages; a paperback needs 32 to 800.',
    );
  });
});
