import type { Request } from 'express';
import { MAX_PHOTO_BYTES } from '../contract/books.js';
import { MAX_CHARACTER_PHOTOS } from '../contract/characters.js';
import { saveCharacter } from '../contract/routes/characters.js';
import { callerOf } from '../http/auth.js';
import { badRequest } from '../http/errors.js';
import { parseMultipart } from '../http/multipart.js';
import { MultipartRequest, routeHandlers } from '../http/routeTable.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import type { UploadedCharacterPhoto } from './photos.js';
import { charactersService } from './service.js';

/**
 * A save as multipart: the JSON save's fields (`look` as JSON text) and the photos as
 * photo_1..photo_3 (in that order).
 */
async function multipartSave(req: Request) {
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
  return { body: parseBody(saveCharacter.multipart.fields, { ...fields, look: lookValue }), photos };
}

/** The parent's saved characters (issue 27). */
export function characterRoutes(deps: Deps) {
  const service = charactersService(deps);

  return routeHandlers({
    saveCharacter: async (req, res, input) => {
      const { body, photos } =
        input instanceof MultipartRequest
          ? await multipartSave(req)
          : { body: input, photos: [] as UploadedCharacterPhoto[] };
      res.json(await service.save(callerOf(req), body, photos));
    },

    listCharacters: async (req, res) => {
      res.json(await service.list(callerOf(req)));
    },

    deleteCharacter: async (req, res, { id }) => {
      await service.remove(callerOf(req), id);
      res.status(204).end();
    },

    characterPhoto: async (req, res, { id, photo }) => {
      const blob = await service.photo(callerOf(req), id, photo);
      res.set('Cache-Control', 'private, max-age=300');
      res.type(blob.contentType).send(blob.bytes);
    },
  });
}
