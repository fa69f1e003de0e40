import type { SceneCharacter, SceneRequest } from './request.js';
import type { Pose } from './art/characters.js';
import { type Expression, FRAMING_OF_KIND, type Framing, sceneKind } from './framing.js';
import { hashOf } from './random.js';
import { parseScene, type PropKind, type Setting, type TimeOfDay } from './scene.js';

/**
 * The plan of one page: who is in the picture (the book's cast and anyone else the legend
 * names), each one's expression and pose, the props and the framing. A plain value, read from
 * the legend; the renderer draws exactly this, and `npm run story` writes it next to each PNG.
 */

export { EXPRESSIONS, type Expression, type Framing } from './framing.js';

export interface PlannedCharacter {
  name: string;
  /** 'cast' for the book's own characters (index into request.characters), else 'legend'. */
  source: 'cast' | 'legend';
  index: number;
  kind: 'person' | 'animal';
  expression: Expression;
  pose: Pose | null;
}

export interface PagePlan {
  setting: Setting;
  timeOfDay: TimeOfDay;
  framing: Framing;
  props: PropKind[];
  characters: PlannedCharacter[];
  /** The characters the legend adds to the book's cast (drawn the same way on every page). */
  extras: SceneCharacter[];
}

const NAME = "([A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?)";
const DOGS = 'dog|puppy|pup|doggy';
const CATS = 'cat|kitten|kitty';

/** Characters the legend names that are not in the book's cast ('a boy named Kai', 'Pip the dog'). */
export function legendExtras(legend: string, cast: readonly SceneCharacter[]): SceneCharacter[] {
  const extras: SceneCharacter[] = [];
  const known = (name: string) =>
    [...cast, ...extras].some((c) => c.name.trim().toLowerCase() === name.trim().toLowerCase());
  const add = (character: SceneCharacter) => {
    if (!known(character.name)) extras.push(character);
  };
  for (const m of legend.matchAll(new RegExp(`\\ba (boy|girl) named ${NAME}`, 'g')))
    add({ name: m[2]!, relationship: 'friend', gender: m[1] === 'boy' ? 'boy' : 'girl' });
  for (const m of legend.matchAll(new RegExp(`${NAME} the (${DOGS}|${CATS})\\b`, 'g')))
    add({ name: m[1]!, relationship: 'pet', gender: 'unknown' });
  const relatives: [RegExp, SceneCharacter['relationship'], SceneCharacter['gender'], string][] = [
    [
      /\b(?:(?:his|her|their) (?:grandma|granny|nana|grandmother)|Grandma(?: [A-Z][a-z]+)?)\b/,
      'grandmother',
      'woman',
      'Grandma',
    ],
    [
      /\b(?:(?:his|her|their) (?:grandpa|grandad|grandfather)|Grandpa(?: [A-Z][a-z]+)?)\b/,
      'grandfather',
      'man',
      'Grandpa',
    ],
    [
      /\b(?:(?:his|her|their) (?:mom|mommy|mum|mother)|Mom(?:my)?(?: [A-Z][a-z]+)?)\b/,
      'mother',
      'woman',
      'Mom',
    ],
    [/\b(?:(?:his|her|their) (?:dad|daddy|father)|Dad(?:dy)?(?: [A-Z][a-z]+)?)\b/, 'father', 'man', 'Dad'],
  ];
  for (const [pattern, relationship, gender, word] of relatives) {
    const m = pattern.exec(legend);
    // The book's own grandma (a Photo Story's) is already in the cast under her relationship.
    if (m && !cast.some((c) => c.relationship === relationship))
      add({ name: m[0].startsWith(word) ? m[0] : word, relationship, gender });
  }
  for (const m of legend.matchAll(
    new RegExp(`\\b(Mr\\.|Mrs\\.|Ms\\.|Miss|Farmer|Captain|Coach|Chef|Dr\\.) ${NAME}`, 'g'),
  )) {
    const title = m[1]!;
    const gender = /^(Mrs|Ms|Miss)/.test(title)
      ? 'woman'
      : title === 'Mr.'
        ? 'man'
        : hashOf('title', m[2]!) % 2
          ? 'woman'
          : 'man';
    add({ name: `${title} ${m[2]}`, relationship: 'other', gender });
  }
  return extras.slice(0, 4);
}

const EXPRESSION_WORDS: [Expression, RegExp][] = [
  ['sleepy', /\b(sleep\w*|yawn\w*|snuggl\w*|drows\w*|bedtime|tired|exhausted)\b/i],
  ['scared', /\b(scared|afraid|frighten\w*|nervous|worried|wobbly)\b/i],
  [
    'sad',
    /\b(sad|alone|left out|cry\w*|tears?|upset|lonely|heavy heart|glum|grumpy|cross|frown\w*|refus\w*|frustrat\w*|sulk\w*)\b/i,
  ],
  ['thoughtful', /\b(thoughtful|thinks?|thinking|wonder\w*|listens?|quiet\w*)\b/i],
  ['surprised', /\b(surprise\w*|amaz\w*|gasps?|astonish\w*|wide eyes)\b/i],
  ['proud', /\b(proud\w*|beam\w*|triumph\w*|did it)\b/i],
];

/** The expression a piece of text gives (the first feeling named wins, in EXPRESSION_WORDS order). */
export function expressionIn(text: string): Expression | null {
  for (const [expression, words] of EXPRESSION_WORDS) if (words.test(text)) return expression;
  return null;
}

const POSE_WORDS: [Pose, RegExp][] = [
  ['sit', /\b(sits?|sitting|seated|kneel\w*|lies?|lying|snuggl\w*|curl\w* up)\b/i],
  ['hug', /\b(hugs?|hugging|cuddl\w*|embrac\w*)\b/i],
  ['hold', /\b(hold\w*|carr(y|ies|ying)|reads?|reading)\b/i],
  ['reach', /\b(point\w*|reach\w*|invites?|offer\w*|shares?|gives?|hands?)\b/i],
  ['wave', /\b(wav\w*|greet\w*|hello|goodbye)\b/i],
  ['cheer', /\b(cheer\w*|jump\w*|danc\w*|celebrat\w*|runs?|running|race\w*|bounc\w*)\b/i],
  ['stand', /\b(stands?|standing|listens?|listening|watch\w*|looks?|glanc\w*)\b/i],
];

export function poseIn(text: string): Pose | null {
  for (const [pose, words] of POSE_WORDS) if (words.test(text)) return pose;
  return null;
}

/** A touch a clause tells (a hug, holding hands, carrying): the pose of everyone it names. */
const TOUCH_WORDS: [Pose, RegExp][] = [
  ['hug', /\b(hugs?|hugging|cuddl\w*|embrac\w*)\b/i],
  ['hold', /\b(hold\w* (?:\w+'s |her |his |their |each other's )?hands?|carr(y|ies|ying))\b/i],
];

/** The touch pose of a character from any clause that names them ('..., Leo and his grandpa hug'). */
function touchOf(legend: string, name: string): Pose | null {
  const lower = name.toLowerCase();
  for (const clause of legend.split(/,|;/))
    if (clause.toLowerCase().includes(lower))
      for (const [pose, words] of TOUCH_WORDS) if (words.test(clause)) return pose;
  return null;
}

/**
 * The clauses of a legend that name no one and follow one about the hero ('Mia walks up a
 * steep path, tired'): a feeling on its own belongs to the last one named before it.
 */
function unnamedClauses(legend: string, all: readonly SceneCharacter[]): string {
  const bare: string[] = [];
  let last = -1;
  for (const clause of legend.split(/,|;/)) {
    const lower = clause.toLowerCase();
    let at = -1;
    all.forEach((c, index) => {
      const where = c.name ? lower.lastIndexOf(c.name.toLowerCase()) : -1;
      if (where >= 0 && where >= at) {
        at = where;
        last = index;
      }
    });
    // Two heroes ('Ava and Noah hide, sad') share the feeling.
    if (
      at < 0 &&
      last >= 0 &&
      all[last]?.relationship === 'main' &&
      !/\b[A-Z][a-z]+\b/.test(clause.trim().slice(1))
    )
      bare.push(clause);
  }
  return bare.join(',');
}

/** Feelings no one shows by waving or cheering. */
const LOW: ReadonlySet<Expression> = new Set(['sad', 'scared', 'sleepy', 'thoughtful']);

/** The part of the legend about one character: the clause that names them. */
function clauseOf(legend: string, name: string): string | null {
  const clauses = legend.split(/,|;|\bwhile\b|\bas\b|\band then\b/i);
  const lower = name.toLowerCase();
  const naming = clauses.filter((c) => c.toLowerCase().includes(lower));
  // The clause that says how they feel, when one does ('Mommy hugs Zoe, Zoe sad with tears').
  return naming.find((c) => expressionIn(c) !== null) ?? naming[0] ?? null;
}

export function planPage(
  request: Pick<SceneRequest, 'legend' | 'characters' | 'page' | 'bookId' | 'variant'>,
): PagePlan {
  const legend = request.legend.trim();
  const extras = legendExtras(legend, request.characters);
  const all = [...request.characters, ...extras];
  const scene = parseScene(legend, all);
  // Feelings and actions are read from the clause that names the character, never from the
  // setting's words ('gentle waves' is no wave); the opening clause is the main character's.
  const opening = legend.split(',')[0] ?? legend;
  const characters = scene.cast.map((index): PlannedCharacter => {
    const character = all[index]!;
    const own = clauseOf(legend, character.name) ?? (index === 0 ? opening : '');
    // The hero's feeling may stand on its own ('Mia walks up a steep path, tired').
    const bare = index === 0 ? unnamedClauses(legend, all) : '';
    const expression = expressionIn(own) ?? (bare ? expressionIn(bare) : null) ?? 'happy';
    // A hug told anywhere is drawn; someone low stands still rather than waving (issue 47 item 6).
    const pose = touchOf(legend, character.name) ?? poseIn(own) ?? (LOW.has(expression) ? 'stand' : null);
    return {
      name: character.name,
      source: index < request.characters.length ? 'cast' : 'legend',
      index,
      kind: character.relationship === 'pet' ? 'animal' : 'person',
      expression,
      pose: character.relationship === 'pet' ? null : pose,
    };
  });
  const main = characters.find((c) => c.index === 0);
  const base = hashOf('composition', request.bookId, request.page, legend);
  // The kind of page picks the framing (framing.ts); a redo moves on from it.
  const frames = ['wide', 'medium', 'close'] as const;
  const preferred: Framing =
    FRAMING_OF_KIND[sceneKind({ page: request.page, legend }, main?.expression, characters.length)] ??
    frames[base % 3]!;
  const framing = frames[(frames.indexOf(preferred) + request.variant) % 3]!;
  return {
    setting: scene.setting,
    timeOfDay: scene.timeOfDay,
    framing,
    props: scene.props,
    characters,
    extras,
  };
}
