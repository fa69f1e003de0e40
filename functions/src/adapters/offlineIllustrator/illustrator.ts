import { castSheetSvg, composeScene, renderPng, renderStyledPng } from '../../engines/illustrator/index.js';
import { EngineError } from '../../ports/engineError.js';
import type {
  Illustration,
  IllustrationRequest,
  Illustrator,
  ReferenceSheetRequest,
} from '../../ports/illustrator.js';

/**
 * The offline illustrator over its engine (engines/illustrator): SVG scenes rendered to a
 * 1024x1024 PNG, the same picture for the same request, another composition for a redo.
 */
export class OfflineIllustrator implements Illustrator {
  readonly description = 'offline illustrator (SVG scenes)';

  draw(request: IllustrationRequest): Promise<Illustration> {
    return this.render(request);
  }

  /**
   * The cast sheet: every character front-on and named, drawn with the same traits as the pages
   * (what a parent approves before the pages, issue 27).
   */
  async drawReferenceSheet(request: ReferenceSheetRequest): Promise<Illustration> {
    try {
      return await renderPng(castSheetSvg(request));
    } catch (error) {
      throw new EngineError(
        `offline illustrator could not draw the cast sheet: ${describe(error)}`,
        false,
        'unknown',
      );
    }
  }

  /** The scenes are vectors: print gets them re-rendered, sharp at any size. */
  redrawAtSize(request: IllustrationRequest, sizePx: number): Promise<Illustration> {
    return this.render(request, sizePx);
  }

  private async render(request: IllustrationRequest, sizePx?: number): Promise<Illustration> {
    let svg: string;
    try {
      svg = composeScene(request).svg;
    } catch (error) {
      throw new EngineError(
        `offline illustrator could not compose the scene: ${describe(error)}`,
        false,
        'invalid-request',
      );
    }
    try {
      return await renderStyledPng(svg, request.artStyle, sizePx);
    } catch (error) {
      throw new EngineError(
        `offline illustrator could not render the scene: ${describe(error)}`,
        false,
        'unknown',
      );
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
