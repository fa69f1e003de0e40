import type {
  AgeGroup,
  AppearanceValue,
  Gender,
  Language,
  MoralValue,
  Relationship,
  StoryType,
} from '../contract/story.js';
import type { PersonLook, PetLook } from '../contract/look.js';

export interface StoryCharacter {
  name: string;
  relationship: Relationship;
  gender: Gender;
  /** A saved character's look (issue 27), drawn exactly; absent for characters typed at create. */
  look?: PersonLook | PetLook;
  /** A saved character's id: what keeps it the same in every book. */
  key?: string;
}

export interface StoryRequest {
  storyType: StoryType;
  /** The child the story is about. */
  mainCharacterName: string;
  gender: Gender;
  /** Free description from the parent ('' when none): setting, props, situation. */
  description: string;
  moralValue: MoralValue;
  readerAgeGroup: AgeGroup;
  appearanceValue: AppearanceValue;
  /** Photo Stories: every character including the main one (relationship 'main'); Avatar: []. */
  characters: StoryCharacter[];
  /**
   * The language of the title, paragraphs and text (issue 28); legends stay English for the
   * illustrators. A storyteller that cannot write it refuses (EngineError, final), never
   * writing English instead.
   */
  language: Language;
  /**
   * A bilingual book (issue 45): the same title and paragraphs in this language too, page for
   * page (secondTitle, secondParagraphs); never the same as `language`. Absent: one language.
   */
  secondLanguage?: Language;
  /** Same request and seed -> same story (offline engine); varies stories for the same child. */
  seed: number;
}

export interface GeneratedStory {
  title: string;
  /** Exactly 10, without numbering. */
  paragraphs: string[];
  /** One image description per paragraph: the characters present, the action, the place. */
  legends: string[];
  /** 'Name:number' for the Character Names Guide, number = the character's 1-based position. */
  characterNames: string[];
  /** The text format of spec part 2 §4: 'Title: ...' then '1. ...' paragraphs, blank-line separated. */
  text: string;
  /** A bilingual book's title and paragraphs in the request's secondLanguage (issue 45). */
  secondTitle?: string;
  secondParagraphs?: string[];
  /**
   * One fixed visual description per named character besides the main one (hair, face,
   * clothes and colours; species and colours for animals), for engines that draw each page
   * separately. Absent where the illustrator keeps characters alike by itself.
   */
  characterLooks?: CharacterLook[];
}

export interface CharacterLook {
  name: string;
  look: string;
}

export interface Storyteller {
  readonly description: string;
  /**
   * The languages it writes a book in, checked at create before anything is counted (issue 45);
   * absent: every language of the contract.
   */
  readonly languages?: readonly Language[];
  /** Throws EngineError (retryable or final) when the provider fails. */
  write(request: StoryRequest): Promise<GeneratedStory>;
}
