import type {
  AgeGroup,
  AppearanceValue,
  Gender,
  Language,
  MoralValue,
  Relationship,
  StoryType,
} from '../../contract/story.js';

/** One person or pet of a Photo Story's family, as the storyteller needs them. */
export interface StoryCharacter {
  name: string;
  relationship: Relationship;
  gender: Gender;
  /** A saved character's built look: the hero's hair words come from it (a pet's has a species). */
  look?: { hairColour?: string; hairStyle?: string; species?: string };
}

/** What the offline storyteller writes a book from. */
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
  /** Same request and seed -> same story; consecutive seeds vary a child's books. */
  seed: number;
  /** The language of the words: 'es' writes Spanish (languages.ts), anything else English. */
  language?: Language;
}

/** A written book: the title, 10 paragraphs, one picture description (legend) per paragraph. */
export interface ComposedStory {
  title: string;
  paragraphs: string[];
  legends: string[];
  /** 'Name:number' for the Character Names Guide, number = the character's 1-based position. */
  characterNames: string[];
  /** 'Title: ...' then '1. ...' paragraphs, blank-line separated (spec part 2 §4). */
  text: string;
}
