import { callerOf } from '../../http/auth.js';
import { routeHandlers } from '../../http/routeTable.js';
import type { Deps } from '../../ports/index.js';
import { imagesService } from './service.js';

/** The pictures of a book (spec part 2 §7): each page's image, redos and the chosen image. */
export function imageRoutes(deps: Deps) {
  const images = imagesService(deps);

  return routeHandlers({
    imageOutput: async (req, res, { bookId: image }) => {
      const file = await images.imageOutput(callerOf(req), image);
      // An image id names one drawing forever, so the browser may keep it.
      res.set('Cache-Control', 'private, max-age=86400');
      res.type(file.contentType).send(file.bytes);
    },

    reDoImage: async (req, res, body) => {
      res.json(await images.redo(callerOf(req), body.bookId, body.index, body.reDoPrompt, 'basic'));
    },

    reDoEssentialImage: async (req, res, body) => {
      res.json(await images.redo(callerOf(req), body.bookId, body.legendIndex, body.legend, 'editor'));
    },

    reDoEnhancedImage: async (req, res, body) => {
      res.json(await images.redo(callerOf(req), body.bookId, body.legendIndex, body.legend, 'editor'));
    },

    saveSelectedImageNumber: async (req, res, { imageId }) => {
      res.json(await images.select(callerOf(req), imageId));
    },
  });
}
