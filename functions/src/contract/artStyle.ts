import { z } from 'zod';

/**
 * How a book's pictures are drawn (issue 28): `classic` is the original flat look; the others
 * change the rendering itself (texture, stroke, palette, paper). `coloring` is black line art
 * on white, for a colouring book.
 */
export const ART_STYLES = ['classic', 'watercolor', 'crayon', 'collage', 'coloring'] as const;
export const artStyle = z.enum(ART_STYLES);
export type ArtStyle = z.infer<typeof artStyle>;
export const DEFAULT_ART_STYLE: ArtStyle = 'classic';

/** The create bodies' field: optional, `classic` when left out, anything else a clear 400. */
export const artStyleField = z
  .enum(ART_STYLES, { error: `artStyle must be one of ${ART_STYLES.join(', ')}` })
  .optional()
  .transform((v) => v ?? DEFAULT_ART_STYLE);
