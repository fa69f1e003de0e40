import type { UnsureReason } from '../../contract/books.js';
import type { PageVerdict } from '../../ports/pageChecker.js';
import type { PageCheck } from '../book.js';

/**
 * The page check's rules (issue 32), without I/O: when a drawing passes, and which of a page's
 * two drawings is kept when both fail.
 */

/** A drawing passes with no problem found and a score at least the configured minimum. */
export function passes(verdict: PageVerdict, minScore: number): boolean {
  return verdict.problems.length === 0 && verdict.score >= minScore;
}

/** Why a drawing failed, for the redraw's prompt and the parent: the problems, or the low score. */
export function reasonsOf(verdict: PageVerdict, minScore: number): string[] {
  if (verdict.problems.length > 0) return verdict.problems;
  return verdict.score < minScore ? [`The picture looked weak overall (${verdict.score} of 100).`] : [];
}

/**
 * The codes of `reasonsOf`'s reasons (issue 45), in the same order; none when the checker gave
 * its problems without codes (the parent then reads the English sentences).
 */
export function reasonCodesOf(verdict: PageVerdict, minScore: number): UnsureReason[] | undefined {
  if (verdict.problems.length > 0)
    return verdict.codes?.length === verdict.problems.length ? verdict.codes : undefined;
  return verdict.score < minScore ? [{ code: 'weak_overall', score: verdict.score }] : [];
}

/** The better of two failed drawings: the higher score; the first on a tie (it was drawn to the brief). */
export function betterOf<T extends { verdict: PageVerdict }>(first: T, second: T): T {
  return second.verdict.score > first.verdict.score ? second : first;
}

/** What the page record keeps of the check of its kept drawing. */
export function checkRecord(verdict: PageVerdict, minScore: number, drawings: number): PageCheck {
  const ok = passes(verdict, minScore);
  const codes = ok ? undefined : reasonCodesOf(verdict, minScore);
  return {
    status: ok ? 'passed' : 'unsure',
    score: verdict.score,
    reasons: ok ? [] : reasonsOf(verdict, minScore),
    ...(codes ? { codes } : {}),
    drawings,
  };
}

/** A check that could not be made at all (the checker failed for good): never shown as passed. */
export const UNCHECKED_REASON = 'We could not check this picture.';
export const UNCHECKED_CODES: UnsureReason[] = [{ code: 'not_checked' }];
