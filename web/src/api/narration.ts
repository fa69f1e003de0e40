import type { NarrationResponse } from '@contract/narration';
import * as narrationRoutes from '@contract/routes/narration';
import * as shareRoutes from '@contract/routes/share';
import { publicGet, userPost } from '../lib/api';
import type { NarrationSource } from '../components/book/narration/source';

export type { NarrationResponse };

/**
 * A parent's own book read aloud (issue 44): its stored narration, and narration asked for in a
 * voice not made yet (POST /user/narration, which also makes it the book's voice).
 */
export function bookNarration(bookId: string): NarrationSource {
  return {
    key: `book:${bookId}`,
    load: (voice, signal) =>
      userPost(narrationRoutes.getNarration, voice ? { bookId, voice } : { bookId }, { signal }),
    make: (voice) => userPost(narrationRoutes.narration, voice ? { bookId, voice } : { bookId }),
    voices: (language, signal) => publicGet(narrationRoutes.narrationVoices, { language }, { signal }),
  };
}

/** A shared book read aloud to its link's readers: what its owner had narrated, never more. */
export function sharedNarration(token: string): NarrationSource {
  return {
    key: `shared:${token}`,
    load: (voice, signal) =>
      publicGet(shareRoutes.sharedNarration, voice ? { token, voice } : { token }, { signal }),
  };
}
