/**
 * What the offline storyteller writes a book from: the storyteller port's request
 * (ports/storyteller.ts declares it once). Same request and seed -> same story.
 */
export type { StoryCharacter, StoryRequest } from '../../ports/storyteller.js';

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
