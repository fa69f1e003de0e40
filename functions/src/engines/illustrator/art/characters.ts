import { BRAND } from './palette.js';
import { circle, d, ellipse, el, group, path, rect } from '../svg.js';
import type { AgeClass, CharacterTraits, HumanTraits, PetTraits } from '../traits.js';

/**
 * Draws one character as an SVG group in local coordinates: the feet stand on (0, 0), up is
 * negative y. Composition places it with a transform. Faces are round and friendly: dot eyes
 * with a highlight, rosy cheeks and a smile.
 */

export type Pose = 'stand' | 'wave' | 'cheer' | 'hold' | 'reach' | 'sit' | 'hug';
export type Expression = 'happy' | 'sad' | 'thoughtful' | 'surprised' | 'scared' | 'sleepy' | 'proud';

export interface DrawOptions {
  pose: Pose;
  /** -1 looks left, 0 at the reader, 1 right. */
  look: number;
  /** Space: a bubble helmet. */
  helmet?: boolean;
  /** Snow: a knitted hat and a scarf. */
  winter?: boolean;
  /** Open, laughing mouth (happy faces only). */
  laugh?: boolean;
  /** The feeling the face shows; happy when not given. */
  expression?: Expression;
  /** The arm that waves or reaches: -1 the left one (as seen), 1 the right one (default). */
  gestureSide?: -1 | 1;
}

export interface Point {
  x: number;
  y: number;
}

export interface DrawnCharacter {
  svg: string;
  /** Local coordinates (before the composition's transform). */
  height: number;
  halfWidth: number;
  head: Point & { r: number };
  leftHand: Point;
  rightHand: Point;
}

interface BodyPlan {
  H: number;
  headR: number;
  torsoH: number;
  shoulderW: number;
  hipW: number;
  armW: number;
  legW: number;
  armL: number;
}

const PLANS: Record<AgeClass, BodyPlan> = {
  child: { H: 300, headR: 64, torsoH: 96, shoulderW: 82, hipW: 92, armW: 22, legW: 26, armL: 86 },
  adult: { H: 450, headR: 55, torsoH: 168, shoulderW: 104, hipW: 104, armW: 26, legW: 31, armL: 150 },
  elder: { H: 428, headR: 55, torsoH: 160, shoulderW: 104, hipW: 110, armW: 26, legW: 31, armL: 142 },
};

export const CHARACTER_HEIGHTS: Record<AgeClass | 'pet', number> = {
  child: 300,
  adult: 450,
  elder: 428,
  pet: 150,
};

const INK = BRAND.ink;

/** Where freckles sit on a cheek, in head radii from the face's centre. */
const FRECKLES: ReadonlyArray<readonly [number, number]> = [
  [0.42, 0.2],
  [0.56, 0.16],
  [0.5, 0.27],
];

export function drawCharacter(traits: CharacterTraits, options: DrawOptions): DrawnCharacter {
  return traits.kind === 'pet' ? drawPet(traits, options) : drawHuman(traits, options);
}

function quadPoint(p0: Point, p1: Point, p2: Point, t: number): Point {
  const u = 1 - t;
  return {
    x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
    y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y,
  };
}

function handTargets(
  pose: Pose,
  side: -1 | 1,
  gestureSide: -1 | 1,
  shoulder: Point,
  plan: BodyPlan,
  torsoMid: number,
): { hand: Point; elbowOut: number } {
  const L = plan.armL;
  const raised = { hand: { x: shoulder.x + side * L * 0.45, y: shoulder.y - L * 0.85 }, elbowOut: L * 0.35 };
  const down = { hand: { x: shoulder.x + side * L * 0.28, y: shoulder.y + L * 0.92 }, elbowOut: L * 0.12 };
  switch (pose) {
    case 'cheer':
      return raised;
    case 'wave':
      return side === gestureSide ? raised : down;
    case 'hold':
      return { hand: { x: side * plan.shoulderW * 0.22, y: torsoMid }, elbowOut: L * 0.4 };
    case 'hug':
      // Both arms open and forward, towards whoever is being hugged.
      return { hand: { x: shoulder.x + side * L * 0.6, y: shoulder.y + L * 0.3 }, elbowOut: L * 0.3 };
    case 'reach':
      return side === gestureSide
        ? { hand: { x: shoulder.x + side * L * 0.85, y: shoulder.y + L * 0.35 }, elbowOut: L * 0.05 }
        : down;
    default:
      return down;
  }
}

function drawHuman(t: HumanTraits, o: DrawOptions): DrawnCharacter {
  const p = PLANS[t.age];
  const r = p.headR;
  const cy = -p.H + r;
  const neckY = cy + r * 0.8;
  const top = neckY;
  const bot = top + p.torsoH;
  const sw = p.shoulderW;
  const hw = t.feminine && t.outfit === 'dress' ? p.hipW * 0.95 : p.hipW;
  const legTop = bot - 8;
  const legX = hw / 2 - p.legW / 2 - 5;
  const parts: string[] = [];
  const legBottom = -12;
  // Sitting: the body comes down onto crossed legs; everything above the hips moves by `drop`.
  const sitting = o.pose === 'sit';
  const drop = sitting ? legBottom - legTop - p.legW * 1.1 : 0;

  // Soft ground shadow.
  const ground = [ellipse(0, -2, hw * (sitting ? 1.1 : 0.85), 12, INK, { opacity: 0.13 })];
  if (sitting) {
    // A lap of crossed legs seen from the front, shoes peeking out at each end.
    ground.push(
      ellipse(0, -p.legW * 0.75, hw * 0.95, p.legW * 0.85, t.outfit === 'dress' ? t.skin : t.bottom),
    );
    for (const side of [-1, 1])
      ground.push(ellipse(side * hw * 0.8, -p.legW * 0.45, p.legW * 0.75, p.legW * 0.5, t.shoes));
  }

  // Hair that hangs behind the body.
  parts.push(hairBack(t, r, cy));

  // Legs and shoes.
  for (const side of [-1, 1] as const) {
    if (sitting) break;
    const x = side * legX - p.legW / 2;
    const pantsEnd =
      t.outfit === 'shirtPants' || t.outfit === 'overalls'
        ? legBottom
        : t.outfit === 'shirtShorts'
          ? legTop + (legBottom - legTop) * 0.42
          : legTop;
    parts.push(rect(x, legTop, p.legW, legBottom - legTop + 4, t.skin));
    if (pantsEnd > legTop)
      parts.push(
        rect(x - 1, legTop, p.legW + 2, pantsEnd - legTop + (pantsEnd === legBottom ? 4 : 0), t.bottom),
      );
    parts.push(ellipse(side * (legX + 5), -9, p.legW * 0.82, 11, t.shoes));
  }

  // Torso (shirt), a skirt for dresses, overall bib.
  const rr = 20;
  const torso = d`M ${-sw / 2 + rr} ${top} L ${sw / 2 - rr} ${top} Q ${sw / 2 + 2} ${top} ${sw / 2 + 4} ${top + rr}
    L ${hw / 2} ${bot - 10} Q ${hw / 2} ${bot} ${hw / 2 - 10} ${bot} L ${-hw / 2 + 10} ${bot} Q ${-hw / 2} ${bot} ${-hw / 2} ${bot - 10}
    L ${-sw / 2 - 4} ${top + rr} Q ${-sw / 2 - 2} ${top} ${-sw / 2 + rr} ${top} Z`;
  parts.push(rect(-p.legW * 0.4, neckY - r * 0.25, p.legW * 0.8, r * 0.4, t.skinShade));
  if (t.outfit === 'dress') {
    const skirtTop = top + p.torsoH * 0.55;
    const skirtBot = bot + (legBottom - bot) * 0.4;
    const sk = hw * 0.82;
    parts.push(path(torso, t.top));
    parts.push(
      path(
        d`M ${-hw / 2 + 4} ${skirtTop} L ${hw / 2 - 4} ${skirtTop} L ${sk} ${skirtBot - 8} Q ${sk} ${skirtBot + 4} ${sk - 14} ${skirtBot + 4}
        Q 0 ${skirtBot + 12} ${-sk + 14} ${skirtBot + 4} Q ${-sk} ${skirtBot + 4} ${-sk} ${skirtBot - 8} Z`,
        t.top,
      ),
    );
    parts.push(
      path(d`M ${-sk + 6} ${skirtBot - 6} Q 0 ${skirtBot + 4} ${sk - 6} ${skirtBot - 6}`, 'none', {
        stroke: '#FFFFFF',
        'stroke-opacity': 0.45,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    );
    parts.push(rect(-hw / 2 + 2, skirtTop - 7, hw - 4, 8, t.bottom, { rx: 4 }));
  } else {
    parts.push(path(torso, t.top));
    if (t.outfit === 'overalls') {
      const bibTop = top + p.torsoH * 0.38;
      parts.push(rect(-sw * 0.3, bibTop, sw * 0.6, bot - bibTop, t.bottom, { rx: 8 }));
      parts.push(rect(-hw / 2, bot - 22, hw, 24, t.bottom, { rx: 8 }));
      for (const side of [-1, 1]) {
        parts.push(
          path(d`M ${side * sw * 0.26} ${bibTop + 4} L ${side * sw * 0.36} ${top + 2}`, 'none', {
            stroke: t.bottom,
            'stroke-width': 9,
            'stroke-linecap': 'round',
          }),
        );
        parts.push(circle(side * sw * 0.2, bibTop + 10, 4, '#F6D365'));
      }
    } else {
      parts.push(rect(-hw / 2 + 1, bot - 14, hw - 2, 16, t.bottom, { rx: 7 }));
      // A friendly detail on the shirt: a pocket or a stripe.
      parts.push(
        path(d`M ${-sw / 2 + 6} ${top + p.torsoH * 0.45} L ${sw / 2 - 6} ${top + p.torsoH * 0.45}`, 'none', {
          stroke: '#FFFFFF',
          'stroke-opacity': 0.35,
          'stroke-width': 8,
        }),
      );
    }
  }
  // Collar.
  parts.push(
    path(d`M ${-r * 0.38} ${top + 1} Q 0 ${top + r * 0.42} ${r * 0.38} ${top + 1} Z`, '#FFFFFF', {
      opacity: 0.55,
    }),
  );
  if (o.winter) {
    parts.push(rect(-sw * 0.42, top - 6, sw * 0.84, 20, t.bottom, { rx: 10 }));
    parts.push(rect(sw * 0.12, top + 6, 18, 42, t.bottom, { rx: 8 }));
  }

  // Arms: a skin-coloured curve with a sleeve over the upper part, and a round hand.
  const torsoMid = top + p.torsoH * 0.55;
  const hands: Point[] = [];
  for (const side of [-1, 1] as const) {
    const shoulder = { x: side * (sw / 2 - p.armW * 0.25), y: top + p.armW * 0.55 };
    const { hand, elbowOut } = handTargets(o.pose, side, o.gestureSide ?? 1, shoulder, p, torsoMid);
    const control = { x: (shoulder.x + hand.x) / 2 + side * elbowOut, y: (shoulder.y + hand.y) / 2 };
    const sleeveEnd = quadPoint(shoulder, control, hand, t.age === 'child' ? 0.45 : 0.8);
    const sleeveControl = {
      x: shoulder.x + (control.x - shoulder.x) * (t.age === 'child' ? 0.45 : 0.8),
      y: shoulder.y + (control.y - shoulder.y) * (t.age === 'child' ? 0.45 : 0.8),
    };
    const stroke = { 'stroke-width': p.armW, 'stroke-linecap': 'round', fill: 'none' };
    parts.push(
      el('path', {
        d: d`M ${shoulder.x} ${shoulder.y} Q ${control.x} ${control.y} ${hand.x} ${hand.y}`,
        stroke: t.skin,
        ...stroke,
      }),
    );
    parts.push(
      el('path', {
        d: d`M ${shoulder.x} ${shoulder.y} Q ${sleeveControl.x} ${sleeveControl.y} ${sleeveEnd.x} ${sleeveEnd.y}`,
        stroke: t.top,
        ...stroke,
        'stroke-width': p.armW + 4,
      }),
    );
    parts.push(circle(hand.x, hand.y, p.armW * 0.62, t.skin));
    hands.push(hand);
  }

  // Head: ears, face, hair on top.
  for (const side of [-1, 1]) parts.push(circle(side * r * 0.96, cy + r * 0.12, r * 0.2, t.skinShade));
  parts.push(circle(0, cy, r, t.skin));
  parts.push(hairFront(t, r, cy, o));
  parts.push(face(t, r, cy, o));
  if (o.helmet) {
    parts.push(
      circle(0, cy + r * 0.05, r * 1.42, '#DDF3FF', {
        'fill-opacity': 0.28,
        stroke: '#FFFFFF',
        'stroke-width': 6,
        'stroke-opacity': 0.85,
      }),
    );
    parts.push(
      path(
        d`M ${-r * 0.9} ${cy - r * 0.6} Q ${-r * 0.7} ${cy - r * 1.15} ${-r * 0.1} ${cy - r * 1.25}`,
        'none',
        { stroke: '#FFFFFF', 'stroke-width': 8, 'stroke-linecap': 'round', opacity: 0.8 },
      ),
    );
  }
  const [leftHand, rightHand] = hands as [Point, Point];
  const upper = drop
    ? el('g', { transform: `translate(0 ${round1(drop)})` }, parts.join(''))
    : parts.join('');
  return {
    svg: ground.join('') + upper,
    height: p.H - drop,
    halfWidth: Math.max(sw, hw) / 2 + p.armW + (sitting ? hw * 0.2 : 0),
    head: { x: 0, y: cy + drop, r },
    leftHand: { x: leftHand.x, y: leftHand.y + drop },
    rightHand: { x: rightHand.x, y: rightHand.y + drop },
  };
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

function hairCap(r: number, cy: number, fringe: string): string {
  return (
    d`M ${-r * 1.05} ${cy + r * 0.2} C ${-r * 1.12} ${cy - r * 1.55} ${r * 1.12} ${cy - r * 1.55} ${r * 1.05} ${cy + r * 0.2}` +
    ` ${fringe} Z`
  );
}

function hairBack(t: HumanTraits, r: number, cy: number): string {
  const h = t.hair;
  switch (t.hairStyle) {
    case 'long':
      return path(
        d`M ${-r * 1.08} ${cy - r * 0.2} Q ${-r * 1.2} ${cy + r * 1.5} ${-r * 0.9} ${cy + r * 1.9} L ${r * 0.9} ${cy + r * 1.9} Q ${r * 1.2} ${cy + r * 1.5} ${r * 1.08} ${cy - r * 0.2} Z`,
        h,
      );
    case 'bob':
      return path(
        d`M ${-r * 1.12} ${cy - r * 0.1} Q ${-r * 1.22} ${cy + r * 0.75} ${-r * 0.85} ${cy + r * 0.85} L ${r * 0.85} ${cy + r * 0.85} Q ${r * 1.22} ${cy + r * 0.75} ${r * 1.12} ${cy - r * 0.1} Z`,
        h,
      );
    case 'ponytail':
      return (
        path(
          d`M ${r * 0.7} ${cy - r * 0.75} Q ${r * 1.75} ${cy - r * 0.6} ${r * 1.35} ${cy + r * 0.9} Q ${r * 1.05} ${cy + r * 0.2} ${r * 0.55} ${cy - r * 0.25} Z`,
          h,
        ) + circle(r * 0.86, cy - r * 0.66, r * 0.13, BRAND.berry)
      );
    case 'pigtails':
      return [-1, 1]
        .map(
          (s) =>
            ellipse(s * r * 1.18, cy + r * 0.15, r * 0.3, r * 0.52, h, {
              transform: `rotate(${s * -18} ${s * r * 1.18} ${cy + r * 0.15})`,
            }) + circle(s * r * 1.0, cy - r * 0.3, r * 0.12, BRAND.sunrise),
        )
        .join('');
    case 'puffs':
      return [-1, 1].map((s) => circle(s * r * 0.82, cy - r * 0.78, r * 0.48, h)).join('');
    case 'bun':
      return circle(0, cy - r * 1.08, r * 0.4, h);
    case 'braids':
      return [-1, 1].map((s) => braid(s, r, cy, h)).join('');
    default:
      return '';
  }
}

/** One plait hanging beside the face to the shoulder: stacked beads of hair and a tie. */
function braid(side: number, r: number, cy: number, hair: string): string {
  const beads: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = cy + r * (0.05 + i * 0.32);
    beads.push(
      ellipse(side * r * (1.02 - i * 0.03), y, r * (0.24 - i * 0.012), r * 0.2, hair, {
        stroke: INK,
        'stroke-opacity': 0.18,
        'stroke-width': r * 0.03,
      }),
    );
  }
  const tieY = cy + r * 1.58;
  return (
    beads.join('') +
    circle(side * r * 0.88, tieY, r * 0.1, BRAND.sunrise) +
    path(
      d`M ${side * r * 0.88} ${tieY} Q ${side * r * 0.92} ${tieY + r * 0.25} ${side * r * 0.8} ${tieY + r * 0.38}`,
      'none',
      { stroke: hair, 'stroke-width': r * 0.12, 'stroke-linecap': 'round' },
    )
  );
}

/**
 * A headscarf over the hair and ears, framing the face and falling over the neck: an outer
 * oval with the face's oval cut out (even-odd), so only the face shows.
 */
function headscarf(t: HumanTraits, r: number, cy: number): string {
  const scarf = t.scarf ?? t.top;
  const oval = (cx: number, y: number, rx: number, ry: number) =>
    d`M ${cx - rx} ${y} A ${rx} ${ry} 0 1 0 ${cx + rx} ${y} A ${rx} ${ry} 0 1 0 ${cx - rx} ${y} Z`;
  return (
    path(
      `${oval(0, cy + r * 0.1, r * 1.16, r * 1.26)} ${oval(0, cy + r * 0.14, r * 0.84, r * 0.86)}`,
      scarf,
      {
        'fill-rule': 'evenodd',
      },
    ) +
    // A soft fold across the forehead.
    path(d`M ${-r * 0.82} ${cy - r * 0.52} Q 0 ${cy - r * 0.92} ${r * 0.82} ${cy - r * 0.52}`, 'none', {
      stroke: '#FFFFFF',
      'stroke-opacity': 0.3,
      'stroke-width': r * 0.07,
      'stroke-linecap': 'round',
    })
  );
}

function hairFront(t: HumanTraits, r: number, cy: number, o: DrawOptions): string {
  const h = t.hair;
  if (t.hairStyle === 'covered') return headscarf(t, r, cy);
  if (o.winter) {
    // Knitted hat with a pompom; a little hair peeks out.
    return (
      path(
        hairCap(
          r,
          cy,
          d`Q ${r * 0.5} ${cy - r * 0.35} 0 ${cy - r * 0.38} Q ${-r * 0.5} ${cy - r * 0.35} ${-r * 1.05} ${cy + r * 0.2}`,
        ),
        h,
      ) +
      path(
        d`M ${-r * 1.02} ${cy - r * 0.3} C ${-r * 1.0} ${cy - r * 1.45} ${r * 1.0} ${cy - r * 1.45} ${r * 1.02} ${cy - r * 0.3} Z`,
        t.top,
      ) +
      rect(-r * 1.08, cy - r * 0.46, r * 2.16, r * 0.3, t.bottom, { rx: r * 0.14 }) +
      circle(0, cy - r * 1.12, r * 0.22, '#FFFFFF')
    );
  }
  switch (t.hairStyle) {
    case 'bald': {
      const shine = ellipse(-r * 0.3, cy - r * 0.68, r * 0.2, r * 0.1, '#FFFFFF', { opacity: 0.35 });
      // Grown-ups keep a fringe of hair over the ears; a bald child's head is smooth all over.
      if (t.age === 'child') return shine;
      return [-1, 1].map((s) => ellipse(s * r * 0.9, cy - r * 0.12, r * 0.24, r * 0.36, h)).join('') + shine;
    }
    case 'spiky': {
      const spikes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const a = Math.PI * (1.15 + i * 0.175);
        const bx = Math.cos(a) * r * 0.95;
        const by = cy + Math.sin(a) * r * 0.95;
        const tx = Math.cos(a) * r * 1.32;
        const ty = cy + Math.sin(a) * r * 1.32;
        spikes.push(
          path(d`M ${bx - r * 0.22} ${by + r * 0.05} L ${tx} ${ty} L ${bx + r * 0.22} ${by + r * 0.05} Z`, h),
        );
      }
      return (
        spikes.join('') +
        path(
          hairCap(
            r,
            cy,
            d`L ${r * 0.85} ${cy - r * 0.25} L ${r * 0.45} ${cy - r * 0.48} L ${r * 0.1} ${cy - r * 0.3} L ${-r * 0.3} ${cy - r * 0.52} L ${-r * 0.7} ${cy - r * 0.3} L ${-r * 1.05} ${cy + r * 0.2}`,
          ),
          h,
        )
      );
    }
    case 'curlyShort': {
      const curls: string[] = [];
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (1.02 + i * 0.12);
        curls.push(circle(Math.cos(a) * r * 0.92, cy + Math.sin(a) * r * 0.92, r * 0.3, h));
      }
      return (
        path(
          hairCap(
            r,
            cy,
            d`Q ${r * 0.5} ${cy - r * 0.5} 0 ${cy - r * 0.55} Q ${-r * 0.5} ${cy - r * 0.5} ${-r * 1.05} ${cy + r * 0.2}`,
          ),
          h,
        ) + curls.join('')
      );
    }
    case 'puffs':
      return path(
        hairCap(
          r,
          cy,
          d`Q ${r * 0.55} ${cy - r * 0.5} 0 ${cy - r * 0.55} Q ${-r * 0.55} ${cy - r * 0.5} ${-r * 1.05} ${cy + r * 0.2}`,
        ),
        h,
      );
    case 'braids':
    case 'bob':
    case 'long':
      // Straight bangs or a centre parting.
      return t.hairStyle === 'bob'
        ? path(
            hairCap(
              r,
              cy,
              d`L ${r * 0.95} ${cy - r * 0.28} L ${-r * 0.95} ${cy - r * 0.28} L ${-r * 1.05} ${cy + r * 0.2}`,
            ),
            h,
          )
        : path(
            hairCap(
              r,
              cy,
              d`Q ${r * 0.55} ${cy - r * 0.3} ${r * 0.08} ${cy - r * 0.72} L ${-r * 0.08} ${cy - r * 0.72} Q ${-r * 0.55} ${cy - r * 0.3} ${-r * 1.05} ${cy + r * 0.2}`,
            ),
            h,
          );
    case 'bun':
    case 'ponytail':
    case 'pigtails':
      return path(
        hairCap(
          r,
          cy,
          d`Q ${r * 0.6} ${cy - r * 0.4} ${r * 0.1} ${cy - r * 0.62} Q ${-r * 0.5} ${cy - r * 0.45} ${-r * 1.05} ${cy + r * 0.2}`,
        ),
        h,
      );
    default:
      // short: a side-swept fringe.
      return path(
        hairCap(
          r,
          cy,
          d`L ${r * 0.98} ${cy - r * 0.15} Q ${r * 0.6} ${cy - r * 0.62} ${-r * 0.2} ${cy - r * 0.45} Q ${-r * 0.7} ${cy - r * 0.4} ${-r * 1.05} ${cy + r * 0.2}`,
        ),
        h,
      );
  }
}

function face(t: HumanTraits, r: number, cy: number, o: DrawOptions): string {
  const out: string[] = [];
  const expression = o.expression ?? 'happy';
  const lx = o.look * r * 0.08;
  const ey = cy + r * 0.08;
  const line = (width: number) => ({ stroke: INK, 'stroke-width': r * width, 'stroke-linecap': 'round' });
  const wide = expression === 'surprised' || expression === 'scared';
  for (const s of [-1, 1]) {
    const ex = s * r * 0.34 + lx;
    if (expression === 'sleepy') {
      // Closed, drooping eyes.
      out.push(
        path(d`M ${ex - r * 0.11} ${ey} Q ${ex} ${ey + r * 0.09} ${ex + r * 0.11} ${ey}`, 'none', line(0.05)),
      );
    } else if (expression === 'proud') {
      // Smiling eyes.
      out.push(
        path(
          d`M ${ex - r * 0.11} ${ey + r * 0.03} Q ${ex} ${ey - r * 0.1} ${ex + r * 0.11} ${ey + r * 0.03}`,
          'none',
          line(0.055),
        ),
      );
    } else {
      const k = wide ? 1.3 : 1;
      const up = expression === 'thoughtful' ? -r * 0.05 : 0;
      if (t.eyes) {
        // A chosen eye colour: a larger coloured iris ringed in ink, a pupil, the highlight.
        out.push(
          ellipse(ex, ey + up, r * 0.11 * k, r * 0.13 * k, t.eyes, {
            stroke: INK,
            'stroke-width': r * 0.025,
          }),
        );
        out.push(ellipse(ex, ey + up + r * 0.01, r * 0.05 * k, r * 0.06 * k, INK));
      } else out.push(ellipse(ex, ey + up, r * 0.085 * k, r * 0.115 * k, INK));
      out.push(circle(ex + r * 0.028, ey + up - r * 0.045, r * 0.032 * k, '#FFFFFF'));
    }
    // Brows: grown-ups always, children when the feeling shows in them.
    const by = ey - r * 0.24;
    if (expression === 'sad' || expression === 'scared') {
      // Inner ends raised, outer ends low: worry, not anger.
      out.push(
        path(
          d`M ${ex - s * r * 0.14} ${by - r * 0.07} L ${ex + s * r * 0.12} ${by + r * 0.04}`,
          'none',
          line(0.05),
        ),
      );
    } else if (expression === 'thoughtful' && s === 1) {
      out.push(
        path(
          d`M ${ex - r * 0.13} ${by - r * 0.06} Q ${ex} ${by - r * 0.17} ${ex + r * 0.13} ${by - r * 0.08}`,
          'none',
          line(0.05),
        ),
      );
    } else if (expression === 'surprised') {
      out.push(
        path(
          d`M ${ex - r * 0.13} ${by - r * 0.08} Q ${ex} ${by - r * 0.2} ${ex + r * 0.13} ${by - r * 0.08}`,
          'none',
          line(0.05),
        ),
      );
    } else if (t.age !== 'child') {
      out.push(
        path(
          d`M ${ex - r * 0.13} ${ey - r * 0.24} Q ${ex} ${ey - r * 0.33} ${ex + r * 0.13} ${ey - r * 0.24}`,
          'none',
          {
            ...line(0.045),
            opacity: 0.55,
          },
        ),
      );
    }
    const blush = expression === 'sad' || expression === 'scared' ? 0.12 : 0.28;
    out.push(circle(s * r * 0.56 + lx * 0.5, cy + r * 0.36, r * 0.15, BRAND.berry, { opacity: blush }));
    if (t.freckles) {
      // Three dots over each cheek, beside the nose.
      for (const [fx, fy] of FRECKLES)
        out.push(circle(s * r * fx + lx * 0.5, cy + r * fy, r * 0.035, t.freckles, { opacity: 0.8 }));
    }
  }
  out.push(ellipse(lx * 0.8, cy + r * 0.25, r * 0.07, r * 0.05, t.skinShade));
  const mx = lx * 0.7;
  const my = cy + r * 0.48;
  if (expression === 'sad') {
    out.push(
      path(
        d`M ${mx - r * 0.18} ${my + r * 0.04} Q ${mx} ${my - r * 0.12} ${mx + r * 0.18} ${my + r * 0.04}`,
        'none',
        line(0.06),
      ),
    );
  } else if (expression === 'thoughtful') {
    out.push(
      path(
        d`M ${mx - r * 0.06} ${my} Q ${mx + r * 0.06} ${my - r * 0.03} ${mx + r * 0.16} ${my - r * 0.02}`,
        'none',
        line(0.055),
      ),
    );
  } else if (expression === 'surprised' || expression === 'scared') {
    const k = expression === 'surprised' ? 1 : 0.7;
    out.push(ellipse(mx, my + r * 0.02, r * 0.1 * k, r * 0.13 * k, '#9C3A4F'));
  } else if (expression === 'sleepy') {
    out.push(ellipse(mx, my, r * 0.06, r * 0.05, '#9C3A4F'));
  } else if (o.laugh || expression === 'proud') {
    out.push(
      path(
        d`M ${mx - r * 0.22} ${cy + r * 0.38} Q ${mx} ${cy + r * 0.78} ${mx + r * 0.22} ${cy + r * 0.38} Z`,
        '#9C3A4F',
      ),
    );
    out.push(
      path(
        d`M ${mx - r * 0.1} ${cy + r * 0.55} Q ${mx} ${cy + r * 0.5} ${mx + r * 0.1} ${cy + r * 0.55} Q ${mx} ${cy + r * 0.6} ${mx - r * 0.1} ${cy + r * 0.55} Z`,
        '#F08A9B',
      ),
    );
  } else {
    out.push(
      path(
        d`M ${mx - r * 0.22} ${cy + r * 0.4} Q ${mx} ${cy + r * 0.62} ${mx + r * 0.22} ${cy + r * 0.4}`,
        'none',
        line(0.065),
      ),
    );
  }
  if (t.beard) {
    out.push(
      path(
        d`M ${mx - r * 0.3} ${cy + r * 0.36} Q ${mx - r * 0.15} ${cy + r * 0.22} ${mx} ${cy + r * 0.32} Q ${mx + r * 0.15} ${cy + r * 0.22} ${mx + r * 0.3} ${cy + r * 0.36} Q ${mx} ${cy + r * 0.42} ${mx - r * 0.3} ${cy + r * 0.36} Z`,
        t.hair,
      ),
    );
  }
  if (t.glasses) {
    for (const s of [-1, 1])
      out.push(
        circle(s * r * 0.34 + lx, ey, r * 0.19, '#FFFFFF', {
          'fill-opacity': 0.18,
          stroke: INK,
          'stroke-width': r * 0.045,
        }),
      );
    out.push(
      path(d`M ${lx - r * 0.15} ${ey} L ${lx + r * 0.15} ${ey}`, 'none', {
        stroke: INK,
        'stroke-width': r * 0.045,
      }),
    );
  }
  return out.join('');
}

function drawPet(t: PetTraits, o: DrawOptions): DrawnCharacter {
  const parts: string[] = [ellipse(0, -2, 70, 11, INK, { opacity: 0.13 })];
  const face = (hx: number, hy: number, hr: number): string => {
    const lx = o.look * hr * 0.08;
    const out: string[] = [];
    for (const s of [-1, 1]) {
      out.push(ellipse(hx + s * hr * 0.36 + lx, hy - hr * 0.05, hr * 0.1, hr * 0.13, INK));
      out.push(circle(hx + s * hr * 0.36 + lx + hr * 0.03, hy - hr * 0.1, hr * 0.04, '#FFFFFF'));
    }
    return out.join('');
  };
  if (t.species === 'dog') {
    const hx = 48;
    const hy = -118;
    const hr = 40;
    parts.push(
      path(d`M -58 -78 Q -92 -100 -84 -128`, 'none', {
        stroke: t.coat,
        'stroke-width': 14,
        'stroke-linecap': 'round',
      }),
    );
    for (const x of [-42, -18, 22, 44])
      parts.push(rect(x - 9, -62, 18, 56, x === -18 || x === 22 ? t.patch : t.coat, { rx: 9 }));
    parts.push(ellipse(0, -74, 66, 36, t.coat));
    parts.push(ellipse(-18, -84, 26, 18, t.patch, { opacity: 0.85 }));
    parts.push(
      rect(hx - 30, hy + 26, 52, 12, t.collar, { rx: 6, transform: `rotate(-12 ${hx} ${hy + 32})` }),
    );
    parts.push(circle(hx - 2, hy + 42, 6, BRAND.sunrise));
    parts.push(circle(hx, hy, hr, t.coat));
    if (t.floppyEars) {
      for (const s of [-1, 1])
        parts.push(
          ellipse(hx + s * hr * 0.95, hy + 2, hr * 0.28, hr * 0.56, t.patch, {
            transform: `rotate(${s * 14} ${hx + s * hr * 0.95} ${hy + 2})`,
          }),
        );
    } else {
      for (const s of [-1, 1])
        parts.push(
          path(
            d`M ${hx + s * hr * 0.35} ${hy - hr * 0.75} L ${hx + s * hr * 0.85} ${hy - hr * 1.25} L ${hx + s * hr * 0.95} ${hy - hr * 0.35} Z`,
            t.patch,
          ),
        );
    }
    parts.push(face(hx, hy, hr));
    parts.push(ellipse(hx, hy + hr * 0.42, hr * 0.38, hr * 0.28, '#FFFFFF', { opacity: 0.7 }));
    parts.push(ellipse(hx, hy + hr * 0.3, hr * 0.14, hr * 0.1, INK));
    parts.push(
      path(
        d`M ${hx - hr * 0.18} ${hy + hr * 0.5} Q ${hx - hr * 0.09} ${hy + hr * 0.62} ${hx} ${hy + hr * 0.48} Q ${hx + hr * 0.09} ${hy + hr * 0.62} ${hx + hr * 0.18} ${hy + hr * 0.5}`,
        'none',
        { stroke: INK, 'stroke-width': 3.5, 'stroke-linecap': 'round' },
      ),
    );
    if (o.pose === 'cheer' || o.laugh)
      parts.push(ellipse(hx + 2, hy + hr * 0.68, hr * 0.1, hr * 0.14, '#F08A9B'));
    return {
      svg: parts.join(''),
      height: 160,
      halfWidth: 88,
      head: { x: hx, y: hy, r: hr },
      leftHand: { x: -40, y: -90 },
      rightHand: { x: 40, y: -90 },
    };
  }
  // A sitting cat with a curled tail.
  const hx = 0;
  const hy = -128;
  const hr = 40;
  parts.push(
    path(d`M 30 -12 Q 92 -10 84 -60 Q 80 -84 64 -80`, 'none', {
      stroke: t.coat,
      'stroke-width': 15,
      'stroke-linecap': 'round',
    }),
  );
  parts.push(path(d`M -44 -6 Q -52 -70 -22 -98 L 22 -98 Q 52 -70 44 -6 Z`, t.coat));
  parts.push(ellipse(0, -52, 20, 32, '#FFFFFF', { opacity: 0.55 }));
  for (const s of [-1, 1]) parts.push(ellipse(s * 20, -8, 16, 9, t.patch));
  parts.push(rect(-26, -104, 52, 11, t.collar, { rx: 5 }));
  for (const s of [-1, 1]) {
    parts.push(
      path(
        d`M ${hx + s * hr * 0.25} ${hy - hr * 0.8} L ${hx + s * hr * 0.8} ${hy - hr * 1.3} L ${hx + s * hr * 0.95} ${hy - hr * 0.35} Z`,
        t.coat,
      ),
    );
    parts.push(
      path(
        d`M ${hx + s * hr * 0.42} ${hy - hr * 0.78} L ${hx + s * hr * 0.75} ${hy - hr * 1.08} L ${hx + s * hr * 0.82} ${hy - hr * 0.55} Z`,
        '#F4A6B5',
      ),
    );
  }
  parts.push(circle(hx, hy, hr, t.coat));
  parts.push(
    path(
      d`M ${hx - hr * 0.35} ${hy - hr * 0.95} Q ${hx} ${hy - hr * 0.55} ${hx + hr * 0.35} ${hy - hr * 0.95}`,
      t.patch,
      { opacity: 0.8 },
    ),
  );
  parts.push(face(hx, hy, hr));
  parts.push(
    path(
      d`M ${hx - hr * 0.1} ${hy + hr * 0.2} L ${hx + hr * 0.1} ${hy + hr * 0.2} L ${hx} ${hy + hr * 0.32} Z`,
      '#E5788F',
    ),
  );
  parts.push(
    path(
      d`M ${hx - hr * 0.2} ${hy + hr * 0.42} Q ${hx - hr * 0.1} ${hy + hr * 0.52} ${hx} ${hy + hr * 0.36} Q ${hx + hr * 0.1} ${hy + hr * 0.52} ${hx + hr * 0.2} ${hy + hr * 0.42}`,
      'none',
      { stroke: INK, 'stroke-width': 3.5, 'stroke-linecap': 'round' },
    ),
  );
  for (const s of [-1, 1]) {
    for (const dy of [0.26, 0.4])
      parts.push(
        path(
          d`M ${hx + s * hr * 0.45} ${hy + hr * dy} L ${hx + s * hr * 1.05} ${hy + hr * (dy - 0.08 + (dy - 0.26))}`,
          'none',
          { stroke: INK, 'stroke-width': 2, opacity: 0.45 },
        ),
      );
  }
  return {
    svg: group(parts.join('')),
    height: 180,
    halfWidth: 70,
    head: { x: hx, y: hy, r: hr },
    leftHand: { x: -30, y: -60 },
    rightHand: { x: 30, y: -60 },
  };
}
