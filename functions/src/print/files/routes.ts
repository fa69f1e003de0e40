import { Router, type Response } from 'express';
import {
  coverFileRequest,
  generateCoverRequest,
  interiorStatusRequest,
  printPdfRequest,
  proofRequest,
  setCoverRequest,
  storyIdRequest,
} from '../../contract/print.js';
import { callerOf } from '../../http/auth.js';
import { requireVerifiedEmail } from '../../http/requireVerified.js';
import { parseBody } from '../../http/validate.js';
import type { Deps } from '../../ports/index.js';
import { coverSlotOf, interiorSlotOf } from './model.js';
import { printFilesService } from './service.js';

const sendPdf = (res: Response, file: { bytes: Buffer; fileName: string }) => {
  res.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.type('application/pdf').send(file.bytes);
};

/** The cover choice and the print-ready files (spec part 2 §7); printing needs a verified email. */
export function printFileRoutes(deps: Deps): Router {
  const files = printFilesService(deps);
  const router = Router();
  router.use(['/getPrintPdf', '/generateCoverPdf', '/setCoverImage'], requireVerifiedEmail);

  router.post('/getImageNumbers', async (req, res) => {
    const { storyID } = parseBody(storyIdRequest, req.body);
    res.json(await files.imageNumbers(callerOf(req), storyID));
  });

  router.post('/getCoverImage', async (req, res) => {
    const { storyID } = parseBody(storyIdRequest, req.body);
    res.json(await files.coverImage(callerOf(req), storyID));
  });

  router.post('/setCoverImage', async (req, res) => {
    const body = parseBody(setCoverRequest, req.body);
    res.json(await files.setCover(callerOf(req), body.storyID, body.selectedImageNum, body.selectedBookId));
  });

  /**
   * The edition's interior PDF when it is built (and no rebuild is asked); otherwise 202 and its
   * build runs.
   */
  router.post('/getPrintPdf', async (req, res) => {
    const { bookId, rebuild, edition } = parseBody(printPdfRequest, req.body);
    const caller = callerOf(req);
    const slot = interiorSlotOf(edition);
    const status = await files.status(caller, bookId, slot);
    if (status.exists && !rebuild) return sendPdf(res, await files.download(caller, bookId, slot));
    res.status(202).json(await files.build(caller, bookId, slot));
  });

  /** The binding's cover (the paperback's when none is named). */
  router.post('/generateCoverPdf', async (req, res) => {
    const { bookId, coverImageNum, binding } = parseBody(generateCoverRequest, req.body);
    res.status(202).json(await files.build(callerOf(req), bookId, coverSlotOf(binding), coverImageNum));
  });

  router.post('/downloadCoverPdf', async (req, res) => {
    const { bookId, binding } = parseBody(coverFileRequest, req.body);
    sendPdf(res, await files.download(callerOf(req), bookId, coverSlotOf(binding)));
  });

  router.post('/print/proof', async (req, res) => {
    const { bookId, edition, binding } = parseBody(proofRequest, req.body);
    res.json(await files.proof(callerOf(req), bookId, edition, binding));
  });

  router.post('/checkInnerFileStatus', async (req, res) => {
    const { bookId, edition } = parseBody(interiorStatusRequest, req.body);
    res.json(await files.status(callerOf(req), bookId, interiorSlotOf(edition)));
  });

  router.post('/checkCoverPdfStatus', async (req, res) => {
    const { bookId, binding } = parseBody(coverFileRequest, req.body);
    res.json(await files.status(callerOf(req), bookId, coverSlotOf(binding)));
  });

  return router;
}
