import type { Request } from 'express';
import { MAX_CHARACTERS, MAX_PHOTO_BYTES, photoCharacterData } from '../../contract/books.js';
import { create } from '../../contract/routes/books.js';
import { callerOf } from '../../http/auth.js';
import { badRequest } from '../../http/errors.js';
import { parseMultipart } from '../../http/multipart.js';
import { MultipartRequest, routeHandlers } from '../../http/routeTable.js';
import { parseBody } from '../../http/validate.js';
import type { Deps } from '../../ports/index.js';
import {
  checkAvatarInputs,
  checkPhotoInputs,
  CREATE_MESSAGES,
  type PhotoCharacterInput,
} from './createInput.js';
import { inputsFromCharacters } from './fromCharacters.js';
import { markCharactersUsed } from '../../characters/index.js';
import { storiesService } from './service.js';

/** Photo Stories arrive as multipart: the text fields plus character_{i}_data / character_{i}_photo. */
async function photoStoryInputs(req: Request) {
  const body = await parseMultipart(req, {
    fileSize: MAX_PHOTO_BYTES,
    files: MAX_CHARACTERS + 4,
    fields: 60,
  });
  const fields = parseBody(create.multipart.fields, body.fields);
  const indexes = new Set(
    [...Object.keys(body.fields), ...Object.keys(body.files)]
      .map((key) => /^character_(\d+)_(data|photo)$/.exec(key)?.[1])
      .filter((i): i is string => i !== undefined)
      .map(Number),
  );
  const rows: PhotoCharacterInput[] = [...indexes]
    .sort((a, b) => a - b)
    .map((i) => {
      let json: unknown = {};
      try {
        json = JSON.parse(body.fields[`character_${i}_data`] ?? '{}');
      } catch {
        throw badRequest(`character_${i}_data must be JSON`);
      }
      const data = parseBody(photoCharacterData, json);
      const file = body.files[`character_${i}_photo`];
      return {
        data,
        ...(file && file.bytes.length > 0 ? { photo: { bytes: file.bytes, truncated: file.truncated } } : {}),
      };
    });
  const checked = checkPhotoInputs(fields, rows);
  if (!checked.ok) throw badRequest(checked.message);
  return checked.value;
}

/** Writing a story (spec part 2 §7): create, the text as written, save, and the book's legends. */
export function storyRoutes(deps: Deps) {
  const service = storiesService(deps);

  return routeHandlers({
    create: async (req, res, body) => {
      if (body instanceof MultipartRequest) {
        const { inputs, photos } = await photoStoryInputs(req);
        res.json(await service.create(callerOf(req), inputs, photos));
        return;
      }
      // Saved characters (issue 27): the cast comes from the parent's Characters page.
      if ('characterIds' in body) {
        const { inputs, photos } = await inputsFromCharacters(deps, callerOf(req), body);
        if (!inputs.description && !inputs.moralValue) throw badRequest(CREATE_MESSAGES.noDescriptionOrMoral);
        const created = await service.create(callerOf(req), inputs, photos);
        await markCharactersUsed(deps.store, body.characterIds, deps.clock.now());
        res.json(created);
        return;
      }
      const checked = checkAvatarInputs(body);
      if (!checked.ok) throw badRequest(checked.message);
      res.json(await service.create(callerOf(req), checked.value, []));
    },

    enhancedTextOutput: async (req, res, { bookId }) => {
      res.json(await service.textOutput(callerOf(req), bookId));
    },

    saveStory: async (req, res, body) => {
      res.json(await service.save(callerOf(req), 'Enhanced', body));
    },

    saveEssentialStory: async (req, res, body) => {
      res.json(await service.save(callerOf(req), 'Essential', body));
    },

    getlegends: async (req, res, { bookId }) => {
      res.json(await service.legends(callerOf(req), bookId));
    },

    checkStoryType: async (req, res, { bookId }) => {
      res.json(await service.storyType(callerOf(req), bookId));
    },
  });
}
