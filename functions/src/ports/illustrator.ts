import type { ArtStyle } from '../contract/artStyle.js';
import type { PersonLook, PetLook } from '../contract/look.js';
import type { AgeGroup, AppearanceValue, Gender, Relationship, StoryType } from '../contract/story.js';

export interface IllustratedCharacter {
  name: string;
  relationship: Relationship;
  gender: Gender;
  /** Photo Stories: the family photo used for likeness. */
  photo?: { bytes: Buffer; contentType: string };
  /** The avatar builder's look (presets converted with `presetPerson`): drawn exactly. */
  look?: PersonLook | PetLook;
  /** A saved character's stable identity: what the look leaves open is the same in every book. */
  key?: string;
}

export interface IllustrationRequest {
  /** For deterministic variety per book. */
  bookId: string;
  /** 1..10 */
  page: number;
  /** The page's image description (legend), possibly rewritten by the user for a redo. */
  legend: string;
  storyType: StoryType;
  appearanceValue: AppearanceValue;
  readerAgeGroup: AgeGroup;
  /** The book's characters; the first is the main character. */
  characters: IllustratedCharacter[];
  /** 0 for the original; 1, 2, ... for redos, each a visibly different composition. */
  variant: number;
  /** The book's character and style reference sheet, when the engine drew one (Gemini). */
  reference?: { bytes: Buffer; contentType: string };
  /** The story's fixed look of each named character besides the main one, when it gave any. */
  looks?: { name: string; look: string }[];
  /**
   * The problems a check found in an earlier drawing of this image (issue 32): the automatic
   * redraw asks the engine to avoid them. Engines that never fail a check may ignore them.
   */
  fixes?: string[];
  /** The book's art style (issue 28). */
  artStyle: ArtStyle;
}

/** A cast sheet the parent approved for another book, and which of this cast it shows. */
export interface EarlierSheet {
  names: string[];
  image: { bytes: Buffer; contentType: string };
}

/** What a reference sheet shows: the whole cast of a book, front view, in the book's style. */
export type ReferenceSheetRequest = Omit<
  IllustrationRequest,
  'page' | 'legend' | 'variant' | 'reference' | 'fixes'
> & {
  /**
   * Saved characters of this cast already approved on other books' sheets (a new mix of the
   * family): drawn as there, so a face stays the same from book to book. Engines that draw a
   * look the same way every time (offline) need not read them.
   */
  earlier?: EarlierSheet[];
};

export interface Illustration {
  png: Buffer;
  width: number;
  height: number;
}

export interface Illustrator {
  readonly description: string;
  /** Throws EngineError (retryable or final) when the provider fails. */
  draw(request: IllustrationRequest): Promise<Illustration>;
  /**
   * Engines whose pages are drawn independently (Gemini): one sheet of the whole cast, drawn
   * once per book before its pages and sent with every page and redo so characters stay alike.
   */
  drawReferenceSheet?(request: ReferenceSheetRequest): Promise<Illustration>;
  /**
   * Vector engines only: the same picture `draw` made for this request, rendered again at
   * sizePx square (for print). Raster engines leave it out; their pictures are upscaled.
   */
  redrawAtSize?(request: IllustrationRequest, sizePx: number): Promise<Illustration>;
}
