import { Router } from 'express';
import { bookIdRequest } from '../../contract/books.js';
import { coloringPdfRequest, createPdfRequest } from '../../contract/library.js';
import { callerOf } from '../../http/auth.js';
import { parseBody } from '../../http/validate.js';
import type { Deps } from '../../ports/index.js';
import { libraryService } from './service.js';

/** The library list, the redo counter and the PDF (spec part 2 §7). */
export function libraryRoutes(deps: Deps): Router {
  const library = libraryService(deps);
  const router = Router();

  router.post('/createLibrary', async (req, res) => {
    res.json(await library.list(callerOf(req)));
  });

  router.post('/getCounter', async (req, res) => {
    const { bookId } = parseBody(bookIdRequest, req.body);
    res.json(await library.counter(callerOf(req), bookId));
  });

  for (const path of ['/createPdf', '/createEnhancedPdf']) {
    router.post(path, async (req, res) => {
      const { bookId } = parseBody(createPdfRequest, req.body);
      res.json(await library.buildPdf(callerOf(req), bookId));
    });
  }

  /** 'Print pages to colour': the colouring pages themselves (built, or reused when unchanged). */
  router.post('/createColoringPdf', async (req, res) => {
    const { storyId, paper } = parseBody(coloringPdfRequest, req.body);
    const file = await library.coloringPdf(callerOf(req), storyId, paper);
    res.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.type('application/pdf').send(file.bytes);
  });

  router.post('/getPdf', async (req, res) => {
    const { bookId } = parseBody(bookIdRequest, req.body);
    const file = await library.getPdf(callerOf(req), bookId);
    res.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.type('application/pdf').send(file.bytes);
  });

  return router;
}
