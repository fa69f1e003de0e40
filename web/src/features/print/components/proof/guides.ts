/**
 * Where the proof draws its lines, in inches on the page as printed (an SVG over the rendered
 * page uses the same units, so the lines sit where the printer cuts whatever the thumbnail size).
 * Pure: the server's geometry in, rectangles and lines out.
 */

export interface InteriorGeometry {
  trimIn: { w: number; h: number };
  bleedIn: number;
  safetyIn: number;
}

export interface CoverGeometry extends InteriorGeometry {
  widthIn: number;
  heightIn: number;
  wrapIn: number;
  spineIn: number;
  hingeIn: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A fold or turn on the cover: a vertical line at x. */
export interface Fold {
  kind: 'spine' | 'hinge' | 'wrap';
  x: number;
}

export interface Guides {
  /** The whole sheet as printed, bleed included. */
  sheet: { w: number; h: number };
  /** Cut away by the printer: the band between the sheet's edge and the trim. */
  trim: Rect[];
  /** Text and faces keep inside these. */
  safety: Rect[];
  folds: Fold[];
}

const inset = (r: Rect, by: number): Rect => ({ x: r.x + by, y: r.y + by, w: r.w - 2 * by, h: r.h - 2 * by });

/** One interior page: the trim inside the bleed, the safety line inside the trim. */
export function interiorGuides(g: InteriorGeometry): Guides {
  const trim: Rect = { x: g.bleedIn, y: g.bleedIn, w: g.trimIn.w, h: g.trimIn.h };
  return {
    sheet: { w: g.trimIn.w + 2 * g.bleedIn, h: g.trimIn.h + 2 * g.bleedIn },
    trim: [trim],
    safety: [inset(trim, g.safetyIn)],
    folds: [],
  };
}

/**
 * The wraparound cover, left to right: bleed, wrap, back panel, hinge, spine, hinge, front
 * panel, wrap, bleed. The trim is the outline of back + spine + front (what the finished book
 * shows); the safety lines keep off every edge and off the spine's folds, panel by panel.
 */
export function coverGuides(g: CoverGeometry): Guides {
  const edge = g.bleedIn + g.wrapIn;
  const top = (g.heightIn - g.trimIn.h) / 2;
  const backX = edge;
  const spineX = backX + g.trimIn.w + g.hingeIn;
  const frontX = spineX + g.spineIn + g.hingeIn;
  const panel = (x: number): Rect => ({ x, y: top, w: g.trimIn.w, h: g.trimIn.h });
  const folds: Fold[] = [
    { kind: 'spine', x: spineX },
    { kind: 'spine', x: spineX + g.spineIn },
  ];
  if (g.hingeIn > 0) folds.push({ kind: 'hinge', x: backX + g.trimIn.w }, { kind: 'hinge', x: frontX });
  if (g.wrapIn > 0) folds.push({ kind: 'wrap', x: g.bleedIn }, { kind: 'wrap', x: g.widthIn - g.bleedIn });
  return {
    sheet: { w: g.widthIn, h: g.heightIn },
    trim: [{ x: backX, y: top, w: frontX + g.trimIn.w - backX, h: g.trimIn.h }],
    safety: [inset(panel(backX), g.safetyIn), inset(panel(frontX), g.safetyIn)],
    folds: folds.sort((a, b) => a.x - b.x),
  };
}

/**
 * The bleed band as one even-odd path (sheet minus trim), so it can be shaded in one fill.
 * Coordinates in inches.
 */
export function bleedPath(guides: Guides): string {
  const { w, h } = guides.sheet;
  const outer = `M0 0H${w}V${h}H0Z`;
  const inner = guides.trim.map((r) => `M${r.x} ${r.y}h${r.w}v${r.h}h${-r.w}Z`).join('');
  return outer + inner;
}
