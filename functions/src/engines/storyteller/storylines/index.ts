import type { MoralPlot } from '../moral.js';
import { COMPASSION } from './compassion.js';
import { COOPERATION } from './cooperation.js';
import { COURAGE } from './courage.js';
import { EMPATHY } from './empathy.js';
import { FAIRNESS } from './fairness.js';
import { FORGIVENESS } from './forgiveness.js';
import { GENEROSITY } from './generosity.js';
import { GRATITUDE } from './gratitude.js';
import { HONESTY } from './honesty.js';
import { HUMILITY } from './humility.js';
import { INTEGRITY } from './integrity.js';
import { KINDNESS } from './kindness.js';
import { PATIENCE } from './patience.js';
import { PERSEVERANCE } from './perseverance.js';
import { RESILIENCE } from './resilience.js';
import { RESPECT } from './respect.js';
import { RESPONSIBILITY } from './responsibility.js';
import { SELF_DISCIPLINE } from './selfDiscipline.js';
import { TOLERANCE } from './tolerance.js';

/** The second and third storylines of every moral (the first ones live in moralsFirst/Second). */
export const MORE_STORYLINES: readonly MoralPlot[] = [
  ...COURAGE,
  ...HONESTY,
  ...RESPECT,
  ...RESPONSIBILITY,
  ...EMPATHY,
  ...COMPASSION,
  ...FAIRNESS,
  ...GRATITUDE,
  ...COOPERATION,
  ...GENEROSITY,
  ...SELF_DISCIPLINE,
  ...PERSEVERANCE,
  ...HUMILITY,
  ...TOLERANCE,
  ...PATIENCE,
  ...KINDNESS,
  ...RESILIENCE,
  ...FORGIVENESS,
  ...INTEGRITY,
];
