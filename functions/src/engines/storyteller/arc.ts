/** The ten beats of a story's arc, one paragraph each, in order (beats/ writes them). */
export const BEAT_NAMES = [
  'opening',
  'wish',
  'problem',
  'wrongTurn',
  'feelings',
  'help',
  'rightChoice',
  'resolution',
  'lesson',
  'ending',
] as const;

export type BeatName = (typeof BEAT_NAMES)[number];
