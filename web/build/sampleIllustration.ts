import { DEFAULT_ART_STYLE } from '../../functions/src/contract/artStyle.js';
import type { IllustrationRequest } from '../../functions/src/ports/illustrator.js';
import type { GallerySample } from '../src/content/gallery/catalog.js';

// The pictures are drawn here at build time; the web app only shows them (and so never imports
// the illustrator's types: web/src reaches functions/ through @contract alone).

/** What the offline illustrator is asked to draw for one page of a sample. */
export function sampleIllustration(sample: GallerySample, page: number, legend: string): IllustrationRequest {
  return {
    bookId: `gallery-${sample.id}`,
    page,
    legend,
    storyType: sample.storyType,
    appearanceValue: sample.appearanceValue,
    readerAgeGroup: sample.readerAgeGroup,
    characters: sample.characters,
    variant: 0,
    // The samples written before styles name none: drawn as a new book is.
    artStyle: sample.artStyle ?? DEFAULT_ART_STYLE,
  };
}
