import { createAudiobookRequest, createAudiobookResponse } from '../audiobook.js';
import {
  getNarrationRequest,
  narrationRequest,
  narrationResponse,
  narrationVoicesRequest,
  narrationVoicesResponse,
} from '../narration.js';
import { PUBLIC, SIGNED_IN, type Route } from './route.js';

/** A saved book read aloud (issue 44 item 1): the voices, narrating, each page's audio and words. */

export const narrationVoices = {
  method: 'GET',
  path: '/public/narrationVoices',
  summary: 'The narration voices of a story language (two or more), its default named',
  request: narrationVoicesRequest,
  answers: { 200: narrationVoicesResponse },
  who: PUBLIC,
} as const satisfies Route;

export const narration = {
  method: 'POST',
  path: '/user/narration',
  summary:
    "Narrates a saved book's pages in a voice (the book's by default) that are not narrated for their words yet, a failed page again, and a bilingual book's second text in its language's default voice; the voice becomes the book's (400 unknown voice, 409 before save, 429 over the hour's limit)",
  request: narrationRequest,
  answers: { 202: narrationResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const getNarration = {
  method: 'POST',
  path: '/user/getNarration',
  summary:
    "Each page's narration in a voice (the book's by default): status, a signed MP3 address and the words' timings; a bilingual book's second text's likewise under `second`",
  request: getNarrationRequest,
  answers: { 200: narrationResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const createAudiobook = {
  method: 'POST',
  path: '/user/createAudiobook',
  summary:
    "Joins the book's page narrations in a voice (the book's by default) into one MP3 with a titled chapter per page (a bilingual book's page in its first language, then its second) and the cover as artwork, or reuses the unchanged one; answers a signed download address (400 unknown voice, 409 while narration, which it asks for, or a picture is not ready)",
  request: createAudiobookRequest,
  answers: { 200: createAudiobookResponse },
  who: SIGNED_IN,
} as const satisfies Route;
