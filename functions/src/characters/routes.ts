import { Router, type Request } from 'express';
import { MAX_PHOTO_BYTES } from '../contract/books.js';
import {
  characterIdRequest,
  characterPhotoRequest,
  MAX_CHARACTER_PHOTOS,
  saveCharacterRequest,
} from '../contract/characters.js';
import { callerOf } from '../http/auth.js';
import { badRequest } from '../http/errors.js';
import { isMultipart, parseMultipart } from '../http/multipart.js';
import { requireVerifiedEmail } from '../http/requireVerified.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import type { UploadedCharacterPhoto } from './photos.js';
import { charactersService } from './service.js';

/**
 * A save as JSON, or as multipart with the same fields (`look` as JSON text) and the photos as
 * photo_1..photo_3 (in that order).
 */
async function saveBody(req: Request) {
  if (!isMultipart(req)) return { body: req.body as unknown, photos: [] as UploadedCharacterPhoto[] };
  const parsed = await parseMultipart(req, {
    fileSize: MAX_PHOTO_BYTES,
    files: MAX_CHARACTER_PHOTOS + 1,
    fields: 10,
  });
  const { look, ...fields } = parsed.fields;
  let lookValue: unknown;
  try {
    lookValue = look === undefined || look === '' ? undefined : JSON.parse(look);
  } catch {
    throw badRequest('look must be JSON');
  }
  const photos = Object.entries(parsed.files)
    .map(([name, file]) => ({ n: /^photo_(\d+)$/.exec(name)?.[1], file }))
    .filter((p): p is { n: string; file: (typeof parsed.files)[string] } => p.n !== undefined)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map(({ file }) => ({ bytes: file.bytes, truncated: file.truncated }));
  return { body: { ...fields, look: lookValue }, photos };
}

/** The parent's saved characters (issue 27). */
export function characterRoutes(deps: Deps): Router {
  const service = charactersService(deps);
  const router = Router();

  router.post('/characters/save', requireVerifiedEmail, async (req, res) => {
    const { body, photos } = await saveBody(req);
    res.json(await service.save(callerOf(req), parseBody(saveCharacterRequest, body), photos));
  });

  router.post('/characters/list', async (req, res) => {
    res.json(await service.list(callerOf(req)));
  });

  router.post('/characters/delete', async (req, res) => {
    const { id } = parseBody(characterIdRequest, req.body);
    await service.remove(callerOf(req), id);
    res.status(204).end();
  });

  router.post('/characters/photo', async (req, res) => {
    const { id, photo } = parseBody(characterPhotoRequest, req.body);
    const blob = await service.photo(callerOf(req), id, photo);
    res.set('Cache-Control', 'private, max-age=300');
    res.type(blob.contentType).send(blob.bytes);
  });

  return router;
}
