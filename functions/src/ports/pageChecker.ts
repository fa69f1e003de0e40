import type { UnsureReason } from '../contract/books.js';

/**
 * PageChecker: looks at one drawn page before a parent sees it (issue 32) and says what is
 * wrong with it. Engines that draw each page from a prompt (Gemini) make the mistakes parents
 * complain about (a changed face, a missing character, letters, extra fingers); the offline
 * engine draws from its own plans and needs none, so where it runs the checker is null.
 */
export interface PageCheckRequest {
  /** For logs only. */
  bookId: string;
  page: number;
  variant: number;
  /** What the page should show (its legend, or the parent's redo description). */
  legend: string;
  /** The book's cast and the story's other named characters, each with its fixed look if any. */
  characters: { name: string; look?: string }[];
  /** The drawn page. */
  picture: { bytes: Buffer; contentType: string };
  /** The book's character reference sheet, when it has one. */
  reference?: { bytes: Buffer; contentType: string };
}

export interface PageVerdict {
  /** 0 (unusable) to 100 (nothing to improve), the model's overall judgement. */
  score: number;
  /** One short sentence per problem found, for the parent and the redraw's prompt; [] if none. */
  problems: string[];
  /** The problems as codes (issue 45), one per problem in the same order, for the web to word. */
  codes?: UnsureReason[];
}

export interface PageChecker {
  readonly description: string;
  /** Throws EngineError (retryable or final) when the provider fails. */
  check(request: PageCheckRequest): Promise<PageVerdict>;
}
