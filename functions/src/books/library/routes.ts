import type { Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { routeHandlers } from '../../http/routeTable.js';
import type { Deps } from '../../ports/index.js';
import { storedNarrations } from '../narration/epub.js';
import { epubService, NO_NARRATION } from './epub.js';
import { libraryService } from './service.js';

const sendPdf = (res: Response, file: { bytes: Buffer; fileName: string }) => {
  res.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.type('application/pdf').send(file.bytes);
};

/** The library list, the redo counter and the PDF (spec part 2 §7). */
export function libraryRoutes(deps: Deps) {
  const library = libraryService(deps);
  // Narrated from the stored narrations where books are read aloud (issue 44).
  const epub = epubService(deps, deps.settings.narration ? storedNarrations(deps) : NO_NARRATION);

  return routeHandlers({
    createLibrary: async (req, res) => {
      res.json(await library.list(callerOf(req)));
    },

    getCounter: async (req, res, { bookId }) => {
      res.json(await library.counter(callerOf(req), bookId));
    },

    createPdf: async (req, res, { bookId, readingMode }) => {
      res.json(await library.buildPdf(callerOf(req), bookId, readingMode));
    },

    createEnhancedPdf: async (req, res, { bookId, readingMode }) => {
      res.json(await library.buildPdf(callerOf(req), bookId, readingMode));
    },

    /** 'Print pages to colour': the colouring pages themselves (built, or reused when unchanged). */
    createColoringPdf: async (req, res, { storyId, paper }) => {
      sendPdf(res, await library.coloringPdf(callerOf(req), storyId, paper));
    },

    /** 'Download EPUB (reads aloud)': built or reused, then downloaded from its signed address. */
    createEpub: async (req, res, { bookId, voice }) => {
      res.json(await epub.createEpub(callerOf(req), bookId, voice));
    },

    getPdf: async (req, res, { bookId, readingMode }) => {
      sendPdf(res, await library.getPdf(callerOf(req), bookId, readingMode));
    },
  });
}
