import { joinSvg, splitSvg } from './markup.js';

/**
 * Crayon: waxy colour laid down in rough strokes. Edges are jagged (fine noise displacement),
 * colours are brighter and bolder, every fill shows diagonal hatching where the crayon skipped,
 * and the paper's tooth shows through as white flecks. A darker rim along each colour change
 * reads as the firmer outline a child presses round a shape.
 */
const DEFS =
  '<filter id="ss-wax" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">' +
  '<feTurbulence type="turbulence" baseFrequency="0.09" numOctaves="2" seed="4" result="jag"/>' +
  '<feDisplacementMap in="SourceGraphic" in2="jag" scale="7" xChannelSelector="R" yChannelSelector="G" result="rough"/>' +
  '<feColorMatrix in="rough" type="saturate" values="1.6" result="bold"/>' +
  // The outline: where the colour changes, darken (the picture less its blur, pushed hard).
  '<feGaussianBlur in="bold" stdDeviation="2.2" result="blur"/>' +
  '<feComposite in="bold" in2="blur" operator="arithmetic" k2="2.6" k3="-1.6" result="rim"/>' +
  // Waxy streaks: long thin noise laid along the strokes.
  '<feTurbulence type="fractalNoise" baseFrequency="0.6 0.035" numOctaves="2" seed="9" result="streak"/>' +
  '<feColorMatrix in="streak" type="matrix" values="0.5 0 0 0 0.68  0.5 0 0 0 0.68  0.5 0 0 0 0.68  0 0 0 0 1" result="streakGrey"/>' +
  '<feBlend in="rim" in2="streakGrey" mode="multiply"/>' +
  '</filter>' +
  '<pattern id="ss-hatch" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">' +
  '<rect width="2.6" height="9" fill="#FFFDF6"/>' +
  '</pattern>' +
  // A hand's hatching is never ruled: the lines waver.
  '<filter id="ss-scribble" x="0" y="0" width="1" height="1">' +
  '<feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="2" seed="12" result="w"/>' +
  '<feDisplacementMap in="SourceGraphic" in2="w" scale="14" xChannelSelector="R" yChannelSelector="G"/>' +
  '</filter>' +
  // The paper's tooth: fine noise cut to flecks of white where the wax did not reach.
  '<filter id="ss-tooth" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">' +
  '<feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" seed="6" result="n"/>' +
  '<feColorMatrix in="n" type="matrix" values="0 0 0 0 1  0 0 0 0 0.99  0 0 0 0 0.96  3.2 0 0 0 -1.75"/>' +
  '</filter>';

export function crayon(svg: string): string {
  const parts = splitSvg(svg);
  const { width, height } = parts;
  return joinSvg({
    open: parts.open,
    defs: parts.defs + DEFS,
    body:
      `<rect width="${width}" height="${height}" fill="#FFFDF6"/>` +
      `<g filter="url(#ss-wax)">${parts.body}</g>` +
      `<rect width="${width}" height="${height}" fill="url(#ss-hatch)" opacity="0.42" filter="url(#ss-scribble)"/>` +
      `<rect width="${width}" height="${height}" fill="#FFFFFF" filter="url(#ss-tooth)"/>`,
  });
}
