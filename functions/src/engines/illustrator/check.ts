import { castTraits, type ComposedScene, type PlacedCharacter } from './compose.js';
import { FRAMING_OF_KIND, sceneKind } from './framing.js';
import { planPage } from './plan.js';
import type { SceneRequest } from './request.js';
import { SAFE_BOX, TRIM_BOX, type Box } from './safeArea.js';

/**
 * The offline illustrator's own check of a page it composed, read from its plan and the placed
 * figures (no pixels): what issue 32 asks of every drawn page, for the pictures this engine
 * makes. Pure. A problem found here is a defect of the engine, caught by the tests that run this
 * check over many books and over the gallery; it is never shown to a parent.
 */

export type SceneRule = 'cast' | 'look' | 'framing' | 'safe-area' | 'agreement';

export interface SceneProblem {
  rule: SceneRule;
  detail: string;
}

const NAME = "[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?";
/** Family words a legend uses for someone (the plan draws them, from the cast or as an extra). */
const FAMILY_WORDS: [RegExp, SceneRequest['characters'][number]['relationship']][] = [
  // 'her grandma', 'Grandma': a person; 'a mother owl' is no one of the family.
  [/\b(?:(?:his|her|their) (?:grandma|granny|nana|grandmother)|Grandma|Granny|Nana)\b/, 'grandmother'],
  [/\b(?:(?:his|her|their) (?:grandpa|grandad|grandfather)|Grandpa|Grandad)\b/, 'grandfather'],
  [/\b(?:(?:his|her|their) (?:mom|mommy|mum|mother)|Mom|Mommy|Mum)\b/, 'mother'],
  [/\b(?:(?:his|her|their) (?:dad|daddy|father)|Dad|Daddy)\b/, 'father'],
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function namesWord(legend: string, name: string): boolean {
  const forms = [name.trim(), name.trim().split(/\s+/)[0] ?? ''].filter((f) => f.length >= 2);
  return forms.some((f) => new RegExp(`(?<![\\w])${escapeRegExp(f)}(?![\\w])`, 'i').test(legend));
}

/** Who the legend names: the book's characters it calls by name, and the people it introduces. */
export function namedInLegend(request: Pick<SceneRequest, 'legend' | 'characters'>): {
  names: string[];
  relationships: SceneRequest['characters'][number]['relationship'][];
  family: boolean;
} {
  const legend = request.legend;
  const names = request.characters.filter((c, i) => i === 0 || namesWord(legend, c.name)).map((c) => c.name);
  for (const m of legend.matchAll(new RegExp(`\\ba (?:boy|girl) named (${NAME})`, 'g'))) names.push(m[1]!);
  for (const m of legend.matchAll(
    new RegExp(`(${NAME}) the (?:dog|puppy|pup|doggy|cat|kitten|kitty)\\b`, 'g'),
  ))
    names.push(m[1]!);
  for (const m of legend.matchAll(
    new RegExp(`\\b((?:Mr\\.|Mrs\\.|Ms\\.|Miss|Farmer|Captain|Coach|Chef|Dr\\.) ${NAME})`, 'g'),
  ))
    names.push(m[1]!);
  const relationships = FAMILY_WORDS.filter(([words]) => words.test(legend)).map(([, r]) => r);
  // 'everyone', 'the whole family' (not 'the family pet'): the family may all be in the picture.
  const family = /\b(?:family|parents|grandparents|everyone|everybody)\b/i.test(
    legend.replace(/\bfamily (?:pet|dog|cat|car|photos?|home|house|garden|kitchen)\b/gi, ''),
  );
  return { names: [...new Set(names)], relationships, family };
}

function outside(box: Box, area: Box): string[] {
  const sides: string[] = [];
  if (box.left < area.left) sides.push(`left by ${Math.ceil(area.left - box.left)} px`);
  if (box.right > area.right) sides.push(`right by ${Math.ceil(box.right - area.right)} px`);
  if (box.top < area.top) sides.push(`top by ${Math.ceil(area.top - box.top)} px`);
  if (box.bottom > area.bottom) sides.push(`bottom by ${Math.ceil(box.bottom - area.bottom)} px`);
  return sides;
}

function checkCast(request: SceneRequest, composed: ComposedScene): SceneProblem[] {
  const problems: SceneProblem[] = [];
  const planned = composed.plan.characters;
  const named = namedInLegend(request);
  const lower = (s: string) => s.trim().toLowerCase();
  for (const name of named.names) {
    const inPlan = planned.some((c) => lower(c.name) === lower(name));
    const placed = composed.placed.some((p) => lower(p.traits.name) === lower(name));
    if (!inPlan || !placed)
      problems.push({
        rule: 'cast',
        detail: `${name} is named but ${inPlan ? 'not drawn' : 'not in the plan'}`,
      });
  }
  const all = [...request.characters, ...composed.plan.extras];
  for (const relationship of named.relationships) {
    const drawn = composed.placed.some((p) => all[p.index]?.relationship === relationship);
    if (!drawn) problems.push({ rule: 'cast', detail: `the ${relationship} is named but not drawn` });
  }
  for (const c of planned)
    if (!composed.placed.some((p) => p.index === c.index))
      problems.push({ rule: 'cast', detail: `${c.name} is planned but not drawn` });
  return problems;
}

function storyNamesSpecies(request: SceneRequest, name: string): boolean {
  const look = request.looks?.find((l) => l.name.trim().toLowerCase() === name.trim().toLowerCase())?.look;
  return look !== undefined && /\b(?:cat|kitten|kitty|dog|puppy|pup|doggy)\b/i.test(look);
}

/** The figure's drawn attributes, as the SVG carries them (what a renderer actually paints). */
function drawnAttributes(svg: string, name: string): string | undefined {
  const at = svg.indexOf(` data-character="${name.replace(/"/g, '&quot;')}"`);
  if (at < 0) return undefined;
  return svg.slice(at, svg.indexOf('>', at));
}

function checkLooks(request: SceneRequest, composed: ComposedScene): SceneProblem[] {
  const problems: SceneProblem[] = [];
  // The cast sheet (castSheet.ts) draws exactly these: the look a parent approved.
  const sheet = castTraits(request);
  for (const figure of composed.placed) {
    const sheetLook = sheet[figure.index];
    if (figure.index >= request.characters.length || !sheetLook) continue;
    // A pet with no species of its own (no look, none in the story's looks) is drawn as the
    // page's words call it ('her cat Rex'): the words win over the sheet's guess.
    const named = composed.scene.petSpecies;
    const approved =
      sheetLook.kind === 'pet' &&
      named &&
      !request.characters[figure.index]?.look &&
      !storyNamesSpecies(request, sheetLook.name)
        ? { ...sheetLook, species: named }
        : sheetLook;
    const differs = (Object.keys(approved) as (keyof typeof approved)[]).filter(
      (key) => JSON.stringify(approved[key]) !== JSON.stringify((figure.traits as typeof approved)[key]),
    );
    if (figure.traits.kind !== approved.kind || differs.length > 0)
      problems.push({
        rule: 'look',
        detail: `${approved.name} differs from the cast sheet in ${differs.join(', ') || 'kind'}`,
      });
    const attributes = drawnAttributes(composed.svg, figure.traits.name);
    const expected =
      approved.kind === 'human'
        ? [approved.skin, approved.hair, approved.top, approved.bottom]
        : [approved.coat, approved.species];
    if (!attributes || expected.some((value) => !attributes.includes(`"${value}"`)))
      problems.push({
        rule: 'look',
        detail: `${approved.name} is not painted with the cast sheet's colours`,
      });
  }
  return problems;
}

function checkFraming(request: SceneRequest, composed: ComposedScene): SceneProblem[] {
  const original = request.variant === 0 ? composed.plan : planPage({ ...request, variant: 0 });
  const hero = original.characters.find((c) => c.index === 0)?.expression;
  const kind = sceneKind(request, hero, original.characters.length);
  const wanted = FRAMING_OF_KIND[kind];
  if (request.variant === 0 && wanted && composed.framing !== wanted)
    return [{ rule: 'framing', detail: `a ${kind} is framed ${composed.framing}, not ${wanted}` }];
  if (request.variant > 0 && composed.framing === original.framing)
    return [{ rule: 'framing', detail: `redo ${request.variant} keeps the ${composed.framing} framing` }];
  return [];
}

/**
 * Faces, bodies and family photos keep inside the safe area; feet may stand lower, on ground
 * that runs on to the page's edge as picture books draw it, but never past the trim.
 */
function checkSafeArea(composed: ComposedScene): SceneProblem[] {
  const problems: SceneProblem[] = [];
  const figure = (p: PlacedCharacter) => {
    // The body's sides and top (its feet are held to the trim below).
    const body = outside({ ...p.box, bottom: SAFE_BOX.bottom }, SAFE_BOX);
    const head = outside(
      {
        left: p.head.x - p.head.r,
        right: p.head.x + p.head.r,
        top: p.head.y - p.head.r,
        bottom: p.head.y + p.head.r,
      },
      SAFE_BOX,
    );
    // Only the feet's depth: the sides were held to the safe area above.
    const feet = outside(
      { left: TRIM_BOX.left, right: TRIM_BOX.right, top: TRIM_BOX.top, bottom: p.box.bottom },
      TRIM_BOX,
    );
    for (const [what, sides] of [
      ['body', body],
      ['face', head],
      ['feet (past the trim)', feet],
    ] as const)
      if (sides.length)
        problems.push({
          rule: 'safe-area',
          detail: `${p.traits.name}'s ${what} leaves the safe area: ${sides.join(', ')}`,
        });
  };
  composed.placed.forEach(figure);
  for (const photo of composed.photos) {
    const sides = outside(
      {
        left: photo.x - photo.r,
        right: photo.x + photo.r,
        top: photo.y - photo.r,
        bottom: photo.y + photo.r,
      },
      SAFE_BOX,
    );
    if (sides.length)
      problems.push({
        rule: 'safe-area',
        detail: `${photo.name}'s photo leaves the safe area: ${sides.join(', ')}`,
      });
  }
  return problems;
}

/** Every problem of one composed page; none means the picture keeps the rules. */
export function checkScene(request: SceneRequest, composed: ComposedScene): SceneProblem[] {
  return [
    ...checkCast(request, composed),
    ...checkLooks(request, composed),
    ...checkFraming(request, composed),
    ...checkSafeArea(composed),
  ];
}
