import type { Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { routeHandlers } from '../../http/routeTable.js';
import type { Deps } from '../../ports/index.js';
import { coverSlotOf, interiorSlotOf } from './model.js';
import { printFilesService } from './service.js';

const sendPdf = (res: Response, file: { bytes: Buffer; fileName: string }) => {
  res.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.type('application/pdf').send(file.bytes);
};

/** The cover choice and the print-ready files (spec part 2 §7). */
export function printFileRoutes(deps: Deps) {
  const files = printFilesService(deps);

  return routeHandlers({
    getImageNumbers: async (req, res, { storyID }) => {
      res.json(await files.imageNumbers(callerOf(req), storyID));
    },

    getCoverImage: async (req, res, { storyID }) => {
      res.json(await files.coverImage(callerOf(req), storyID));
    },

    setCoverImage: async (req, res, body) => {
      res.json(await files.setCover(callerOf(req), body.storyID, body.selectedImageNum, body.selectedBookId));
    },

    /**
     * The edition's interior PDF when it is built (and no rebuild is asked); otherwise 202 and its
     * build runs.
     */
    getPrintPdf: async (req, res, { bookId, rebuild, edition }) => {
      const caller = callerOf(req);
      const slot = interiorSlotOf(edition);
      const status = await files.status(caller, bookId, slot);
      if (status.exists && !rebuild) return sendPdf(res, await files.download(caller, bookId, slot));
      res.status(202).json(await files.build(caller, bookId, slot));
    },

    /** The binding's cover (the paperback's when none is named). */
    generateCoverPdf: async (req, res, { bookId, coverImageNum, binding }) => {
      res.status(202).json(await files.build(callerOf(req), bookId, coverSlotOf(binding), coverImageNum));
    },

    downloadCoverPdf: async (req, res, { bookId, binding }) => {
      sendPdf(res, await files.download(callerOf(req), bookId, coverSlotOf(binding)));
    },

    printProof: async (req, res, { bookId, edition, binding }) => {
      res.json(await files.proof(callerOf(req), bookId, edition, binding));
    },

    checkInnerFileStatus: async (req, res, { bookId, edition }) => {
      res.json(await files.status(callerOf(req), bookId, interiorSlotOf(edition)));
    },

    checkCoverPdfStatus: async (req, res, { bookId, binding }) => {
      res.json(await files.status(callerOf(req), bookId, coverSlotOf(binding)));
    },
  });
}
