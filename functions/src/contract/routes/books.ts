import { updateBookRequest, updateBookResponse, deleteBookRequest } from '../bookEdits.js';
import {
  bookIdRequest,
  checkStoryTypeResponse,
  createAvatarRequest,
  createPhotoFields,
  createResponse,
  enhancedTextOutputResponse,
  imageOutputRequest,
  legendsResponse,
  saveStoryRequest,
  saveStoryResponse,
} from '../books.js';
import { castStatusResponse } from '../cast.js';
import { createFromCharactersRequest } from '../characters.js';
import {
  coloringPdfRequest,
  createLibraryResponse,
  createPdfRequest,
  getPdfRequest,
  createPdfResponse,
  getCounterResponse,
  reDoImageRequest,
  reDoResponse,
  reDoWithLegendRequest,
  saveSelectedImageRequest,
  saveSelectedImageResponse,
} from '../library.js';
import { chooseRestyleRequest, restyleStatusResponse, restyleStoryRequest } from '../restyle.js';
import { createEpubRequest, createEpubResponse } from '../epub.js';
import { z } from 'zod';
import { noInput, PDF, PICTURE, SIGNED_IN, VERIFIED, type Route } from './route.js';

/** A book from its creation to its PDF (spec part 2 §7), with issue 27-29's cast, restyle and fixes. */

export const create = {
  method: 'POST',
  path: '/user/create',
  summary: 'Starts writing a story: Avatar (JSON), Photo (multipart) or from saved characters (JSON)',
  request: z.union([createAvatarRequest, createFromCharactersRequest]),
  // Told apart by whether the saved characters are named, which no single value discriminates.
  requestOf: (body) => ('characterIds' in body ? createFromCharactersRequest : createAvatarRequest),
  multipart: { fields: createPhotoFields, files: 'character_{i}_photo' },
  answers: { 200: createResponse },
  who: VERIFIED,
} as const satisfies Route;

export const enhancedTextOutput = {
  method: 'POST',
  path: '/user/enhancedTextOutput',
  summary: 'The story as written (404 until it is ready)',
  request: bookIdRequest,
  answers: { 200: enhancedTextOutputResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const saveStory = {
  method: 'POST',
  path: '/user/saveStory',
  summary: 'Saves an Avatar Story as edited (spends its credit; the pictures are drawn)',
  request: saveStoryRequest,
  answers: { 200: saveStoryResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const saveEssentialStory = {
  method: 'POST',
  path: '/user/saveEssentialStory',
  summary: 'Saves a Photo Story as edited (spends its credit; the pictures are drawn)',
  request: saveStoryRequest,
  answers: { 200: saveStoryResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const getlegends = {
  method: 'POST',
  path: '/user/getlegends',
  summary: "The book's legends, positional (404 until the pictures' descriptions are written)",
  request: bookIdRequest,
  answers: { 200: legendsResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const checkStoryType = {
  method: 'POST',
  path: '/user/checkStoryType',
  summary: 'Photo Story (Essential) or Avatar Story (Enhanced)',
  request: bookIdRequest,
  answers: { 200: checkStoryTypeResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const castStatus = {
  method: 'POST',
  path: '/user/castStatus',
  summary: "Where the book's cast review is",
  request: bookIdRequest,
  answers: { 200: castStatusResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const castSheet = {
  method: 'POST',
  path: '/user/castSheet',
  summary: 'The cast sheet to approve',
  request: bookIdRequest,
  answers: { 200: PICTURE },
  who: SIGNED_IN,
} as const satisfies Route;

export const approveCast = {
  method: 'POST',
  path: '/user/approveCast',
  summary: 'Approves the cast: the pages are drawn now',
  request: bookIdRequest,
  answers: { 200: castStatusResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const redrawCast = {
  method: 'POST',
  path: '/user/redrawCast',
  summary: 'Another cast sheet (up to 3 in all)',
  request: bookIdRequest,
  answers: { 200: castStatusResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const imageOutput = {
  method: 'POST',
  path: '/user/imageOutput',
  summary: "A page's picture by its image id `{bookId}_{n}` (404 until drawn)",
  request: imageOutputRequest,
  answers: { 200: PICTURE },
  who: SIGNED_IN,
} as const satisfies Route;

export const reDoImage = {
  method: 'POST',
  path: '/user/reDoImage',
  summary: 'Draws a page again from the review screen (3 redos a book)',
  request: reDoImageRequest,
  answers: { 200: reDoResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const reDoEssentialImage = {
  method: 'POST',
  path: '/user/reDoEssentialImage',
  summary: "Draws a Photo Story's page again from its edited description (10 redos a book)",
  request: reDoWithLegendRequest,
  answers: { 200: reDoResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const reDoEnhancedImage = {
  method: 'POST',
  path: '/user/reDoEnhancedImage',
  summary: "Draws an Avatar Story's page again from its edited description (errors as plain text)",
  request: reDoWithLegendRequest,
  plainTextErrors: true,
  answers: { 200: reDoResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const saveSelectedImageNumber = {
  method: 'POST',
  path: '/user/saveSelectedImageNumber',
  summary: 'The chosen picture of its page',
  request: saveSelectedImageRequest,
  answers: { 200: saveSelectedImageResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const restyleStory = {
  method: 'POST',
  path: '/user/restyleStory',
  summary: 'Draws every page again in another art style, for one credit',
  request: restyleStoryRequest,
  answers: { 200: restyleStatusResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const restyleStatus = {
  method: 'POST',
  path: '/user/restyleStatus',
  summary: "Where the book's latest restyle is",
  request: bookIdRequest,
  answers: { 200: restyleStatusResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const chooseRestyle = {
  method: 'POST',
  path: '/user/chooseRestyle',
  summary: "The restyle's new pictures in the book, or the old ones kept",
  request: chooseRestyleRequest,
  answers: { 200: restyleStatusResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const createLibrary = {
  method: 'POST',
  path: '/user/createLibrary',
  summary: 'The saved books, newest first, as positional rows',
  request: noInput,
  answers: { 200: createLibraryResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const getCounter = {
  method: 'POST',
  path: '/user/getCounter',
  summary: "The book's redos used, as a bare number",
  request: bookIdRequest,
  answers: { 200: getCounterResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const createPdf = {
  method: 'POST',
  path: '/user/createPdf',
  summary:
    "Builds a Photo Story's PDF from its chosen pictures (its reading-mode edition with `readingMode`)",
  request: createPdfRequest,
  answers: { 200: createPdfResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const createEnhancedPdf = {
  method: 'POST',
  path: '/user/createEnhancedPdf',
  summary:
    "Builds an Avatar Story's PDF from its chosen pictures (its reading-mode edition with `readingMode`)",
  request: createPdfRequest,
  answers: { 200: createPdfResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const createColoringPdf = {
  method: 'POST',
  path: '/user/createColoringPdf',
  summary: "The book's pictures as line art to colour, one a sheet with its paragraph",
  request: coloringPdfRequest,
  answers: { 200: PDF },
  who: SIGNED_IN,
} as const satisfies Route;

export const getPdf = {
  method: 'POST',
  path: '/user/getPdf',
  summary: "The book's PDF, or its reading-mode edition with `readingMode` (404 until built)",
  request: getPdfRequest,
  answers: { 200: PDF },
  who: SIGNED_IN,
} as const satisfies Route;

export const createEpub = {
  method: 'POST',
  path: '/user/createEpub',
  summary:
    'Builds the book as an EPUB 3 (fixed layout, accessible, read aloud when narrated) or reuses the unchanged one; answers a signed download address',
  request: createEpubRequest,
  answers: { 200: createEpubResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const updateBook = {
  method: 'POST',
  path: '/user/updateBook',
  summary: "Fixes a saved book's title, paragraphs or dedication, at no credit",
  request: updateBookRequest,
  answers: { 200: updateBookResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const deleteBook = {
  method: 'POST',
  path: '/user/deleteBook',
  summary: 'Deletes the book, its pictures, PDF, link and print files (204)',
  request: deleteBookRequest,
  answers: { 204: null },
  who: SIGNED_IN,
} as const satisfies Route;
