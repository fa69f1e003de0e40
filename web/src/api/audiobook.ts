import { createAudiobook as route } from '@contract/routes/narration';
import {
  audiobookNarrating,
  type AudiobookNarrating,
  type CreateAudiobookResponse,
} from '@contract/audiobook';
import { ApiError, userPost } from '../lib/api';

/**
 * POST /user/createAudiobook {bookId, voice?}: joins the book's narrated pages into one MP3 with
 * a chapter per page (or reuses the unchanged one) and answers its signed download address.
 */
export function createAudiobook(bookId: string, voice?: string): Promise<CreateAudiobookResponse> {
  return userPost(route, voice ? { bookId, voice } : { bookId });
}

/** The 409 that says the narration is still being made (and how far), or null for any other failure. */
export function narrationUnderWay(error: unknown): AudiobookNarrating | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = audiobookNarrating.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
