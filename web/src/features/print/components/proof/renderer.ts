import type { ProofRenderer } from './proofRenderer';

export type { ProofDocument, ProofRenderer } from './proofRenderer';

/** pdf.js and its worker, fetched on first use so no other page ever downloads them. */
export async function loadPdfRenderer(): Promise<ProofRenderer> {
  const { pdfJsRenderer } = await import('./pdfJsRenderer');
  return pdfJsRenderer();
}
