import {
  MAX_CHARACTERS,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  type CreateAvatarRequest,
  type PhotoCharacterData,
} from '../../contract/books.js';
import type { z } from 'zod';
import type { createPhotoFields } from '../../contract/books.js';
import type { StoryCharacter } from '../../ports/storyteller.js';
import type { StoryInputs } from '../book.js';
import { readImageSize, tooManyPixelsMessage } from '../../shared/imageSize.js';
import { sniffImageType, type ImageType } from '../../shared/imageType.js';

/** Messages of spec part 2 §5 (and our wording where the spec shows none). */
export const CREATE_MESSAGES = {
  noMainName: "The main character's name is missing. Please add it and try again.",
  tooManyCharacters: `You can add up to ${MAX_CHARACTERS} characters.`,
  noMainCharacter: 'No main character found',
  mainPhoto: 'Please upload a photo for the main character',
  namedPhotos: 'Please upload photos for all named characters',
  photoNames: 'Please provide names for all characters with photos',
  tooLarge: 'Some photos are too large. Please use images under 5MB.',
  notImage: 'Please upload only image files (PNG, JPG, etc.)',
  noDescriptionOrMoral: 'Please describe your story or choose a moral value, then try again.',
} as const;

export interface UploadedPhoto {
  bytes: Buffer;
  /** The upload stopped at the size limit, so the photo is over it. */
  truncated: boolean;
}

export interface PhotoCharacterInput {
  data: PhotoCharacterData;
  photo?: UploadedPhoto;
}

export interface AcceptedPhoto {
  characterIndex: number;
  bytes: Buffer;
  type: ImageType;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string) => ({ ok: false as const, message });

export function checkAvatarInputs(body: CreateAvatarRequest): Checked<StoryInputs> {
  if (!body.mainChrName) return fail(CREATE_MESSAGES.noMainName);
  if (!body.description && !body.moralValue) return fail(CREATE_MESSAGES.noDescriptionOrMoral);
  return {
    ok: true,
    value: {
      storyType: 'Enhanced',
      mainCharacterName: body.mainChrName,
      gender: body.gender,
      description: body.description,
      moralValue: body.moralValue,
      readerAgeGroup: body.readerAgeGroup,
      appearanceValue: body.appearanceValue,
      characters: [],
      language: body.language,
      ...(body.secondLanguage ? { secondLanguage: body.secondLanguage } : {}),
      artStyle: body.artStyle,
      dedication: body.dedication,
    },
  };
}

/**
 * The Photo Stories rules in the order the form checks them. Rows with neither a name nor a
 * photo are empty form rows and are ignored; the main character is the one marked 'main',
 * else the first.
 */
export function checkPhotoInputs(
  fields: z.infer<typeof createPhotoFields>,
  rows: PhotoCharacterInput[],
): Checked<{ inputs: StoryInputs; photos: AcceptedPhoto[] }> {
  const characters = rows.filter((row) => row.data.name || row.photo);
  if (characters.length > MAX_CHARACTERS) return fail(CREATE_MESSAGES.tooManyCharacters);
  if (characters.length === 0) return fail(CREATE_MESSAGES.noMainName);
  const mainIndex = Math.max(
    0,
    characters.findIndex((c) => c.data.relationship === 'main'),
  );
  const main = characters[mainIndex];
  if (!main) return fail(CREATE_MESSAGES.noMainCharacter);
  if (!main.data.name) return fail(CREATE_MESSAGES.noMainName);
  if (!main.photo) return fail(CREATE_MESSAGES.mainPhoto);
  if (characters.some((c) => c.data.name && !c.photo)) return fail(CREATE_MESSAGES.namedPhotos);
  if (characters.some((c) => c.photo && !c.data.name)) return fail(CREATE_MESSAGES.photoNames);
  if (characters.some((c) => c.photo && (c.photo.truncated || c.photo.bytes.length > MAX_PHOTO_BYTES))) {
    return fail(CREATE_MESSAGES.tooLarge);
  }
  // Every photo is a known format with a readable size, checked by its header alone: nothing
  // is decoded before the credit and the hourly limit are checked (service.create).
  for (const [i, character] of characters.entries()) {
    const bytes = (character.photo as UploadedPhoto).bytes;
    const size = sniffImageType(bytes) && readImageSize(bytes);
    if (!size) return fail(CREATE_MESSAGES.notImage);
    if (size.width * size.height > MAX_PHOTO_PIXELS) {
      return fail(tooManyPixelsMessage(i + 1, size.width, size.height));
    }
  }
  const photos: AcceptedPhoto[] = [];
  // The main character comes first in the story's cast, the others keep their form order.
  const ordered = [main, ...characters.filter((_, i) => i !== mainIndex)];
  for (const [characterIndex, character] of ordered.entries()) {
    const photo = character.photo as UploadedPhoto;
    const type = sniffImageType(photo.bytes);
    if (!type) return fail(CREATE_MESSAGES.notImage);
    photos.push({ characterIndex, bytes: photo.bytes, type });
  }
  if (!fields.description && !fields.moralValue) return fail(CREATE_MESSAGES.noDescriptionOrMoral);
  const cast: StoryCharacter[] = ordered.map((c, i) => ({
    name: c.data.name,
    relationship: i === 0 ? 'main' : c.data.relationship === 'main' ? 'other' : c.data.relationship,
    gender: c.data.gender,
  }));
  return {
    ok: true,
    value: {
      inputs: {
        storyType: 'Essential',
        mainCharacterName: main.data.name,
        gender: main.data.gender !== 'unknown' ? main.data.gender : fields.gender,
        description: fields.description,
        moralValue: fields.moralValue,
        readerAgeGroup: fields.readerAgeGroup,
        appearanceValue: 'photo_based',
        characters: cast,
        language: fields.language,
        ...(fields.secondLanguage ? { secondLanguage: fields.secondLanguage } : {}),
        artStyle: fields.artStyle,
        dedication: fields.dedication,
      },
      photos,
    },
  };
}

/** Every free text a person typed, for the moderator. */
export function freeTexts(inputs: StoryInputs): string[] {
  return [
    inputs.mainCharacterName,
    inputs.description,
    ...inputs.characters.map((c) => c.name),
    inputs.dedication ?? '',
  ].filter(Boolean);
}
