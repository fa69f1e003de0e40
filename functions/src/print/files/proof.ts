import type { Binding, ProofAnswer } from '../../contract/print.js';
import { coverLayout, PAPERBACK_BLEED_IN, SAFETY_IN, TRIM_IN } from './coverGeometry.js';

/** How long the proof's download addresses work: long enough to look, short enough to not leak. */
export const PROOF_URL_SECONDS = 3600;

/** The interior's geometry: every page is the trim with bleed on each side. */
export function interiorProofOf(pages: number, lowResolutionPages: number[]) {
  return {
    pages,
    trimIn: { w: TRIM_IN, h: TRIM_IN },
    bleedIn: PAPERBACK_BLEED_IN,
    safetyIn: SAFETY_IN,
    lowResolutionPages: [...lowResolutionPages].sort((a, b) => a - b),
  };
}

/**
 * The cover's geometry as built: the size the file was made at (the provider's answer, recorded
 * with the build) split into panels by the binding's layout. The spine takes whatever width the
 * file has beyond the panels, bleed, wrap and hinges, as the cover's own drawing does; a cover
 * from before sizes were recorded is taken at the layout's size.
 */
export function coverProofOf(
  binding: Binding,
  interiorPages: number,
  sizePt: { widthPt: number; heightPt: number } | null | undefined,
): Omit<ProofAnswer['cover'], 'url'> {
  const layout = coverLayout(binding, interiorPages);
  const round = (inches: number) => Math.round(inches * 10000) / 10000;
  const widthIn = sizePt ? sizePt.widthPt / 72 : layout.widthIn;
  const heightIn = sizePt ? sizePt.heightPt / 72 : layout.heightIn;
  const margins = 2 * (layout.bleedIn + layout.wrapIn + layout.hingeIn);
  const spineIn = widthIn - 2 * layout.trimIn.w - margins;
  if (!(spineIn > 0))
    throw new Error(`A cover ${widthIn} in wide cannot hold two ${layout.trimIn.w} in panels`);
  return {
    widthIn: round(widthIn),
    heightIn: round(heightIn),
    trimIn: layout.trimIn,
    bleedIn: layout.bleedIn,
    wrapIn: layout.wrapIn,
    spineIn: round(spineIn),
    hingeIn: layout.hingeIn,
    safetyIn: SAFETY_IN,
  };
}
