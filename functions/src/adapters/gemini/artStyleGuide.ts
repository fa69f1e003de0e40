import type { ArtStyle } from '../../contract/artStyle.js';

/**
 * What the image model is told about a book's art style (issue 28), besides the classic flat
 * look of ILLUSTRATION_STYLE_GUIDE: a style line, its technique, its palette. These replace the
 * classic guide's first three lines; its lines on faces, consistency, no text and the square
 * frame hold in every style. Colour names, not codes (codes get drawn as text).
 */
export const ART_STYLE_LINES: Record<Exclude<ArtStyle, 'classic'>, readonly [string, string, string]> = {
  watercolor: [
    'Style: a children’s picture-book illustration in loose, gentle watercolour.',
    'Soft, slightly bleeding edges, translucent layered washes with a little pigment pooling at their borders, visible cold-pressed paper grain and some white paper left showing; no hard vector shapes, no outlines or only a few fine pencil lines; no photorealism, no 3D render.',
    'Palette: soft, airy washes of sprout green, leaf green, warm sunrise yellow, berry pink and sky blue on warm white paper; darker pigment only for the smallest details.',
  ],
  crayon: [
    'Style: a children’s picture-book illustration drawn with wax crayons, as a gifted child or a naive artist would.',
    'Rough, waxy strokes with visible diagonal hatching and scribbled fills, the paper’s tooth showing through as white flecks, firm slightly wobbly crayon outlines; no smooth gradients, no vector shapes, no photorealism, no 3D render.',
    'Palette: bright, saturated crayon colours (grass green, sunny yellow, sky blue, berry pink, orange) on white drawing paper.',
  ],
  collage: [
    'Style: a children’s picture-book illustration made as a cut-paper collage.',
    'Every shape cut or torn from coloured and textured papers, layered with small, soft shadows under each piece and slightly uneven scissor edges, paper fibres and subtle patterns visible; flat colour in each piece, no outlines, no gradients, no photorealism, no 3D render.',
    'Palette: coloured papers in sprout green, leaf green, warm sunrise yellow, berry pink, sky blue and cream, with a few patterned papers.',
  ],
  coloring: [
    'Style: a page of a children’s colouring book: black-and-white line art only.',
    'Clean, even, bold black outlines on pure white, every shape closed so a child can colour it in; no colour at all, no grey, no shading, no fills, no hatching, no gradients, no textures; the eyes may be solid black dots.',
    'Palette: black ink on white paper only.',
  ],
};

/** Words for the rest of the prompt: the style the photos' likeness is translated into. */
export const ART_STYLE_NAMES: Record<ArtStyle, string> = {
  classic: 'flat illustration style',
  watercolor: 'watercolour illustration style',
  crayon: 'crayon drawing style',
  collage: 'cut-paper collage style',
  coloring: 'black-and-white line-art style',
};
