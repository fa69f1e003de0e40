import type { ProofRenderer } from './proofRenderer';

/** The proof's renderer on pdf.js, its worker served as a file of its own (Vite's ?url). */
export async function pdfJsRenderer(): Promise<ProofRenderer> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return {
    async open(bytes) {
      // The site's CSP allows no eval: pdf.js is told so rather than finding out by a refusal.
      const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
      return {
        pageCount: doc.numPages,
        async render(pageNumber, canvas, widthPx) {
          const page = await doc.getPage(pageNumber);
          try {
            const viewport = page.getViewport({ scale: widthPx / page.getViewport({ scale: 1 }).width });
            canvas.width = Math.round(viewport.width);
            canvas.height = Math.round(viewport.height);
            await page.render({ canvas, viewport }).promise;
          } finally {
            page.cleanup();
          }
        },
        destroy() {
          void doc.destroy();
        },
      };
    },
  };
}
