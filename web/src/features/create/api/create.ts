import type { EnhancedTextOutputResponse } from '@contract/books';
import * as routes from '@contract/routes/books';
import { ApiError, userPost } from '../../../lib/api';
import type {
  AgeGroup,
  ArtStyle,
  AvatarAppearance,
  Language,
  MoralValue,
  SaveStoryResponse,
  StoryKind,
} from '../constants';
import { filledCharacters, type PhotoCharacter } from '../validation';

export interface StoryInputs {
  mainChrName: string;
  description: string;
  moralValue: MoralValue;
  readerAgeGroup: AgeGroup;
  /** The story's language (issue 28): the title and paragraphs are written in it. */
  language: Language;
  /** A bilingual book's second language (issue 45); left out of the body when none. */
  secondLanguage?: Language;
  /** The pictures' style (issue 28). */
  artStyle: ArtStyle;
  /** The optional dedication line (issue 29); left out of the body when empty. */
  dedication?: string;
}

/** `{ secondLanguage }` for a bilingual book, else nothing: the server decides the default. */
const secondLanguageField = (secondLanguage?: Language) => (secondLanguage ? { secondLanguage } : {});

/** `{ dedication }` when one was written, else nothing. */
const dedicationField = (dedication?: string) =>
  dedication?.trim() ? { dedication: dedication.trim() } : {};

export interface AvatarInputs extends StoryInputs {
  gender: 'girl' | 'boy';
  appearanceValue: AvatarAppearance;
}

export interface PhotoInputs extends Omit<StoryInputs, 'mainChrName'> {
  characters: PhotoCharacter[];
}

/** The multipart form of a Photo Stories create call (spec §3 'Photo Story creation inputs'). */
export function photoStoryForm({
  characters,
  description,
  moralValue,
  readerAgeGroup,
  language,
  secondLanguage,
  artStyle,
  dedication,
}: PhotoInputs): FormData {
  const filled = filledCharacters(characters);
  const main = filled.find((c) => c.relationship === 'main') ?? filled[0];
  const form = new FormData();
  form.append('storyType', 'Essential');
  form.append('mainChrName', main?.name.trim() ?? '');
  form.append('description', description.trim());
  form.append('moralValue', moralValue);
  form.append('readerAgeGroup', readerAgeGroup);
  form.append('language', language);
  if (secondLanguage) form.append('secondLanguage', secondLanguage);
  form.append('gender', main?.gender ?? 'unknown');
  form.append('appearanceValue', 'photo_based');
  form.append('artStyle', artStyle);
  if (dedication?.trim()) form.append('dedication', dedication.trim());
  filled.forEach((character, index) => {
    const { id, name, relationship, gender } = character;
    form.append(`character_${index}_data`, JSON.stringify({ id, name: name.trim(), relationship, gender }));
    if (character.photo) form.append(`character_${index}_photo`, character.photo, character.photo.name);
  });
  return form;
}

/** POST /user/create for Avatar Stories (JSON). */
export function createAvatarStory(inputs: AvatarInputs): Promise<{ bookId: string }> {
  return userPost(routes.create, {
    storyType: 'Enhanced',
    gender: inputs.gender,
    mainChrName: inputs.mainChrName.trim(),
    description: inputs.description.trim(),
    moralValue: inputs.moralValue,
    appearanceValue: inputs.appearanceValue,
    readerAgeGroup: inputs.readerAgeGroup,
    language: inputs.language,
    ...secondLanguageField(inputs.secondLanguage),
    artStyle: inputs.artStyle,
    ...dedicationField(inputs.dedication),
  });
}

/** POST /user/create for Photo Stories (multipart/form-data with the photos). */
export function createPhotoStory(inputs: PhotoInputs): Promise<{ bookId: string }> {
  return userPost(routes.create, photoStoryForm(inputs));
}

/**
 * POST /user/enhancedTextOutput: the story text (and a bilingual book's second text, issue 45)
 * once it is ready, null while it is not (404, or an answer that does not carry this book id).
 * A 422 (generation failed for good) and other failures throw.
 */
export async function getStoryText(bookId: string): Promise<EnhancedTextOutputResponse | null> {
  try {
    const answer = await userPost(routes.enhancedTextOutput, { bookId });
    // Spec §4: a result counts as ready only if the body contains the book id.
    if (!JSON.stringify(answer).includes(bookId)) return null;
    return answer.story.trim() ? answer : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface SaveRequest {
  bookId: string;
  storyTitle: string;
  paragraphs: string[];
  /** A bilingual book's second title and paragraphs as edited (issue 45). */
  secondTitle?: string;
  secondParagraphs?: string[];
  /** Show the cast sheet for approval before the pages are drawn (issue 27). */
  reviewCast?: boolean;
}

/** POST /user/saveEssentialStory (Photo) or /user/saveStory (Avatar). */
export function saveStory(kind: StoryKind, request: SaveRequest): Promise<SaveStoryResponse> {
  return userPost(kind === 'Essential' ? routes.saveEssentialStory : routes.saveStory, request);
}

/**
 * POST /user/create from saved characters (JSON): the first id is the hero (the first two with
 * `twoHeroes`); nothing is uploaded.
 */
export function createFromCharacters(
  kind: StoryKind,
  cast: { characterIds: string[]; twoHeroes: boolean },
  inputs: Omit<StoryInputs, 'mainChrName'>,
): Promise<{ bookId: string }> {
  return userPost(routes.create, {
    storyType: kind,
    characterIds: cast.characterIds,
    twoHeroes: cast.twoHeroes,
    description: inputs.description.trim(),
    moralValue: inputs.moralValue,
    readerAgeGroup: inputs.readerAgeGroup,
    language: inputs.language,
    ...secondLanguageField(inputs.secondLanguage),
    artStyle: inputs.artStyle,
    ...dedicationField(inputs.dedication),
  });
}
