import type { SceneRequest } from './request.js';
import { drawBackground, SIZE } from './art/backgrounds.js';
import {
  CHARACTER_HEIGHTS,
  drawCharacter,
  type DrawnCharacter,
  type Point,
  type Pose,
} from './art/characters.js';
import { BRAND } from './art/palette.js';
import { photoDataUri } from './photo.js';
import {
  drawBalloons,
  drawBird,
  drawBook,
  drawButterfly,
  drawGroundProp,
  drawKite,
  PROP_PLACEMENT,
  PROP_WIDTH,
} from './art/props.js';
import { hashOf, rngOf, type Rng } from './random.js';
import { planPage, type PagePlan } from './plan.js';
import { parseScene, type PropKind, type SceneSpec } from './scene.js';
import { SAFE_INSET_PX, type Box } from './safeArea.js';
import { applyStyle } from './styles/index.js';
import { circle, d, el, path, rect } from './svg.js';
import { deriveCastTraits, type CharacterTraits } from './traits.js';

/**
 * Builds the whole picture as one SVG string: legend -> scene spec -> layout -> markup.
 * The page, legend and variant choose the composition (framing, order, poses, props, sky);
 * the characters' looks depend only on the book (see traits.ts), or on their look and key.
 */

export const FRAMINGS = ['wide', 'medium', 'close'] as const;
export type Framing = (typeof FRAMINGS)[number];

const FRAMING: Record<Framing, { scale: number; horizon: number; ground: number }> = {
  wide: { scale: 0.8, horizon: 570, ground: 885 },
  medium: { scale: 0.9, horizon: 600, ground: 905 },
  close: { scale: 1.08, horizon: 630, ground: 948 },
};

/** Props that only exist out of doors (or are far too big for a room). */
export const OUTDOOR_PROPS: ReadonlySet<PropKind> = new Set([
  'tree',
  'kite',
  'bird',
  'butterfly',
  'boat',
  'sandcastle',
  'snowman',
  'rocket',
]);

export interface PlacedCharacter {
  /** Index into request.characters. */
  index: number;
  traits: CharacterTraits;
  x: number;
  y: number;
  scale: number;
  pose: Pose;
  hasPhoto: boolean;
  /** Where the figure lies on the page (hands included), in page pixels: what the checks read. */
  box: Box;
  /** The head's circle on the page. */
  head: Point & { r: number };
}

/** A Photo Story's framed family photo on the page, its ring included. */
export interface PlacedPhoto {
  name: string;
  x: number;
  y: number;
  r: number;
}

export interface ComposedScene {
  svg: string;
  /** What the page shows, as a value (characters, expressions, poses, props, framing). */
  plan: PagePlan;
  scene: SceneSpec;
  framing: Framing;
  mirrored: boolean;
  placed: PlacedCharacter[];
  photos: PlacedPhoto[];
  /** The props drawn (the legend's, less those that do not belong in this setting). */
  props: PropKind[];
  /** Rain is drawn when the legend tells of it out of doors. */
  weather: 'clear' | 'rain';
}

interface PhotoSpot {
  x: number;
  uri: string;
  ring: string;
  name: string;
}

interface Slot {
  kind: 'character' | 'prop';
  width: number;
  characterIndex?: number;
  prop?: PropKind;
  depth: number;
}

const CHEER_WORDS =
  /\b(?:cheer|cheers|celebrat\w*|hooray|jump\w*|dance\w*|danc\w*|excited|yay|win|wins|won)\b/i;
const LAUGH_WORDS = /\b(?:laugh\w*|giggl\w*|happy|fun|smil\w*|joy\w*|excited|play\w*)\b/i;
const CALM_WORDS =
  /\b(?:sleep\w*|asleep|quiet\w*|calm\w*|sad|cry\w*|tired|hug\w*|cuddl\w*|listen\w*|read\w*)\b/i;
const RAIN_WORDS = /\b(?:rain|raining|rainy|drizzl\w*|downpour|umbrellas?)\b/i;
const WAVE_WORDS = /\b(?:wave\w*|waving|hello|goodbye|bye|greet\w*|meet\w*)\b/i;

/** The traits of every character of the book (stable across pages and redos). */
export function castTraits(
  request: Pick<SceneRequest, 'characters' | 'bookId' | 'appearanceValue' | 'looks'>,
  petSpecies?: 'dog' | 'cat',
): CharacterTraits[] {
  return deriveCastTraits(
    request.characters,
    request.bookId,
    request.appearanceValue,
    petSpecies,
    storySpecies(request.looks),
  );
}

/** The species the story's looks give its animals ('Rex: a fluffy white cat'). */
function storySpecies(looks: SceneRequest['looks']): Map<string, 'dog' | 'cat'> {
  const species = new Map<string, 'dog' | 'cat'>();
  for (const { name, look } of looks ?? []) {
    const cat = /\b(?:cat|kitten|kitty)\b/i.test(look);
    const dog = /\b(?:dog|puppy|pup|doggy)\b/i.test(look);
    if (cat !== dog) species.set(name.trim().toLowerCase(), cat ? 'cat' : 'dog');
  }
  return species;
}

function choosePose(
  rng: Rng,
  legend: string,
  isMain: boolean,
  props: readonly PropKind[],
  traits: CharacterTraits,
  calm: boolean,
): Pose {
  if (traits.kind === 'pet') return 'stand';
  if (isMain) {
    if (props.includes('book')) return 'hold';
    if (props.includes('balloons') || props.includes('kite')) return 'wave';
  }
  const adult = traits.age !== 'child';
  if (calm) return rng.pick<Pose>(adult ? ['stand', 'reach'] : ['stand', 'stand', 'wave']);
  if (CHEER_WORDS.test(legend) && rng.chance(adult ? 0.35 : 0.7)) return 'cheer';
  if (WAVE_WORDS.test(legend) && rng.chance(0.6)) return 'wave';
  return rng.pick<Pose>(
    adult
      ? ['stand', 'stand', 'wave', 'reach', 'reach', 'cheer']
      : ['stand', 'wave', 'wave', 'reach', 'cheer', 'cheer'],
  );
}

/**
 * Traits of the book's cast, then of the characters only this legend names: each of those is
 * derived against the cast alone, so it looks the same on every page it appears on. A pet the
 * story gives a species (its looks) is that on every page; one without takes the species the
 * page's words give it ('her cat Rex'), as the page must not contradict its text.
 */
function pageTraits(request: SceneRequest, plan: PagePlan, petSpecies?: 'dog' | 'cat'): CharacterTraits[] {
  const cast = castTraits(request, petSpecies);
  const extras = plan.extras.map((extra) =>
    castTraits({ ...request, characters: [...request.characters, extra] }, petSpecies).at(-1)!,
  );
  return [...cast, ...extras];
}

export function composeScene(request: SceneRequest): ComposedScene {
  const legend = request.legend.trim();
  const plan = planPage(request);
  const scene = parseScene(legend, [...request.characters, ...plan.extras]);
  const traits = pageTraits(request, plan, scene.petSpecies);
  const planned = new Map(plan.characters.map((c) => [c.index, c]));
  const rng = rngOf('scene', request.bookId, request.page, legend, request.variant);
  const base = hashOf('composition', request.bookId, request.page, legend);
  const framing = plan.framing;
  const mirrored = ((base >>> 3) + request.variant) % 2 === 1;
  const frame = FRAMING[framing];
  const horizon = frame.horizon + (scene.indoor ? 40 : 0) + rng.range(-20, 20);
  const ground = frame.ground + rng.range(-10, 10);
  const night = scene.timeOfDay === 'night' && scene.setting !== 'space';
  const calm = (night && scene.setting !== 'party') || scene.setting === 'bedroom' || CALM_WORDS.test(legend);

  // Props: ground props join the line-up, one big side prop stands at an edge.
  // Indoors nothing of the outdoors is drawn: 'a bird in the tree outside' seen from a bedroom
  // is no tree on the carpet, 'rocket pyjamas' no rocket by the bed.
  const props = scene.props.filter(
    (p) => !(p === 'boat' && scene.setting === 'ocean') && !(scene.indoor && OUTDOOR_PROPS.has(p)),
  );
  const groundProps = props.filter((p) => PROP_PLACEMENT[p] === 'ground').slice(0, 3);
  const sideProp = props.find((p) => PROP_PLACEMENT[p] === 'side');
  const sideOnLeft = rng.chance(0.5);
  const sideReserve = sideProp
    ? PROP_WIDTH[sideProp] * frame.scale * (sideProp === 'rocket' && scene.setting === 'space' ? 1 : 0.8)
    : 0;

  // The line-up: the main character near the middle, the others shuffled around them.
  const drawn = new Map<number, DrawnCharacter>();
  const poses = new Map<number, Pose>();
  for (const index of scene.cast) {
    const t = traits[index];
    if (!t) continue;
    const pose = planned.get(index)?.pose ?? choosePose(rng, legend, index === 0, props, t, calm);
    poses.set(index, pose);
    drawn.set(index, drawCharacter(t, { pose, look: 0 }));
  }
  const others = rng.shuffle(scene.cast.filter((i) => i !== 0));
  const mainAt = Math.min(others.length, Math.max(0, Math.floor(others.length / 2) + rng.int(-1, 1)));
  const order = scene.cast.includes(0) ? [...others.slice(0, mainAt), 0, ...others.slice(mainAt)] : others;
  const slots: Slot[] = order.map((index) => ({
    kind: 'character',
    characterIndex: index,
    // A slot holds the figure with its hands (a wave or a hug reaches past the shoulders); a hug
    // keeps its whole slot, so a family hug stays inside the print's safe area.
    width: reach(drawn.get(index)) * 2 + 26,
    depth: traits[index]?.kind === 'pet' ? rng.range(10, 30) : rng.range(-30, 10),
  }));
  for (const prop of groundProps) {
    const at = rng.int(0, slots.length);
    slots.splice(at, 0, { kind: 'prop', prop, width: PROP_WIDTH[prop] + 20, depth: rng.range(15, 45) });
  }

  // The line-up keeps inside the print's safe area (safeArea.ts), so no face meets the knife.
  // A little more for the jitter of each figure below.
  const margin = SAFE_INSET_PX + 8;
  const available = SIZE - 2 * margin - sideReserve;
  const total = slots.reduce((sum, s) => sum + s.width, 0) * frame.scale;
  const fit = total > available ? available / total : 1;
  const scale = frame.scale * fit;
  const used = total * fit;
  const slack = available - used;
  let cursor = margin + (sideProp && sideOnLeft ? sideReserve : 0) + slack * rng.range(0.25, 0.75);
  const positions = slots.map((slot) => {
    const x = cursor + (slot.width * scale) / 2;
    cursor += slot.width * scale;
    return { slot, x: x + rng.range(-8, 8), y: ground + slot.depth * scale };
  });
  const castLeft = Math.min(...positions.map((p) => p.x - (p.slot.width * scale) / 2), SIZE / 2 - 100);
  const castRight = Math.max(...positions.map((p) => p.x + (p.slot.width * scale) / 2), SIZE / 2 + 100);
  const groupCentre = positions.length ? positions.reduce((s, p) => s + p.x, 0) / positions.length : SIZE / 2;

  // The background may be mirrored (a cheap, strong change between redos); the characters never
  // are, so a ponytail stays on the same side on every page.
  const castSpan = mirrored
    ? { left: SIZE - castRight, right: SIZE - castLeft }
    : { left: castLeft, right: castRight };
  const background = drawBackground({
    setting: scene.setting,
    time: scene.timeOfDay,
    rng,
    horizon,
    ground,
    castSpan,
  });
  const mirror = (markup: string): string =>
    mirrored && markup ? el('g', { transform: `translate(${SIZE} 0) scale(-1 1)` }, markup) : markup;
  const layers: string[] = [];
  layers.push(mirror(background.back));

  // Sky props.
  const mainPos = positions.find((p) => p.slot.characterIndex === 0);
  const kiteAt = layers.length;
  let kiteHand: Point | undefined;
  if (props.includes('bird')) {
    for (let i = 0; i < rng.int(2, 3); i++)
      layers.push(
        drawBird(
          rng.range(100, 920),
          rng.range(110, horizon - 200),
          rng.range(0.6, 1),
          rng,
          rng.chance(0.5) ? 1 : -1,
        ),
      );
  }

  // Side prop at an edge.
  if (sideProp) {
    const sx = sideOnLeft ? margin + sideReserve / 2 : SIZE - margin - sideReserve / 2;
    const big = sideProp === 'rocket' && scene.setting === 'space';
    layers.push(
      drawGroundProp(
        sideProp,
        sx,
        ground - 30 * scale,
        big ? scale * 1.1 : scale * (sideProp === 'tree' ? 1.1 : 1),
        rng,
        { space: big, night, outdoor: !scene.indoor },
      ),
    );
  }

  // Characters and ground props, back to front.
  const placed: PlacedCharacter[] = [];
  const photoSpots: PhotoSpot[] = [];
  for (const pos of [...positions].sort((a, b) => a.y - b.y)) {
    const s = scale * (1 + pos.slot.depth / 1200);
    if (pos.slot.kind === 'prop' && pos.slot.prop) {
      layers.push(drawGroundProp(pos.slot.prop, pos.x, pos.y, s, rng, { night }));
      continue;
    }
    const index = pos.slot.characterIndex ?? 0;
    const t = traits[index];
    if (!t) continue;
    const pose = poses.get(index) ?? 'stand';
    const look =
      Math.abs(pos.x - groupCentre) < 30
        ? rng.chance(0.5)
          ? 0
          : rng.pick([-1, 1])
        : pos.x < groupCentre
          ? 1
          : -1;
    // Waves go outwards, reaches towards the group (as if to hold a hand).
    const outward: -1 | 1 = pos.x < groupCentre - 10 ? -1 : 1;
    const gestureSide: -1 | 1 = pose === 'reach' ? (outward === 1 ? -1 : 1) : outward;
    const character = drawCharacter(t, {
      pose,
      look,
      helmet: scene.setting === 'space' && t.kind === 'human',
      winter: scene.setting === 'snow' && t.kind === 'human',
      expression: planned.get(index)?.expression ?? 'happy',
      laugh: LAUGH_WORDS.test(legend) ? rng.chance(0.6) : rng.chance(0.2),
      gestureSide: positions.length === 1 ? (rng.chance(0.5) ? -1 : 1) : gestureSide,
    });
    const mirrorPet = t.kind === 'pet' && pos.x > groupCentre;
    const attrs: Record<string, string> = {
      transform: `translate(${Math.round(pos.x)} ${Math.round(pos.y)}) scale(${mirrorPet ? -round3(s) : round3(s)} ${round3(s)})`,
      'data-character': t.name,
    };
    if (t.kind === 'human')
      Object.assign(attrs, {
        'data-skin': t.skin,
        'data-hair': t.hair,
        'data-top': t.top,
        'data-bottom': t.bottom,
        'data-shoes': t.shoes,
      });
    else Object.assign(attrs, { 'data-coat': t.coat, 'data-species': t.species });
    layers.push(el('g', attrs, character.svg));
    const hands: [Point, Point] = [
      { x: pos.x + character.leftHand.x * s * (mirrorPet ? -1 : 1), y: pos.y + character.leftHand.y * s },
      { x: pos.x + character.rightHand.x * s * (mirrorPet ? -1 : 1), y: pos.y + character.rightHand.y * s },
    ];
    if (index === 0 && pose === 'hold' && props.includes('book')) layers.push(drawBook(hands, s, rng));
    if (index === 0 && props.includes('balloons'))
      layers.push(
        drawBalloons(
          pose === 'wave' && gestureSide === -1 ? hands[0] : hands[1],
          s,
          rng,
          pose === 'wave' ? gestureSide : 1,
        ),
      );
    if (index === 0 && props.includes('kite'))
      kiteHand = pose === 'wave' && gestureSide === -1 ? hands[0] : hands[1];
    const uri = photoDataUri(request.characters[index]?.photo);
    if (uri) photoSpots.push({ x: pos.x, uri, ring: t.kind === 'human' ? t.top : t.collar, name: t.name });
    placed.push({
      index,
      traits: t,
      x: pos.x,
      y: pos.y,
      scale: s,
      pose,
      hasPhoto: uri !== undefined,
      ...figureOnPage(character, pos, s, mirrorPet),
    });
  }

  if (props.includes('kite')) {
    // Up in the sky on the side of the hand that holds the string.
    const fromX = kiteHand?.x ?? SIZE / 2;
    const leftSide = kiteHand ? kiteHand.x < (mainPos?.x ?? SIZE / 2) : fromX > SIZE / 2;
    const kx = leftSide
      ? rng.range(Math.max(110, fromX - 420), Math.max(130, fromX - 140))
      : rng.range(Math.min(fromX + 140, SIZE - 130), Math.min(fromX + 420, SIZE - 110));
    layers.splice(kiteAt, 0, drawKite({ x: kx, y: rng.range(140, 280) }, kiteHand, 1, rng));
  }
  if (props.includes('butterfly')) {
    // Above the tallest head, so a butterfly never lands on a face.
    const headTop = Math.min(
      horizon,
      ...placed.map(
        (p) => p.y - (CHARACTER_HEIGHTS[p.traits.kind === 'pet' ? 'pet' : p.traits.age] + 40) * p.scale,
      ),
    );
    for (let i = 0; i < 2; i++)
      layers.push(
        drawButterfly(
          rng.range(80, 940),
          rng.range(Math.max(120, headTop - 160), Math.max(160, headTop - 20)),
          rng.range(0.8, 1.2),
          rng,
        ),
      );
  }
  if (props.includes('balloons') && !mainPos)
    layers.push(drawBalloons({ x: rng.range(200, 800), y: ground }, scale, rng));

  layers.push(mirror(background.front));
  if (background.overlay)
    layers.push(rect(0, 0, SIZE, SIZE, background.overlay.colour, { opacity: background.overlay.opacity }));
  // Rain the legend tells of, out of doors: a grey veil and falling streaks over everything.
  const weather: ComposedScene['weather'] = !scene.indoor && RAIN_WORDS.test(legend) ? 'rain' : 'clear';
  if (weather === 'rain') {
    const streaks: string[] = [];
    for (let i = 0; i < 70; i++) {
      const x = rng.range(0, SIZE);
      const y = rng.range(0, SIZE - 60);
      streaks.push(`M${Math.round(x)} ${Math.round(y)}l-10 34`);
    }
    layers.push(rect(0, 0, SIZE, SIZE, '#6B7A8F', { opacity: 0.22 }));
    layers.push(
      el('path', {
        d: streaks.join(''),
        stroke: '#DCE6F2',
        'stroke-width': '3',
        'stroke-linecap': 'round',
        opacity: '0.8',
        fill: 'none',
      }),
    );
  }

  const photos = photoGarland(photoSpots, rng);
  const flat =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs>${background.defs}${photos.defs}</defs>` +
    rect(0, 0, SIZE, SIZE, BRAND.paper) +
    layers.join('') +
    photos.svg +
    '</svg>';
  const svg = applyStyle(flat, request.artStyle);
  return { svg, plan, scene, framing, mirrored, placed, photos: photos.placed, props, weather };
}

/** A drawn figure's box and head in page pixels (its local drawing moved and scaled as placed). */
function figureOnPage(
  character: DrawnCharacter,
  at: Point,
  s: number,
  mirrored: boolean,
): { box: Box; head: Point & { r: number } } {
  const flip = mirrored ? -1 : 1;
  const xs = [-character.halfWidth, character.halfWidth, character.leftHand.x, character.rightHand.x];
  const ys = [
    -character.height,
    character.head.y - character.head.r,
    character.leftHand.y,
    character.rightHand.y,
  ];
  return {
    box: {
      left: at.x + Math.min(...xs) * s,
      right: at.x + Math.max(...xs) * s,
      top: at.y + Math.min(...ys) * s,
      bottom: at.y,
    },
    head: { x: at.x + character.head.x * s * flip, y: at.y + character.head.y * s, r: character.head.r * s },
  };
}

/** How far a figure reaches from its centre line, hands included. */
function reach(character: DrawnCharacter | undefined): number {
  if (!character) return 60;
  return Math.max(character.halfWidth, Math.abs(character.leftHand.x), Math.abs(character.rightHand.x));
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

/**
 * Photo Stories: the family photos hang on a string across the top of the picture, each in a
 * round frame above its character, ringed in that character's outfit colour.
 */
function photoGarland(spots: PhotoSpot[], rng: Rng): { defs: string; svg: string; placed: PlacedPhoto[] } {
  if (spots.length === 0) return { defs: '', svg: '', placed: [] };
  const sorted = [...spots].sort((a, b) => a.x - b.x);
  // Frames (ring included) keep inside the print's safe area, side by side with a gap.
  const room = SIZE - 2 * SAFE_INSET_PX;
  const fitting = (room - 12 * (sorted.length - 1)) / (2 * sorted.length) - 14;
  const R = Math.min(84, fitting, Math.max(46, SIZE / Math.max(1, sorted.length) / 3));
  // Keep frames apart.
  const minGap = 2 * (R + 14) + 12;
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1];
    const cur = sorted[i];
    if (prev && cur && cur.x - prev.x < minGap) cur.x = prev.x + minGap;
  }
  const overflow = (sorted[sorted.length - 1]?.x ?? 0) - (SIZE - SAFE_INSET_PX - R - 14);
  if (overflow > 0) for (const s of sorted) s.x -= overflow;
  for (const s of sorted) s.x = Math.max(SAFE_INSET_PX + R + 14, s.x);
  const y0 = rng.range(22, 44);
  const sag = rng.range(40, 80);
  const ropeY = (x: number): number => {
    const t = x / SIZE;
    return (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
  };
  let defs = '';
  const placed: PlacedPhoto[] = [];
  const out: string[] = [
    path(d`M -10 ${y0} Q ${SIZE / 2} ${y0 + sag * 2} ${SIZE + 10} ${y0}`, 'none', {
      stroke: '#8A6A52',
      'stroke-width': 4,
    }),
  ];
  sorted.forEach((spot, i) => {
    const ry = ropeY(spot.x);
    // Hung low enough that the frame's top clears the safe area's edge.
    const drop = Math.max(rng.range(18, 40), SAFE_INSET_PX + 6 - ry);
    const cy = ry + drop + R + 8;
    const tilt = rng.range(-6, 6);
    const id = `photo${i}`;
    placed.push({ name: spot.name, x: spot.x, y: cy, r: R + 14 });
    defs += el('clipPath', { id }, circle(0, 0, R, '#FFFFFF'));
    out.push(
      path(d`M ${spot.x} ${ry} L ${spot.x} ${cy - R}`, 'none', { stroke: '#8A6A52', 'stroke-width': 3 }),
    );
    out.push(rect(spot.x - 6, ry - 10, 12, 22, BRAND.sunrise, { rx: 3 }));
    out.push(
      el(
        'g',
        {
          transform: `translate(${Math.round(spot.x)} ${Math.round(cy)}) rotate(${Math.round(tilt)})`,
          'data-photo': spot.name,
        },
        circle(3, 6, R + 14, BRAND.ink, { opacity: 0.15 }) +
          circle(0, 0, R + 14, spot.ring) +
          circle(0, 0, R + 6, '#FFFFFF') +
          circle(0, 0, R, '#E8EEF3') +
          el('image', {
            href: spot.uri,
            x: -R,
            y: -R,
            width: 2 * R,
            height: 2 * R,
            preserveAspectRatio: 'xMidYMid slice',
            'clip-path': `url(#${id})`,
          }),
      ),
    );
  });
  return { defs, svg: out.join(''), placed };
}
