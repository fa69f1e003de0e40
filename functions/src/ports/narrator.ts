import type { Language } from '../contract/story.js';

/**
 * Narrator (issue 44 item 1): reads one page's text aloud in a voice of the catalogue
 * (contract/narration.ts) and says when each word is spoken.
 */
export interface NarrationRequest {
  /** The page's text, as the book shows it. */
  text: string;
  language: Language;
  /** A voice id of the catalogue for that language (the edge has chosen the default already). */
  voice: string;
}

export interface NarrationWord {
  text: string;
  /** UTF-16 offsets of the word in the request's text, end exclusive. */
  start: number;
  end: number;
  startMs: number;
  endMs: number;
}

export interface Narration {
  audio: Buffer;
  mimeType: 'audio/mpeg';
  durationMs: number;
  /** Every spoken word, in order. */
  words: NarrationWord[];
}

export interface Narrator {
  readonly description: string;
  /** Throws EngineError (retryable or final) when the synthesizer fails. */
  narrate(request: NarrationRequest): Promise<Narration>;
}
