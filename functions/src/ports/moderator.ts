import type { Language } from '../contract/story.js';

/** Screens free text from adults for words a children's product must not print. */
export interface ModerationResult {
  ok: boolean;
  /** The offending words as they appear in the text (deduplicated), for the error message. */
  offending: string[];
}

export interface Moderator {
  readonly description: string;
  /**
   * `language`: the book's language (issue 28), whose own list applies besides English; absent
   * for English-only text (names, picture descriptions).
   */
  check(texts: string[], language?: Language): Promise<ModerationResult>;
}
