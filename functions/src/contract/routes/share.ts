import { narrationResponse, sharedNarrationQuery } from '../narration.js';
import {
  libraryDetailsResponse,
  setDedicationRequest,
  setDedicationResponse,
  shareBookRequest,
  shareBookResponse,
  sharedBookQuery,
  sharedBookResponse,
  sharedImageQuery,
  unshareBookRequest,
} from '../share.js';
import { noInput, PICTURE, PUBLIC, SIGNED_IN, type Route } from './route.js';

/** Sharing a book by a read-only link, and its dedication (issue 29). */

export const shareBook = {
  method: 'POST',
  path: '/user/shareBook',
  summary: "The book's read-only link (the same one while it stays shared)",
  request: shareBookRequest,
  answers: { 200: shareBookResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const unshareBook = {
  method: 'POST',
  path: '/user/unshareBook',
  summary: 'The link stops opening the book (204)',
  request: unshareBookRequest,
  answers: { 204: null },
  who: SIGNED_IN,
} as const satisfies Route;

export const setDedication = {
  method: 'POST',
  path: '/user/setDedication',
  summary: "The book's dedication line ('' takes it away)",
  request: setDedicationRequest,
  answers: { 200: setDedicationResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const libraryDetails = {
  method: 'POST',
  path: '/user/libraryDetails',
  summary: "Each saved book's child's name, dedication and share link",
  request: noInput,
  answers: { 200: libraryDetailsResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const sharedBook = {
  method: 'GET',
  path: '/public/sharedBook',
  summary: 'A shared book as anyone with its link reads it (404 once no longer shared)',
  request: sharedBookQuery,
  answers: { 200: sharedBookResponse },
  who: PUBLIC,
} as const satisfies Route;

export const sharedImage = {
  method: 'GET',
  path: '/public/sharedImage',
  summary: "A shared book's page picture",
  request: sharedImageQuery,
  answers: { 200: PICTURE },
  who: PUBLIC,
} as const satisfies Route;

export const sharedNarration = {
  method: 'GET',
  path: '/public/sharedNarration',
  summary:
    "A shared book's narration in a voice (its owner's by default): each page's status, MP3 address and words' timings (404 once no longer shared)",
  request: sharedNarrationQuery,
  answers: { 200: narrationResponse },
  who: PUBLIC,
} as const satisfies Route;
