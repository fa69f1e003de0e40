import type { ArtStyle } from '../../contract/artStyle.js';
import type { PersonLook, PetLook } from '../../contract/look.js';
import type { AgeGroup, AppearanceValue, Gender, Relationship, StoryType } from '../../contract/story.js';

/** One of a book's characters, as the illustrator draws them. */
export interface SceneCharacter {
  name: string;
  relationship: Relationship;
  gender: Gender;
  /** Photo Stories: the family photo the likeness (skin, hair) is read from. */
  photo?: { bytes: Buffer; contentType: string };
  /**
   * The avatar builder's look (a preset converted with `presetPerson`): when given, exactly
   * these traits are drawn, whatever the book's appearance value or the photo say.
   */
  look?: PersonLook | PetLook;
  /**
   * A stable identity (a saved character's id): when given, every trait the look leaves open
   * (clothes and their colours, a beard, ...) is seeded from it instead of the book, so the
   * same character looks the same in every book.
   */
  key?: string;
}

/** What one page's picture is drawn from. */
export interface SceneRequest {
  /** Varies pictures from book to book, deterministically. */
  bookId: string;
  /** 1..10 */
  page: number;
  /** The page's picture description (legend), possibly rewritten by the user for a redo. */
  legend: string;
  storyType: StoryType;
  appearanceValue: AppearanceValue;
  readerAgeGroup: AgeGroup;
  /** The first is the main character. */
  characters: SceneCharacter[];
  /** 0 for the original; 1, 2, ... for redos, each a visibly different composition. */
  variant: number;
  /**
   * The story's fixed look of its named characters, when it gave any ('a small brown dog'):
   * a pet without a look of its own takes its species from here, on the sheet and every page.
   */
  looks?: { name: string; look: string }[];
  /** The book's art style; `classic` when not given. */
  artStyle?: ArtStyle;
}
