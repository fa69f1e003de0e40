/** The book as one MP3 with chapters (pure, no ports): the page narrations joined and tagged. */
export { AUDIOBOOK_EDITION, AUDIOBOOK_MIME_TYPE, buildAudiobook } from './buildAudiobook.js';
export type { AudiobookInput, BuiltAudiobook } from './buildAudiobook.js';
export { frameHeaderAt, mp3DurationMs, readMp3 } from './mp3Frames.js';
