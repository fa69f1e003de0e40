import type { MoralValue } from '../../contract/story.js';
import type { StoryContext } from './context.js';

/** How many tellings a storyline's text comes in (see `told`). */
export const TELLINGS = 4;

export type Moral = Exclude<MoralValue, ''>;
type Lines = (c: StoryContext) => string[];
type Phrase = (c: StoryContext) => string;

/**
 * One storyline of a moral value as a little plot: what goes wrong, the wrong turn, the help, the right choice
 * and the lesson, for both age groups; written in content/storylines/ (see storylines.ts). Sentences
 * before the help beat must not name the helper, who may only arrive then (a local helper such as an owl).
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
  /**
   * The places (setting ids) the storyline belongs in, when not every place: a climb up a steep
   * path needs a hill, so a day at the beach never wanders off up one. Elsewhere it is not told.
   */
  places?: readonly string[];
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

/** The beats a storyline writes itself (the others are the frame around it, in beats/). */
export type PlotBeat = Exclude<
  keyof MoralPlot,
  'value' | 'storyline' | 'suddenStart' | 'usesPeer' | 'strangerPeer' | 'places' | 'legends' | 'titles'
>;

/**
 * Where each beat starts in the second round of tellings. Beats whose steps are four apart
 * (problem and problemFillers, wrongTurn and feeling, rightChoice and lesson, advice and
 * resolution) read the same telling when a book of the second round meets one of the first, so
 * each such pair joins a longer beat with a shorter one.
 */
const SECOND_ROUND_SHIFT: Record<PlotBeat, number> = {
  problem: 0,
  wrongTurn: 1,
  rightChoice: 2,
  advice: 3,
  problemFillers: 4,
  feeling: 5,
  lesson: 6,
  resolution: 7,
};

/**
 * The words of this book's telling of one beat of its storyline. A child's books come back to a
 * storyline every few books (pickStoryline), and each visit reads other words: the first four
 * visits read tellings 0, 1, 2 and 3 of every beat; the next four read them again, each beat
 * shifted by its own step, so a book of the second round shares at most two beats with any book
 * of the first. After eight visits the words come round again.
 */
export function told<T>(c: StoryContext, beat: PlotBeat, tellings: readonly T[]): T {
  const turn = c.telling % TELLINGS;
  const round = Math.floor(c.telling / TELLINGS) % 2;
  return tellings[(turn + round * SECOND_ROUND_SHIFT[beat]) % tellings.length] as T;
}
