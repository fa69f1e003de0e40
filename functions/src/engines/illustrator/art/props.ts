import { roundTree } from './backgrounds.js';
import type { Point } from './characters.js';
import { BRAND, NATURE } from './palette.js';
import type { Rng } from '../random.js';
import type { PropKind } from '../scene.js';
import { circle, d, ellipse, el, path, rect } from '../svg.js';

/**
 * Props named in the legend. Ground props stand on (x, groundY) at scale s; sky props float;
 * balloons and kites are tied to a character's hand; a book is held open in both hands.
 */

export type PropPlacement = 'ground' | 'side' | 'sky' | 'held';

export const PROP_PLACEMENT: Record<PropKind, PropPlacement> = {
  cake: 'ground',
  balloons: 'held',
  book: 'held',
  kite: 'sky',
  ball: 'ground',
  boat: 'ground',
  tree: 'side',
  flowers: 'ground',
  sandcastle: 'ground',
  snowman: 'side',
  rocket: 'side',
  toys: 'ground',
  potty: 'ground',
  lamp: 'side',
  suitcase: 'ground',
  gift: 'ground',
  bucket: 'ground',
  butterfly: 'sky',
  bird: 'sky',
  apple: 'ground',
};

/** Footprint width at scale 1, for layout. */
export const PROP_WIDTH: Record<PropKind, number> = {
  cake: 170,
  balloons: 0,
  book: 0,
  kite: 0,
  ball: 70,
  boat: 130,
  tree: 260,
  flowers: 90,
  sandcastle: 170,
  snowman: 170,
  rocket: 180,
  toys: 140,
  potty: 90,
  lamp: 120,
  suitcase: 100,
  gift: 90,
  bucket: 110,
  butterfly: 0,
  bird: 0,
  apple: 100,
};

const FUN = [BRAND.berry, BRAND.sunrise, BRAND.sky, BRAND.sprout, '#B58CFF'];

export function drawGroundProp(
  kind: PropKind,
  x: number,
  y: number,
  s: number,
  rng: Rng,
  options: { space?: boolean; night?: boolean; outdoor?: boolean } = {},
): string {
  const g = (body: string): string =>
    el(
      'g',
      { transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${Math.round(s * 1000) / 1000})` },
      ellipse(0, -2, 70, 10, BRAND.ink, { opacity: 0.1 }) + body,
    );
  switch (kind) {
    case 'cake': {
      const icing = rng.pick([BRAND.berry, '#F6A6C1', '#B58CFF']);
      const out = [
        rect(-85, -110, 170, 18, NATURE.wood, { rx: 8 }),
        rect(-70, -94, 14, 94, NATURE.woodDark),
        rect(56, -94, 14, 94, NATURE.woodDark),
        ellipse(0, -114, 78, 12, '#FFFFFF'),
        rect(-60, -170, 120, 58, '#FFF1D6', { rx: 12 }),
        path(
          d`M -60 -158 Q -45 -140 -30 -158 Q -15 -140 0 -158 Q 15 -140 30 -158 Q 45 -140 60 -158 L 60 -164 Q 60 -172 52 -172 L -52 -172 Q -60 -172 -60 -164 Z`,
          icing,
        ),
        rect(-38, -212, 76, 44, '#FFE6EE', { rx: 10 }),
        path(
          d`M -38 -202 Q -25 -188 -12 -202 Q 0 -188 12 -202 Q 25 -188 38 -202 L 38 -204 Q 38 -214 30 -214 L -30 -214 Q -38 -214 -38 -204 Z`,
          icing,
        ),
      ];
      for (const cx of [-20, 0, 20])
        out.push(
          rect(cx - 3, -238, 6, 26, rng.pick(FUN), { rx: 2 }) +
            ellipse(cx, -246, 5, 9, BRAND.sunrise) +
            ellipse(cx, -244, 2.5, 5, '#FFF4CC'),
        );
      for (let i = 0; i < 5; i++) out.push(circle(-45 + i * 22, -130, 4, rng.pick(FUN)));
      return g(out.join(''));
    }
    case 'ball': {
      const r = 30;
      const cols = rng.shuffle([BRAND.berry, BRAND.sunrise, BRAND.sky, '#FFFFFF']);
      return g(
        circle(0, -r, r, cols[0] ?? BRAND.berry) +
          path(
            d`M 0 ${-2 * r} Q ${-r * 0.9} ${-r} 0 0 Q ${-r * 0.35} ${-r} 0 ${-2 * r} Z`,
            cols[1] ?? '#FFFFFF',
          ) +
          path(
            d`M 0 ${-2 * r} Q ${r * 0.9} ${-r} 0 0 Q ${r * 0.35} ${-r} 0 ${-2 * r} Z`,
            cols[2] ?? '#FFFFFF',
          ) +
          circle(-r * 0.35, -r * 1.4, r * 0.2, '#FFFFFF', { opacity: 0.5 }),
      );
    }
    case 'boat':
      return g(
        path(d`M -65 -34 L 65 -34 L 45 0 L -45 0 Z`, '#C8553D') +
          rect(-3, -130, 6, 98, NATURE.woodDark) +
          path(d`M 6 -126 L 6 -40 L 58 -40 Z`, '#FFFFFF') +
          path(d`M -6 -110 L -6 -40 L -44 -40 Z`, BRAND.sunrise),
      );
    case 'flowers': {
      const out: string[] = [];
      const n = rng.int(3, 5);
      for (let i = 0; i < n; i++) {
        const fx = -36 + (72 * i) / Math.max(1, n - 1) + rng.range(-6, 6);
        const h = rng.range(50, 95);
        const c = rng.pick([BRAND.berry, BRAND.sunrise, '#B58CFF', '#FFFFFF', '#F28C38']);
        out.push(
          path(d`M ${fx} 0 Q ${fx + 6} ${-h / 2} ${fx} ${-h}`, 'none', {
            stroke: BRAND.sprout,
            'stroke-width': 5,
          }),
        );
        out.push(
          ellipse(fx + 9, -h * 0.4, 10, 5, BRAND.sprout, {
            transform: `rotate(-30 ${Math.round(fx + 9)} ${Math.round(-h * 0.4)})`,
          }),
        );
        for (let k = 0; k < 6; k++) {
          const a = (k / 6) * Math.PI * 2;
          out.push(circle(fx + Math.cos(a) * 11, -h + Math.sin(a) * 11, 9, c));
        }
        out.push(circle(fx, -h, 8, c === BRAND.sunrise ? '#FFFFFF' : BRAND.sunrise));
      }
      return g(out.join(''));
    }
    case 'sandcastle': {
      const sand = '#D9A55E';
      const out = [rect(-80, -60, 160, 60, sand, { rx: 6 }), rect(-50, -110, 100, 54, sand, { rx: 4 })];
      for (const tx of [-80, 50])
        out.push(
          rect(tx, -100, 30, 44, sand) +
            path(d`M ${tx} -100 l 0 -10 l 8 0 l 0 6 l 7 0 l 0 -6 l 8 0 l 0 6 l 7 0 l 0 -6 l 0 10 Z`, sand),
        );
      out.push(
        rect(-16, -36, 32, 36, '#A9793F', { rx: 16 }) +
          rect(-80, -62, 160, 6, '#FFFFFF', { opacity: 0.25 }) +
          rect(-50, -112, 100, 6, '#FFFFFF', { opacity: 0.25 }),
      );
      out.push(rect(-2, -170, 4, 62, NATURE.woodDark) + path(d`M 2 -170 L 36 -158 L 2 -146 Z`, BRAND.berry));
      out.push(circle(-40, -30, 5, '#FFFFFF', { opacity: 0.8 }) + circle(44, -22, 4, '#F6A6C1'));
      return g(out.join(''));
    }
    case 'snowman': {
      const scarf = rng.pick([BRAND.berry, BRAND.sprout, BRAND.sunrise]);
      return g(
        circle(0, -70, 72, NATURE.snow) +
          circle(0, -70, 72, 'none', { stroke: NATURE.snowShade, 'stroke-width': 4 }) +
          circle(0, -175, 52, NATURE.snow) +
          circle(0, -255, 40, NATURE.snow) +
          rect(-36, -222, 72, 16, scarf, { rx: 8 }) +
          rect(14, -214, 16, 42, scarf, { rx: 6 }) +
          circle(-14, -262, 5, BRAND.ink) +
          circle(14, -262, 5, BRAND.ink) +
          path(d`M 0 -252 L 34 -244 L 0 -240 Z`, '#F28C38') +
          path(d`M -14 -238 Q 0 -228 14 -238`, 'none', {
            stroke: BRAND.ink,
            'stroke-width': 4,
            'stroke-linecap': 'round',
          }) +
          [-190, -160, -130].map((cy) => circle(0, cy + 20, 5, BRAND.ink)).join('') +
          path(d`M -48 -180 L -110 -220 M -86 -205 L -96 -230 M 48 -180 L 110 -215`, 'none', {
            stroke: NATURE.woodDark,
            'stroke-width': 6,
            'stroke-linecap': 'round',
          }) +
          rect(-30, -310, 60, 16, BRAND.ink, { rx: 4 }) +
          rect(-22, -350, 44, 44, BRAND.ink, { rx: 6 }),
      );
    }
    case 'rocket': {
      const big = options.space === true;
      const k = big ? 1 : 0.3;
      const body =
        path(d`M -60 -80 L -100 0 L -50 -10 Z M 60 -80 L 100 0 L 50 -10 Z`, BRAND.berry) +
        path(d`M -55 -20 L -55 -260 Q -55 -360 0 -420 Q 55 -360 55 -260 L 55 -20 Z`, '#F4F4F8') +
        path(d`M -40 -350 Q 0 -440 40 -350 Z`, BRAND.berry) +
        circle(0, -260, 30, BRAND.sky, { stroke: '#9AA5B1', 'stroke-width': 10 }) +
        circle(-10, -270, 8, '#FFFFFF', { opacity: 0.7 }) +
        rect(-55, -120, 110, 20, BRAND.sunrise) +
        path(d`M -30 -20 Q 0 60 30 -20 Z`, BRAND.sunrise) +
        path(d`M -16 -20 Q 0 30 16 -20 Z`, '#FFF4CC');
      return g(el('g', { transform: `scale(${k})` }, body));
    }
    case 'toys': {
      const bear = rng.pick(['#C98B5E', '#E8B878', '#B58CFF']);
      return g(
        el(
          'g',
          { transform: 'translate(-30 0)' },
          ellipse(0, -30, 28, 30, bear) +
            circle(0, -74, 24, bear) +
            circle(-18, -94, 9, bear) +
            circle(18, -94, 9, bear) +
            ellipse(0, -66, 10, 7, '#F4E3C8') +
            circle(-8, -78, 3, BRAND.ink) +
            circle(8, -78, 3, BRAND.ink) +
            ellipse(-24, -8, 11, 9, bear) +
            ellipse(24, -8, 11, 9, bear) +
            path(d`M -10 -50 L 10 -50 L 0 -42 Z`, BRAND.berry),
        ) +
          rect(30, -36, 36, 36, BRAND.sunrise, { rx: 5 }) +
          rect(48, -72, 36, 36, BRAND.sky, { rx: 5 }) +
          rect(66, -36, 36, 36, BRAND.berry, { rx: 5 }),
      );
    }
    case 'potty':
      return g(
        rect(-38, -44, 76, 44, '#FFFFFF', { rx: 16 }) +
          ellipse(0, -46, 44, 12, BRAND.sky) +
          ellipse(0, -46, 32, 7, '#DDF3FF') +
          path(d`M 30 -60 Q 46 -80 36 -50`, 'none', {
            stroke: BRAND.sky,
            'stroke-width': 8,
            'stroke-linecap': 'round',
          }),
      );
    case 'lamp':
      // Out of doors a lamp is a lantern on the ground (a campsite, a garden path), never a
      // floor lamp standing in the grass.
      if (options.outdoor)
        return g(
          (options.night ? circle(0, -70, 160, 'url(#lampGlow)') : '') +
            path(d`M -26 -118 Q 0 -160 26 -118`, 'none', { stroke: '#5C6770', 'stroke-width': 7 }) +
            rect(-34, -124, 68, 14, '#5C6770', { rx: 6 }) +
            rect(-28, -112, 56, 86, BRAND.sunrise, { rx: 10 }) +
            rect(-20, -104, 40, 70, '#FFF4CC', { rx: 8, opacity: options.night ? 0.95 : 0.6 }) +
            rect(-36, -28, 72, 16, '#5C6770', { rx: 6 }),
        );
      return g(
        (options.night ? circle(0, -300, 220, 'url(#lampGlow)') : '') +
          ellipse(0, -8, 40, 10, NATURE.woodDark) +
          rect(-5, -280, 10, 272, '#8A6A52') +
          path(d`M -60 -270 L 60 -270 L 40 -350 L -40 -350 Z`, BRAND.sunrise) +
          path(d`M -60 -270 L 60 -270 L 40 -350 L -40 -350 Z`, '#FFFFFF', {
            opacity: options.night ? 0.35 : 0.1,
          }),
      );
    case 'suitcase': {
      const c = rng.pick([BRAND.berry, BRAND.sprout, '#5AA9E6', BRAND.sunrise]);
      return g(
        path(d`M -18 -120 L -18 -150 L 18 -150 L 18 -120`, 'none', { stroke: '#5C6770', 'stroke-width': 8 }) +
          rect(-45, -122, 90, 110, c, { rx: 14 }) +
          rect(-45, -84, 90, 10, '#FFFFFF', { opacity: 0.35 }) +
          circle(-26, -104, 10, BRAND.sunrise) +
          rect(10, -60, 24, 16, '#FFFFFF', { rx: 3, opacity: 0.8 }) +
          circle(-28, -6, 8, BRAND.ink) +
          circle(28, -6, 8, BRAND.ink),
      );
    }
    case 'gift': {
      const c = rng.pick([BRAND.berry, BRAND.sky, '#B58CFF']);
      const ribbon = c === BRAND.sky ? BRAND.berry : BRAND.sunrise;
      return g(
        rect(-38, -62, 76, 62, c, { rx: 6 }) +
          rect(-44, -72, 88, 16, c, { rx: 5 }) +
          rect(-7, -72, 14, 72, ribbon) +
          ellipse(-16, -80, 16, 10, ribbon, { transform: 'rotate(-20 -16 -80)' }) +
          ellipse(16, -80, 16, 10, ribbon, { transform: 'rotate(20 16 -80)' }),
      );
    }
    case 'bucket': {
      const c = rng.pick([BRAND.berry, BRAND.sky, BRAND.sunrise]);
      return g(
        path(d`M -40 -60 L 40 -60 L 30 0 L -30 0 Z`, c) +
          ellipse(0, -60, 40, 8, '#FFFFFF', { opacity: 0.5 }) +
          path(d`M -36 -60 Q 0 -110 36 -60`, 'none', { stroke: '#5C6770', 'stroke-width': 4 }) +
          path(d`M 40 0 L 66 -80`, 'none', {
            stroke: NATURE.wood,
            'stroke-width': 7,
            'stroke-linecap': 'round',
          }) +
          path(d`M 30 -6 Q 34 16 52 6 Q 56 -10 40 -4 Z`, BRAND.sprout),
      );
    }
    case 'apple':
      return g(
        path(d`M -48 -44 L 48 -44 L 38 0 L -38 0 Z`, NATURE.wood) +
          path(d`M -44 -30 L 44 -30 M -42 -16 L 42 -16`, 'none', {
            stroke: NATURE.woodDark,
            'stroke-width': 3,
          }) +
          [-28, -2, 24, -14, 12]
            .map(
              (ax, i) =>
                circle(ax, i < 3 ? -52 : -72, 16, i % 2 === 0 ? '#E04A4A' : '#F25C54') +
                path(d`M ${ax} ${(i < 3 ? -52 : -72) - 14} L ${ax + 3} ${(i < 3 ? -52 : -72) - 24}`, 'none', {
                  stroke: NATURE.woodDark,
                  'stroke-width': 3,
                }),
            )
            .join(''),
      );
    case 'tree':
      return el(
        'g',
        { transform: `translate(${Math.round(x)} ${Math.round(y)})` },
        ellipse(0, -2, 90 * s, 14 * s, BRAND.ink, { opacity: 0.1 }) + roundTree(0, 0, 1.5 * s),
      );
    default:
      return '';
  }
}

export function drawBalloons(hand: Point, s: number, rng: Rng, drift: -1 | 1 = 1): string {
  const out: string[] = [];
  const n = rng.int(3, 4);
  const colours = rng.shuffle(FUN);
  for (let i = 0; i < n; i++) {
    const bx = hand.x + drift * 55 * s + (i - (n - 1) / 2) * 46 * s + rng.range(-8, 8) * s;
    const by = hand.y - (170 + rng.range(0, 60) + (i % 2) * 30) * s;
    out.push(
      path(
        d`M ${hand.x} ${hand.y} Q ${(hand.x + bx) / 2 + 10 * s} ${(hand.y + by) / 2} ${bx} ${by + 44 * s}`,
        'none',
        { stroke: '#8A6A52', 'stroke-width': 2 },
      ),
    );
    out.push(ellipse(bx, by, 34 * s, 42 * s, colours[i % colours.length] ?? BRAND.berry));
    out.push(
      path(
        d`M ${bx - 6 * s} ${by + 48 * s} L ${bx + 6 * s} ${by + 48 * s} L ${bx} ${by + 40 * s} Z`,
        colours[i % colours.length] ?? BRAND.berry,
      ),
    );
    out.push(ellipse(bx - 11 * s, by - 14 * s, 8 * s, 13 * s, '#FFFFFF', { opacity: 0.45 }));
  }
  return out.join('');
}

export function drawKite(at: Point, hand: Point | undefined, s: number, rng: Rng): string {
  const c1 = rng.pick([BRAND.berry, BRAND.sunrise, '#8E6CCF']);
  const c2 = c1 === BRAND.sunrise ? BRAND.sky : BRAND.sunrise;
  const w = 70 * s;
  const h = 95 * s;
  const { x, y } = at;
  const out = [
    hand
      ? path(
          d`M ${x} ${y + h * 0.6} Q ${(x + hand.x) / 2 + 60} ${(y + hand.y) / 2 + 80} ${hand.x} ${hand.y}`,
          'none',
          { stroke: '#FFFFFF', 'stroke-width': 2.5, opacity: 0.9 },
        )
      : '',
    path(d`M ${x} ${y - h * 0.4} L ${x + w / 2} ${y} L ${x} ${y + h * 0.6} L ${x - w / 2} ${y} Z`, c1),
    path(
      d`M ${x} ${y - h * 0.4} L ${x + w / 2} ${y} L ${x} ${y} Z M ${x} ${y} L ${x - w / 2} ${y} L ${x} ${y + h * 0.6} Z`,
      c2,
    ),
    path(d`M ${x} ${y + h * 0.6} q 20 30 0 60 t 0 60`, 'none', {
      stroke: BRAND.ink,
      'stroke-width': 2,
      opacity: 0.6,
    }),
  ];
  for (let i = 0; i < 3; i++) {
    const ty = y + h * 0.6 + 30 + i * 32;
    const tx = x + (i % 2 === 0 ? 10 : -6);
    out.push(
      path(
        d`M ${tx - 12} ${ty - 7} L ${tx + 12} ${ty + 7} L ${tx + 12} ${ty - 7} L ${tx - 12} ${ty + 7} Z`,
        i % 2 === 0 ? BRAND.berry : BRAND.sky,
      ),
    );
  }
  return out.join('');
}

export function drawBook(hands: readonly [Point, Point], s: number, rng: Rng): string {
  const cx = (hands[0].x + hands[1].x) / 2;
  const cy = (hands[0].y + hands[1].y) / 2 - 6 * s;
  const cover = rng.pick([BRAND.berry, BRAND.sprout, '#5AA9E6', '#8E6CCF']);
  const w = 52 * s;
  const h = 44 * s;
  return (
    path(
      d`M ${cx} ${cy + 4 * s} L ${cx - w - 5 * s} ${cy - 4 * s} L ${cx - w - 5 * s} ${cy - h - 2 * s} L ${cx} ${cy - h + 6 * s} L ${cx + w + 5 * s} ${cy - h - 2 * s} L ${cx + w + 5 * s} ${cy - 4 * s} Z`,
      cover,
    ) +
    path(
      d`M ${cx} ${cy} L ${cx - w} ${cy - 8 * s} L ${cx - w} ${cy - h} L ${cx} ${cy - h + 8 * s} Z`,
      '#FFFFFF',
    ) +
    path(
      d`M ${cx} ${cy} L ${cx + w} ${cy - 8 * s} L ${cx + w} ${cy - h} L ${cx} ${cy - h + 8 * s} Z`,
      '#FFF4DF',
    ) +
    [0.3, 0.5, 0.7]
      .map((t) =>
        path(d`M ${cx - w * 0.85} ${cy - h + h * t} L ${cx - w * 0.15} ${cy - h + h * t + 6 * s}`, 'none', {
          stroke: '#C9BBA8',
          'stroke-width': 2,
        }),
      )
      .join('') +
    circle(cx + w * 0.5, cy - h * 0.5, 9 * s, BRAND.sunrise)
  );
}

export function drawButterfly(x: number, y: number, s: number, rng: Rng): string {
  const c = rng.pick([BRAND.berry, BRAND.sunrise, '#B58CFF', BRAND.sky]);
  return el(
    'g',
    {
      transform: `translate(${Math.round(x)} ${Math.round(y)}) rotate(${rng.int(-25, 25)}) scale(${Math.round(s * 100) / 100})`,
    },
    ellipse(-14, -10, 14, 18, c) +
      ellipse(14, -10, 14, 18, c) +
      ellipse(-10, 10, 10, 12, c, { opacity: 0.85 }) +
      ellipse(10, 10, 10, 12, c, { opacity: 0.85 }) +
      rect(-3, -16, 6, 34, BRAND.ink, { rx: 3 }) +
      path(d`M -2 -16 L -10 -30 M 2 -16 L 10 -30`, 'none', { stroke: BRAND.ink, 'stroke-width': 2 }),
  );
}

export function drawBird(x: number, y: number, s: number, rng: Rng, facing: number): string {
  const c = rng.pick(['#5AA9E6', BRAND.berry, BRAND.sunrise]);
  return el(
    'g',
    {
      transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${Math.round(s * facing * 100) / 100} ${Math.round(s * 100) / 100})`,
    },
    ellipse(0, 0, 26, 18, c) +
      circle(20, -10, 13, c) +
      path(d`M 31 -10 L 42 -6 L 31 -3 Z`, BRAND.sunrise) +
      circle(23, -13, 2.5, BRAND.ink) +
      path(d`M -6 -4 Q 4 -36 16 -8 Z`, '#FFFFFF', { opacity: 0.6 }) +
      path(d`M -24 -2 L -40 -10 L -36 6 Z`, c),
  );
}
