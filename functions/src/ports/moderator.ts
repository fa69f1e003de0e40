/** Screens free text from adults for words a children's product must not print. */
export interface ModerationResult {
  ok: boolean;
  /** The offending words as they appear in the text (deduplicated), for the error message. */
  offending: string[];
}

export interface Moderator {
  readonly description: string;
  check(texts: string[]): Promise<ModerationResult>;
}
