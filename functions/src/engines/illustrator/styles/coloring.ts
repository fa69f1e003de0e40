import { joinSvg, splitSvg } from './markup.js';

/**
 * Colouring book: black line art on white, nothing filled in, for a child to colour. Every
 * shape is outlined in black and filled white, in drawing order, so what is in front hides
 * the lines behind it (as an inked drawing would). Small dark details (eyes, pupils) stay
 * black; see-through decorations (highlights, shadows, night overlays, glows) are left out. A
 * last filter turns everything grey and steep, so even a family photo becomes ink and paper.
 */
const INK = '#111111';
const SHAPES = /<(rect|circle|ellipse|path|polygon|polyline|line|text)\b([^>]*?)(\/?)>/g;

const DEFS =
  '<filter id="ss-ink" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">' +
  '<feColorMatrix type="saturate" values="0"/>' +
  '<feComponentTransfer><feFuncR type="linear" slope="3" intercept="-1.2"/>' +
  '<feFuncG type="linear" slope="3" intercept="-1.2"/><feFuncB type="linear" slope="3" intercept="-1.2"/>' +
  '</feComponentTransfer>' +
  '</filter>';

function luminance(hex: string): number | undefined {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return undefined;
  const v = parseInt(m[1]!, 16);
  return (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255;
}

function attr(rest: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(rest)?.[1];
}

function setAttr(rest: string, name: string, value: string): string {
  const re = new RegExp(`\\s${name}="[^"]*"`);
  return re.test(rest) ? rest.replace(re, ` ${name}="${value}"`) : `${rest} ${name}="${value}"`;
}

/** Gradients that fade out (a sun's glow, a lamp's light): what they fill is light, not a thing. */
function fadingGradients(defs: string): Set<string> {
  const ids = new Set<string>();
  for (const m of defs.matchAll(
    /<(?:radial|linear)Gradient id="([^"]+)"[^>]*>(.*?)<\/(?:radial|linear)Gradient>/g,
  ))
    if (/stop-opacity="0(?:\.[0-4]\d*)?"/.test(m[2]!)) ids.add(m[1]!);
  return ids;
}

function inkShape(tag: string, rest: string, selfClosing: string, fading: Set<string>): string {
  const opacity = Math.min(
    ...['opacity', 'fill-opacity', 'stroke-opacity'].map((name) => Number(attr(rest, name) ?? 1)),
  );
  const fill = attr(rest, 'fill');
  const stroke = attr(rest, 'stroke');
  const glow = fill !== undefined && fading.has(/^url\(#(.+)\)$/.exec(fill)?.[1] ?? '');
  // A see-through decoration (a highlight, a shadow, the night's overlay, a glow) has no line.
  if ((opacity < 0.6 || glow) && selfClosing) return '';
  let out = rest.replace(/\s(?:opacity|fill-opacity|stroke-opacity)="[^"]*"/g, '');
  if (tag === 'text') return `<${tag}${setAttr(out, 'fill', INK)}${selfClosing}>`;
  // Eyes and pupils stay ink (a face needs them); dark hair or a dark coat is left to colour.
  const size = Number(attr(rest, 'r') ?? attr(rest, 'rx') ?? Infinity);
  const dark = fill !== undefined && (luminance(fill) ?? 1) < 0.22 && size <= 12;
  if (fill !== 'none') out = setAttr(out, 'fill', dark ? INK : '#FFFFFF');
  const strokeWidth = Number(attr(rest, 'stroke-width') ?? 1);
  // A thick stroke is a limb or a stalk: outlined like a shape, hollow inside, not a black bar.
  if (stroke && stroke !== 'none' && fill === 'none' && strokeWidth >= 6)
    return (
      `<${tag}${setAttr(setAttr(out, 'stroke', INK), 'stroke-width', String(strokeWidth + 6))}${selfClosing}>` +
      `<${tag}${setAttr(out, 'stroke', '#FFFFFF')}${selfClosing}>`
    );
  if (stroke && stroke !== 'none') out = setAttr(out, 'stroke', INK);
  else if (fill !== 'none' && !dark) out = setAttr(setAttr(out, 'stroke', INK), 'stroke-width', '3');
  return `<${tag}${out}${selfClosing}>`;
}

export function coloring(svg: string): string {
  const parts = splitSvg(svg);
  const fading = fadingGradients(parts.defs);
  const body = parts.body
    .replace(SHAPES, (_m, tag: string, rest: string, selfClosing: string) =>
      inkShape(tag, rest, selfClosing, fading),
    )
    // A group's see-through look (clouds) would grey its lines: draw it solid.
    .replace(/(<g\b[^>]*?)\sopacity="[^"]*"/g, '$1');
  return joinSvg({
    open: parts.open,
    defs: parts.defs + DEFS,
    body: `<g filter="url(#ss-ink)"><rect width="${parts.width}" height="${parts.height}" fill="#FFFFFF"/>${body}</g>`,
  });
}
