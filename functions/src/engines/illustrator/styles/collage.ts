import { containerParts, joinSvg, splitSvg, topLevel } from './markup.js';

/** Rec. 709 luminance weights, one row of a colour matrix (without its alpha and offset). */
const LUMA = '0.2126 0.7152 0.0722 0 0';
/** The twelve paper tones' lightness. */
const STEPS = '0 0.09 0.18 0.27 0.36 0.45 0.55 0.64 0.73 0.82 0.91 1';

/**
 * Collage: the picture is built of cut paper. Colours are flattened to a few paper tones, each
 * piece (every part of the background, every prop and figure) gets slightly ragged scissor
 * edges and casts a soft shadow on what lies under it, and all of it carries the fibres of
 * coloured paper.
 */
const DEFS =
  // One piece of paper: ragged edge, a soft shadow below-right.
  '<filter id="ss-piece" x="-5%" y="-5%" width="112%" height="112%" color-interpolation-filters="sRGB">' +
  '<feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="8" result="cut"/>' +
  '<feDisplacementMap in="SourceGraphic" in2="cut" scale="6" xChannelSelector="R" yChannelSelector="G" result="piece"/>' +
  '<feDropShadow in="piece" dx="6" dy="8" stdDeviation="3" flood-color="#2A1C10" flood-opacity="0.5"/>' +
  '</filter>' +
  // The finished page: flat paper tones and fibres. The tones are steps of lightness only: the
  // luminance is posterized and every channel moved by the same step, so a smooth shade (a
  // floor's shadow, a lamp's glow) becomes bands of the same colour. Posterizing each channel
  // on its own tinted those bands, dark pages worst (a brown night floor striped purple).
  '<filter id="ss-paper" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">' +
  `<feColorMatrix in="SourceGraphic" type="matrix" values="${LUMA} ${LUMA} ${LUMA} 0 0 0 0 1" result="luma"/>` +
  '<feComponentTransfer in="luma" result="lumaStep">' +
  `<feFuncR type="discrete" tableValues="${STEPS}"/>` +
  `<feFuncG type="discrete" tableValues="${STEPS}"/>` +
  `<feFuncB type="discrete" tableValues="${STEPS}"/>` +
  '</feComponentTransfer>' +
  `<feColorMatrix in="luma" type="matrix" values="-1 0 0 0 1  0 -1 0 0 1  0 0 -1 0 1  0 0 0 0 1" result="lumaInverse"/>` +
  // lumaStep - luma, held around one half so no part of it is cut off at 0.
  '<feComposite in="lumaStep" in2="lumaInverse" operator="arithmetic" k2="1" k3="1" k4="-0.5" result="step"/>' +
  '<feComposite in="SourceGraphic" in2="step" operator="arithmetic" k2="1" k3="1" k4="-0.5" result="flat"/>' +
  '<feTurbulence type="fractalNoise" baseFrequency="0.08 0.5" numOctaves="2" seed="3" result="fibre"/>' +
  '<feColorMatrix in="fibre" type="matrix" values="0.16 0 0 0 0.88  0.16 0 0 0 0.88  0.16 0 0 0 0.86  0 0 0 0 1" result="fibreGrey"/>' +
  '<feBlend in="flat" in2="fibreGrey" mode="multiply"/>' +
  '</filter>';

/** A cut-out piece, nudged a little off its place as if glued by hand. */
function cutOut(element: string, i: number): string {
  // A see-through highlight or shadow is light on the paper, not a piece of it.
  if (/^<[a-z]+\b[^>]*\sopacity="0\./.test(element)) return element;
  const dx = ((i * 7) % 5) - 2;
  const dy = ((i * 3) % 5) - 2;
  return `<g filter="url(#ss-piece)" transform="translate(${dx} ${dy})">${element}</g>`;
}

/** Every top-level piece is cut out; a container's own children are too (the background's parts). */
function cutPieces(body: string): string {
  let i = 0;
  return topLevel(body)
    .map((element) => {
      const container = containerParts(element);
      // A figure stays one piece (cutting each hand would tear it apart); scenery is many.
      if (container && !/data-character=/.test(container.open) && topLevel(container.children).length > 1)
        return (
          container.open +
          topLevel(container.children)
            .map((child) => cutOut(child, i++))
            .join('') +
          container.close
        );
      return i++ === 0 && /^<rect\b/.test(element) ? element : cutOut(element, i);
    })
    .join('');
}

export function collage(svg: string): string {
  const parts = splitSvg(svg);
  return joinSvg({
    open: parts.open,
    defs: parts.defs + DEFS,
    body: `<g filter="url(#ss-paper)">${cutPieces(parts.body)}</g>`,
  });
}
