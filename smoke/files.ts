/** What the smoke checks in the bytes it downloads: real pictures and a real, paged PDF. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type ImageKind = 'png' | 'jpeg' | 'webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** The picture format by its magic bytes (not by the content type the server claims), or null. */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/** The PDF's page count; throws when the bytes are not a PDF pdf.js can open. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  if (
    !startsWith(
      bytes,
      [...'%PDF'].map((c) => c.charCodeAt(0)),
    )
  )
    throw new Error(
      `not a PDF: it begins with ${JSON.stringify(new TextDecoder().decode(bytes.subarray(0, 8)))}`,
    );
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}

/** The smallest document pdf.js opens (it rebuilds the missing cross-reference table). */
export const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 72 72]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

let warming: Promise<void> | null = null;

/**
 * pdf.js loads its worker code on first use (about a second, more on a busy machine). The
 * pictures step starts this while it waits, so the PDF step's time is the site's, not the
 * smoke's own start-up. Never rejects: a real problem shows when the book is parsed.
 */
export function warmPdfReader(): Promise<void> {
  warming ??= pdfPageCount(TINY_PDF).then(
    () => undefined,
    () => undefined,
  );
  return warming;
}
