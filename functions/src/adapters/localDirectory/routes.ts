import { Router } from 'express';
import type { BlobStore } from '../../ports/blobStore.js';
import { fileSignatureValid } from './signedUrl.js';

/**
 * GET /public/files/{path}?expires&signature: the local blob directory's signed downloads (the
 * print lab fetches print files here, as Lulu fetches Cloud Storage signed URLs).
 */
export function localFileRoutes(blobs: BlobStore, secret: string): Router {
  const router = Router();
  router.get('/:path', async (req, res) => {
    const blobPath = req.params.path;
    const { expires, signature } = req.query;
    if (
      typeof expires !== 'string' ||
      typeof signature !== 'string' ||
      !fileSignatureValid(secret, blobPath, expires, signature)
    ) {
      res.status(403).json({ error: 'This download link is invalid or has expired' });
      return;
    }
    const blob = await blobs.get(blobPath).catch(() => null);
    if (!blob) {
      res.status(404).json({ error: 'File not found' });
      return;
    }
    // Saved under the object's own name, as a browser names a Cloud Storage download after the
    // last part of its path ('Mias-Windy-Day.epub', not the whole encoded path).
    res.attachment(blobPath.slice(blobPath.lastIndexOf('/') + 1));
    res.type(blob.contentType).send(blob.bytes);
  });
  return router;
}
