import type { ArtStyle } from '@contract/artStyle';

/**
 * The art styles (issue 28) as the product names them: the create page's picker, and wherever
 * a book or a gallery sample says how it is drawn (library card, editor, reader, gallery).
 * The languages' names are the contract's LANGUAGE_NAMES (each as its own speakers say it).
 */
export const ART_STYLE_LABELS: Record<ArtStyle, { label: string; hint: string }> = {
  classic: { label: 'Classic', hint: 'Bright, flat shapes' },
  watercolor: { label: 'Watercolour', hint: 'Soft washes on textured paper' },
  crayon: { label: 'Crayon', hint: 'Waxy strokes and hatching' },
  collage: { label: 'Cut-paper collage', hint: 'Layered paper with soft shadows' },
  coloring: { label: 'Colouring book', hint: 'Black lines on white, to colour in' },
};
