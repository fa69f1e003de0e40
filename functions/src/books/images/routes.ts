import { Router } from 'express';
import { imageOutputRequest } from '../../contract/books.js';
import { reDoImageRequest, reDoWithLegendRequest, saveSelectedImageRequest } from '../../contract/library.js';
import { callerOf } from '../../http/auth.js';
import { plainTextErrors } from '../../http/errorHandler.js';
import { parseBody } from '../../http/validate.js';
import type { Deps } from '../../ports/index.js';
import { imagesService } from './service.js';

/** The pictures of a book (spec part 2 §7): each page's image, redos and the chosen image. */
export function imageRoutes(deps: Deps): Router {
  const images = imagesService(deps);
  const router = Router();

  router.post('/imageOutput', async (req, res) => {
    const { bookId: image } = parseBody(imageOutputRequest, req.body);
    const file = await images.imageOutput(callerOf(req), image);
    // An image id names one drawing forever, so the browser may keep it.
    res.set('Cache-Control', 'private, max-age=86400');
    res.type(file.contentType).send(file.bytes);
  });

  router.post('/reDoImage', async (req, res) => {
    const body = parseBody(reDoImageRequest, req.body);
    res.json(await images.redo(callerOf(req), body.bookId, body.index, body.reDoPrompt, 'basic'));
  });

  router.post('/reDoEssentialImage', async (req, res) => {
    const body = parseBody(reDoWithLegendRequest, req.body);
    res.json(await images.redo(callerOf(req), body.bookId, body.legendIndex, body.legend, 'editor'));
  });

  // Spec part 2 §7: reDoEnhancedImage answers its errors as plain text.
  router.post('/reDoEnhancedImage', plainTextErrors, async (req, res) => {
    const body = parseBody(reDoWithLegendRequest, req.body);
    res.json(await images.redo(callerOf(req), body.bookId, body.legendIndex, body.legend, 'editor'));
  });

  router.post('/saveSelectedImageNumber', async (req, res) => {
    const { imageId } = parseBody(saveSelectedImageRequest, req.body);
    res.json(await images.select(callerOf(req), imageId));
  });

  return router;
}
