import type { AgeGroup, AppearanceValue, Gender, Relationship, StoryType } from '../../contract/story.js';

/** One of a book's characters, as the illustrator draws them. */
export interface SceneCharacter {
  name: string;
  relationship: Relationship;
  gender: Gender;
  /** Photo Stories: the family photo the likeness (skin, hair) is read from. */
  photo?: { bytes: Buffer; contentType: string };
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
}
