import { joinSvg, splitSvg } from './markup.js';

/**
 * Watercolour: every shape's edge wobbles and softens (noise displacement, a little blur), the
 * colours are thinned into pale washes with blotchy pigment, pigment pools darker at the edges
 * of each wash, and the whole page lies on grainy cold-pressed paper.
 */
const FILTERS =
  '<filter id="ss-wash" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">' +
  '<feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="11" result="warp"/>' +
  '<feDisplacementMap in="SourceGraphic" in2="warp" scale="18" xChannelSelector="R" yChannelSelector="G" result="wobble"/>' +
  '<feGaussianBlur in="wobble" stdDeviation="1.8" result="soft"/>' +
  // Pigment pools at a wash's edge: the picture less its own blur darkens every border.
  '<feGaussianBlur in="soft" stdDeviation="5" result="wide"/>' +
  '<feComposite in="soft" in2="wide" operator="arithmetic" k2="1.7" k3="-0.7" result="edged"/>' +
  // Thin the colours towards the paper: a wash, not a poster.
  // Pigment stays bright as it thins: saturate first, so dark washes are deep colour, not grey.
  '<feColorMatrix in="edged" type="saturate" values="1.5" result="rich"/>' +
  '<feColorMatrix in="rich" type="matrix" values="0.66 0.04 0.04 0 0.27  0.04 0.66 0.04 0 0.27  0.04 0.04 0.64 0 0.26  0 0 0 1 0" result="pale"/>' +
  // Blotches where the pigment settled unevenly.
  '<feTurbulence type="fractalNoise" baseFrequency="0.018" numOctaves="3" seed="5" result="blot"/>' +
  '<feColorMatrix in="blot" type="matrix" values="0.2 0 0 0 0.88  0.2 0 0 0 0.88  0.2 0 0 0 0.88  0 0 0 0 1" result="blotGrey"/>' +
  '<feBlend in="pale" in2="blotGrey" mode="multiply"/>' +
  '</filter>' +
  '<filter id="ss-grain" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">' +
  '<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="2" result="tooth"/>' +
  '<feColorMatrix in="tooth" type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.38  0 0 0 0 0.3  0.9 0 0 0 -0.38"/>' +
  '</filter>';

export function watercolor(svg: string): string {
  const parts = splitSvg(svg);
  const { width, height } = parts;
  return joinSvg({
    open: parts.open,
    defs: parts.defs + FILTERS,
    body:
      `<rect width="${width}" height="${height}" fill="#FFFDF7"/>` +
      `<g filter="url(#ss-wash)">${parts.body}</g>` +
      `<rect width="${width}" height="${height}" fill="#FFFFFF" filter="url(#ss-grain)"/>`,
  });
}
