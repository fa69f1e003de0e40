import { OfflineIllustrator } from '../adapters/offlineIllustrator/illustrator.js';
import type {
  Illustration,
  IllustrationRequest,
  Illustrator,
  ReferenceSheetRequest,
} from '../ports/illustrator.js';

/**
 * The offline illustrator with what it is asked recorded: each page's request in `pages`, each
 * reference sheet's in `sheets`. `draw`, when given, draws the pages in its stead (handed the
 * offline one), e.g. to fail a page on purpose; `description` names the engine (the offline
 * one's by default, so print redraws its pictures at size).
 */
export function recordingIllustrator(
  options: {
    description?: string;
    draw?: (request: IllustrationRequest, real: OfflineIllustrator) => Promise<Illustration>;
  } = {},
) {
  const real = new OfflineIllustrator();
  const pages: IllustrationRequest[] = [];
  const sheets: ReferenceSheetRequest[] = [];
  const illustrator: Illustrator = {
    description: options.description ?? real.description,
    draw: (request) => (pages.push(request), options.draw ? options.draw(request, real) : real.draw(request)),
    drawReferenceSheet: (request) => (sheets.push(request), real.drawReferenceSheet(request)),
    redrawAtSize: (request, size) => real.redrawAtSize(request, size),
  };
  return { illustrator, pages, sheets };
}
