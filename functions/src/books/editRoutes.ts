import { Router, type Response } from 'express';
import { bookIdRequest } from '../contract/books.js';
import {
  createPdfRequest,
  reDoImageRequest,
  reDoWithLegendRequest,
  saveSelectedImageRequest,
} from '../contract/library.js';
import { callerOf } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import { editService } from './editService.js';
import { pdfService } from './pdfService.js';

/** Spec part 2 §7: reDoEnhancedImage answers its errors as plain text. */
async function plainTextErrors(res: Response, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    res.status(error.status).type('text/plain').send(error.message);
  }
}

/** The library, the editors' redo and selection calls, and the PDF (spec part 2 §7). */
export function editRoutes(deps: Deps): Router {
  const edits = editService(deps);
  const pdfs = pdfService(deps);
  const router = Router();

  router.post('/createLibrary', async (req, res) => {
    res.json(await edits.library(callerOf(req)));
  });

  router.post('/getCounter', async (req, res) => {
    const { bookId } = parseBody(bookIdRequest, req.body);
    res.json(await edits.counter(callerOf(req), bookId));
  });

  router.post('/reDoImage', async (req, res) => {
    const body = parseBody(reDoImageRequest, req.body);
    res.json(await edits.redo(callerOf(req), body.bookId, body.index, body.reDoPrompt, 'basic'));
  });

  router.post('/reDoEssentialImage', async (req, res) => {
    const body = parseBody(reDoWithLegendRequest, req.body);
    res.json(await edits.redo(callerOf(req), body.bookId, body.legendIndex, body.legend, 'editor'));
  });

  router.post('/reDoEnhancedImage', async (req, res) => {
    await plainTextErrors(res, async () => {
      const body = parseBody(reDoWithLegendRequest, req.body);
      res.json(await edits.redo(callerOf(req), body.bookId, body.legendIndex, body.legend, 'editor'));
    });
  });

  router.post('/saveSelectedImageNumber', async (req, res) => {
    const { bookId, imageId } = parseBody(saveSelectedImageRequest, req.body);
    res.json(await edits.select(callerOf(req), bookId, imageId));
  });

  for (const path of ['/createPdf', '/createEnhancedPdf']) {
    router.post(path, async (req, res) => {
      const { bookId } = parseBody(createPdfRequest, req.body);
      res.json(await pdfs.build(callerOf(req), bookId));
    });
  }

  router.post('/getPdf', async (req, res) => {
    const { bookId } = parseBody(bookIdRequest, req.body);
    const file = await pdfs.get(callerOf(req), bookId);
    res.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.type('application/pdf').send(file.bytes);
  });

  return router;
}
