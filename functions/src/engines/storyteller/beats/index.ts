import { BEAT_NAMES, type BeatName } from '../arc.js';
import { ending } from './ending.js';
import { feelings } from './feelings.js';
import { help } from './help.js';
import { lesson } from './lesson.js';
import { opening } from './opening.js';
import { problem } from './problem.js';
import { resolution } from './resolution.js';
import { rightChoice } from './rightChoice.js';
import type { Beat } from './shared.js';
import { wish } from './wish.js';
import { wrongTurn } from './wrongTurn.js';

export type { Beat } from './shared.js';

const BY_NAME: Record<BeatName, Beat> = {
  opening,
  wish,
  problem,
  wrongTurn,
  feelings,
  help,
  rightChoice,
  resolution,
  lesson,
  ending,
};

/**
 * The ten beats of the arc, in order (arc.ts), each writing a paragraph: its words are in
 * content/beats/<beat>.json, the storyline's own sentences in content/storylines/.
 */
export const BEATS: readonly Beat[] = BEAT_NAMES.map((name) => BY_NAME[name]);
