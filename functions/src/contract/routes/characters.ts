import {
  characterIdRequest,
  characterPhotoRequest,
  listCharactersResponse,
  saveCharacterRequest,
  saveCharacterResponse,
} from '../characters.js';
import { noInput, PICTURE, SIGNED_IN, VERIFIED, type Route } from './route.js';

/** The parent's saved characters (issue 27). */

export const saveCharacter = {
  method: 'POST',
  path: '/user/characters/save',
  summary: 'A new character or changes to one: JSON, or multipart with its photos (look as JSON text)',
  request: saveCharacterRequest,
  multipart: { fields: saveCharacterRequest, files: 'photo_1, photo_2, photo_3' },
  answers: { 200: saveCharacterResponse },
  who: VERIFIED,
} as const satisfies Route;

export const listCharacters = {
  method: 'POST',
  path: '/user/characters/list',
  summary: "The parent's saved characters, oldest first",
  request: noInput,
  answers: { 200: listCharactersResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const deleteCharacter = {
  method: 'POST',
  path: '/user/characters/delete',
  summary: 'Deletes a saved character (204)',
  request: characterIdRequest,
  answers: { 204: null },
  who: SIGNED_IN,
} as const satisfies Route;

export const characterPhoto = {
  method: 'POST',
  path: '/user/characters/photo',
  summary: "One of the character's photos (1-based)",
  request: characterPhotoRequest,
  answers: { 200: PICTURE },
  who: SIGNED_IN,
} as const satisfies Route;
