import ending from '../content/es/beats/ending.json' with { type: 'json' };
import feelings from '../content/es/beats/feelings.json' with { type: 'json' };
import help from '../content/es/beats/help.json' with { type: 'json' };
import lesson from '../content/es/beats/lesson.json' with { type: 'json' };
import opening from '../content/es/beats/opening.json' with { type: 'json' };
import problem from '../content/es/beats/problem.json' with { type: 'json' };
import resolution from '../content/es/beats/resolution.json' with { type: 'json' };
import rightChoice from '../content/es/beats/rightChoice.json' with { type: 'json' };
import wish from '../content/es/beats/wish.json' with { type: 'json' };
import wrongTurn from '../content/es/beats/wrongTurn.json' with { type: 'json' };
import padding from '../content/es/padding.json' with { type: 'json' };
import titles from '../content/es/titles.json' with { type: 'json' };
import type { StoryLanguage } from '../language.js';
import { GLOSSARY_ES } from './grammar.js';
import { listPairSpanish, polishSpanish } from './polish.js';
import { MATCHERS_ES, OPEN_SETTINGS_ES } from './settings.js';
import { STORYLINES_ES } from './storylines.js';
import { spanishContext } from './story.js';
import { favoriteEnglishOfEs, petKindFromSpanish } from './words.js';

/**
 * The Spanish storyteller, as the core sees it (language.ts): its glossary, its copy of the
 * files every language has, its storylines and places, and how it words an English skeleton.
 * The registry (../languages.ts) wires it in.
 */
export const SPANISH: StoryLanguage = {
  ...GLOSSARY_ES,
  files: {
    'beats/ending.json': ending,
    'beats/feelings.json': feelings,
    'beats/help.json': help,
    'beats/lesson.json': lesson,
    'beats/opening.json': opening,
    'beats/problem.json': problem,
    'beats/resolution.json': resolution,
    'beats/rightChoice.json': rightChoice,
    'beats/wish.json': wish,
    'beats/wrongTurn.json': wrongTurn,
    'padding.json': padding,
    'titles.json': titles,
  },
  storylines: STORYLINES_ES,
  matchers: MATCHERS_ES,
  openSettings: OPEN_SETTINGS_ES,
  petKind: petKindFromSpanish,
  favorite: favoriteEnglishOfEs,
  context: spanishContext,
  polish: (text, hero) => polishSpanish(listPairSpanish(text, hero.pair, hero.call)),
};
