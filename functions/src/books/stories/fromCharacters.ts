import {
  CHARACTER_MESSAGES,
  HERO_ROLES,
  type CreateFromCharactersRequest,
} from '../../contract/characters.js';
import { ownCharacter } from '../../characters/index.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { Invalid } from '../../shared/domainErrors.js';
import { sniffImageType } from '../../shared/imageType.js';
import type { AcceptedPhoto } from './createInput.js';
import type { StoryInputs } from '../book.js';
import { appearanceOf, drawnLook, storyCharacterOf, type SavedCharacter } from './savedCast.js';

/**
 * A create from saved characters (issue 27): the cast in the order given (the first is the
 * hero, or the first two with `twoHeroes`), each Photo Story character with its first saved photo, each Avatar Story character
 * with its look. Another parent's ids answer 404; a character missing what the kind of story
 * needs answers 400 naming it. Nothing is uploaded again.
 */
export async function inputsFromCharacters(
  deps: Pick<Deps, 'store' | 'blobs'>,
  caller: Caller,
  request: CreateFromCharactersRequest,
): Promise<{ inputs: StoryInputs; photos: AcceptedPhoto[] }> {
  const saved = await Promise.all(
    request.characterIds.map(async (id) => ({ id, record: await ownCharacter(deps.store, caller, id) })),
  );
  const cast: SavedCharacter[] = saved.map(({ id, record }) => ({ id, ...record }));
  const hero = cast[0]!;
  if (!HERO_ROLES.includes(hero.role)) throw new Invalid(CHARACTER_MESSAGES.heroChild);
  const heroes = request.twoHeroes ? 2 : 1;
  if (request.twoHeroes && !(cast[1] && HERO_ROLES.includes(cast[1].role)))
    throw new Invalid(CHARACTER_MESSAGES.secondHero);
  const photos: AcceptedPhoto[] = [];
  if (request.storyType === 'Essential') {
    for (const [characterIndex, { record }] of saved.entries()) {
      const blob = record.photos[0] ? await deps.blobs.get(record.photos[0]) : null;
      const type = blob && sniffImageType(blob.bytes);
      if (!blob || !type)
        throw new Invalid(
          `${record.name} has no photo. Add one on your Characters page, or make an Avatar Story.`,
        );
      photos.push({ characterIndex, bytes: blob.bytes, type });
    }
  } else {
    const lookless = cast.find((c) => !c.look);
    if (lookless)
      throw new Invalid(
        `${lookless.name} has no look. Build one on your Characters page, or make a Photo Story.`,
      );
  }
  const characters = cast.map((c, i) => storyCharacterOf(c, i < heroes));
  const main = characters[0]!;
  return {
    inputs: {
      storyType: request.storyType,
      mainCharacterName: hero.name,
      gender: main.gender,
      description: request.description,
      moralValue: request.moralValue,
      readerAgeGroup: request.readerAgeGroup,
      appearanceValue: request.storyType === 'Essential' ? 'photo_based' : appearanceOf(drawnLook(hero)),
      characters,
      language: request.language,
      ...(request.secondLanguage ? { secondLanguage: request.secondLanguage } : {}),
      artStyle: request.artStyle,
      dedication: request.dedication,
    },
    photos,
  };
}
