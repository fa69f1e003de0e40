/**
 * What the proof needs of a PDF library: open a file, draw one page into a canvas at a width.
 * pdf.js implements it (pdfJsRenderer.ts, loaded only when a proof is shown); the component
 * tests hand in a stand-in, as pdf.js does not run in jsdom.
 */
export interface ProofDocument {
  pageCount: number;
  /** Draws page `page` (1-based) into the canvas, `widthPx` device pixels wide. */
  render(page: number, canvas: HTMLCanvasElement, widthPx: number): Promise<void>;
  destroy(): void;
}

export interface ProofRenderer {
  open(bytes: ArrayBuffer): Promise<ProofDocument>;
}
