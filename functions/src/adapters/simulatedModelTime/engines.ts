import type { IllustrationRequest, Illustrator, ReferenceSheetRequest } from '../../ports/illustrator.js';
import type { Logger } from '../../ports/logger.js';
import type { PageChecker, PageVerdict } from '../../ports/pageChecker.js';

/**
 * The local stack's simulated model time (issue 46, the crowd simulation): the offline engines
 * draw in a fraction of a second, the image model in about 12 s and the page check in about 4 s,
 * so the queues of a crowd only behave as in production when each call takes as long. The wait
 * is a timer (no CPU); each call is logged once it is answered, as `Simulated model call (draw)`
 * or `(check)`, so the crowd simulation counts the model calls a minute from the stack's log.
 */
export const SIMULATED_CALL_MESSAGE = 'Simulated model call';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The illustrator, each picture (and cast sheet) taking `drawMs` more. Its description stays the
 * engine's: pages record it, and print redraws vector pictures only from the same engine.
 */
export function slowIllustrator(inner: Illustrator, drawMs: number, logger: Logger): Illustrator {
  const slow = async <T>(
    about: { bookId: string; page?: number; variant?: number },
    call: () => Promise<T>,
  ) => {
    await wait(drawMs);
    const answer = await call();
    logger.info(`${SIMULATED_CALL_MESSAGE} (draw)`, { ...about, kind: 'draw', model: 'simulated' });
    return answer;
  };
  const { drawReferenceSheet, redrawAtSize } = inner;
  return {
    description: inner.description,
    draw: (request) =>
      slow({ bookId: request.bookId, page: request.page, variant: request.variant }, () =>
        inner.draw(request),
      ),
    // Only where the engine has them (the images feature asks whether it does).
    ...(drawReferenceSheet
      ? {
          drawReferenceSheet: (request: ReferenceSheetRequest) =>
            slow({ bookId: request.bookId }, () => drawReferenceSheet.call(inner, request)),
        }
      : {}),
    // Print-size renders of a vector picture are not model calls: not slowed.
    ...(redrawAtSize
      ? {
          redrawAtSize: (request: IllustrationRequest, size: number) =>
            redrawAtSize.call(inner, request, size),
        }
      : {}),
  } satisfies Illustrator;
}

/** A page checker that passes every page after `checkMs`, as the checking model would a good page. */
export class SimulatedPageChecker implements PageChecker {
  readonly description: string;

  constructor(
    private readonly checkMs: number,
    private readonly logger: Logger,
  ) {
    this.description = `simulated page checker (${checkMs} ms a check)`;
  }

  async check(request: { bookId: string; page: number; variant: number }): Promise<PageVerdict> {
    await wait(this.checkMs);
    this.logger.info(`${SIMULATED_CALL_MESSAGE} (check)`, {
      bookId: request.bookId,
      page: request.page,
      variant: request.variant,
      kind: 'check',
      model: 'simulated',
    });
    return { score: 100, problems: [] };
  }
}
