import type { MoralValue } from '../../contract/story.js';
import type { StoryContext } from './context.js';

export type Moral = Exclude<MoralValue, ''>;
type Lines = (c: StoryContext) => string[];
type Phrase = (c: StoryContext) => string;

/**
 * One storyline of a moral value as a little plot: what goes wrong, the wrong turn, the help, the right choice
 * and the lesson, for both age groups (templates check c.young). Sentences before the help beat
 * must not name the helper, who may only arrive then (a local helper such as an owl).
 */
export interface MoralPlot {
  value: Moral;
  /** Which of the moral's storylines this is ('lost-treasure'); each moral has at least three. */
  storyline: string;
  /** The trouble strikes out of the blue, so the problem beat skips 'At first, it was fun'. */
  suddenStart?: boolean;
  /** The scenes need a second child (c.peer). */
  usesPeer: boolean;
  /**
   * The second child is someone the hero has just met (new here, a different lunch, a
   * wheelchair), so it is always an invented child, never a sibling or friend from the photos.
   */
  strangerPeer?: boolean;
  problem: Lines;
  /** Fillers after the problem when the generic ones ('What would Mia do now?') do not fit. */
  problemFillers?: Lines;
  wrongTurn: Lines;
  feeling: Lines;
  /** The helper's words, without quotation marks. */
  advice: Phrase;
  rightChoice: Lines;
  resolution: Lines;
  lesson: Lines;
  /** Legend clauses (present tense, names included) for the moral's own beats. */
  legends: { problem: Phrase; wrongTurn: Phrase; rightChoice: Phrase };
  /** Title ideas (no trailing punctuation). */
  titles: (c: StoryContext) => string[];
}

/**
 * The words of this book's telling of its storyline. A child's books come back to a storyline
 * every few books (pickStoryline); each visit reads the next telling, so the same plot is not
 * told in the same sentences twice. Fewer tellings than TELLINGS simply repeat.
 */
export function told<T>(c: StoryContext, tellings: readonly [T, ...T[]]): T {
  return tellings[c.telling % tellings.length] as T;
}
