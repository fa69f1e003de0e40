import type { NarrationResponse } from '@contract/narration';
import type { Language } from '@contract/story';

export interface NarrationVoices {
  default: string;
  voices: { id: string; label: string }[];
}

/**
 * Where a book's narration comes from (the reader's own book, or a share link's): StoryBook plays
 * whatever it is given. `make` and `voices` are there only where a voice may be asked for.
 */
export interface NarrationSource {
  /** Changes when the book does. */
  key: string;
  load(voice: string | undefined, signal: AbortSignal): Promise<NarrationResponse>;
  make?(voice: string | undefined): Promise<NarrationResponse>;
  voices?(language: Language, signal: AbortSignal): Promise<NarrationVoices>;
}
