import { EngineError } from '../../ports/engineError.js';
import type { Illustration, IllustrationRequest, Illustrator } from '../../ports/illustrator.js';
import type { Logger } from '../../ports/logger.js';
import type { PageChecker, PageCheckRequest, PageVerdict } from '../../ports/pageChecker.js';
import type { PageCheck } from '../book.js';
import { betterOf, checkRecord, passes, reasonsOf, UNCHECKED_CODES, UNCHECKED_REASON } from './pageCheck.js';

export interface CheckedDrawing {
  png: Buffer;
  /** Absent where no checker runs. */
  check?: PageCheck;
}

export interface CheckingDeps {
  illustrator: Illustrator;
  checker: PageChecker | null;
  logger: Logger;
  minScore: number;
}

/**
 * One image drawn and checked (issue 32): a drawing that fails its check is drawn once more with
 * the check's reasons in its prompt and checked again; if that fails too the better of the two
 * is kept, marked unsure. Both drawings happen inside one task delivery, so an automatic redraw
 * is never a redo (no variant, no counter) and a redelivered task finds the page settled.
 * A rate limit anywhere is thrown, so the whole page waits and starts again; a check that fails
 * for good keeps the drawing, marked unsure, rather than losing the page.
 */
export async function drawChecked(
  deps: CheckingDeps,
  request: IllustrationRequest,
  /** The check's request for a drawn picture (the book's cast, sheet and the page's legend). */
  checkRequestFor: (png: Buffer) => PageCheckRequest,
): Promise<CheckedDrawing> {
  const { illustrator, checker, logger, minScore } = deps;
  const first = await illustrator.draw(request);
  if (!checker) return { png: first.png };
  const about = { bookId: request.bookId, page: request.page, variant: request.variant };

  const judge = async (drawn: Illustration): Promise<PageVerdict | null> => {
    try {
      return await checker.check(checkRequestFor(drawn.png));
    } catch (error) {
      if (error instanceof EngineError && error.retryable) throw error;
      logger.error('A page could not be checked; it is kept and marked unsure', { ...about, error });
      return null;
    }
  };
  const unchecked = (png: Buffer, drawings: number): CheckedDrawing => ({
    png,
    check: { status: 'unsure', score: 0, reasons: [UNCHECKED_REASON], codes: UNCHECKED_CODES, drawings },
  });

  const firstVerdict = await judge(first);
  if (!firstVerdict) return unchecked(first.png, 1);
  if (passes(firstVerdict, minScore))
    return { png: first.png, check: checkRecord(firstVerdict, minScore, 1) };

  logger.info('A page failed its check; drawing it again', { ...about, outcome: 'redraw' });
  let second: Illustration;
  try {
    second = await illustrator.draw({ ...request, fixes: reasonsOf(firstVerdict, minScore) });
  } catch (error) {
    if (error instanceof EngineError && error.retryable) throw error;
    // The redraw was refused for good: the first drawing stays, with what was wrong with it.
    logger.warn('The automatic redraw of a page failed; the first drawing is kept', { ...about, error });
    return { png: first.png, check: checkRecord(firstVerdict, minScore, 2) };
  }
  const secondVerdict = await judge(second);
  if (!secondVerdict) return unchecked(second.png, 2);
  if (passes(secondVerdict, minScore))
    return { png: second.png, check: checkRecord(secondVerdict, minScore, 2) };
  const kept = betterOf(
    { png: first.png, verdict: firstVerdict },
    { png: second.png, verdict: secondVerdict },
  );
  const check = checkRecord(kept.verdict, minScore, 2);
  logger.warn('A page failed its check twice; the better drawing is kept, marked unsure', {
    ...about,
    outcome: check.status,
  });
  return { png: kept.png, check };
}
