import PDFDocument from 'pdfkit';
import { fontData, type FontRole } from './fonts.js';

const ROLES: FontRole[] = ['heading', 'body', 'bodyItalic', 'bodyBold'];

/**
 * A tagged PDF/1.5 document in `lang` (a BCP 47 tag) with the brand fonts registered (embedded as subsets), and the
 * promise of its bytes once doc.end() is called. Fixed metadata dates make builds reproducible.
 * `faces` sets a role in another role's face: the reading-mode edition sets its headings in
 * Atkinson Hyperlegible Bold, so every word of it is in the typeface made for legibility.
 */
export function openDocument(
  size: [number, number],
  info: PDFKit.DocumentInfo,
  lang = 'en-US',
  faces: Partial<Record<FontRole, FontRole>> = {},
) {
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    compress: true,
    pdfVersion: '1.5',
    tagged: true,
    lang,
    displayTitle: true,
    info,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const role of ROLES) doc.registerFont(role, fontData(faces[role] ?? role));
  return { doc, done };
}
