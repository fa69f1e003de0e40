import { BRAND, NATURE } from './palette.js';
import type { Rng } from '../random.js';
import type { Setting, TimeOfDay } from '../scene.js';
import { circle, d, ellipse, el, linearGradient, path, radialGradient, rect } from '../svg.js';

/**
 * Backgrounds per setting and time of day: a soft gradient sky, layered flat shapes, and the
 * ground line the characters stand on. Canvas 1024 x 1024.
 */

export const SIZE = 1024;

export interface BackgroundContext {
  setting: Setting;
  time: TimeOfDay;
  rng: Rng;
  /** Where land meets sky (outdoors) or wall meets floor (indoors). */
  horizon: number;
  /** The line the characters' feet stand on. */
  ground: number;
  /** Horizontal span the characters occupy (for the boat hull at sea). */
  castSpan: { left: number; right: number };
}

export interface Background {
  defs: string;
  /** Drawn behind everything else. */
  back: string;
  /** Drawn over the characters (a boat hull, a lamp's glow). */
  front: string;
  /** Dim the whole picture a little (night outdoors). */
  overlay?: { colour: string; opacity: number };
}

interface SkyColours {
  stops: Array<readonly [number, string]>;
}

const SKIES: Record<TimeOfDay, SkyColours> = {
  morning: {
    stops: [
      [0, '#8FD3FF'],
      [0.65, '#CDEBFF'],
      [1, '#FFE3B8'],
    ],
  },
  afternoon: {
    stops: [
      [0, '#62BCF2'],
      [0.7, '#A8DEFF'],
      [1, '#D8F1FF'],
    ],
  },
  sunset: {
    stops: [
      [0, '#5866B8'],
      [0.45, '#E88A9A'],
      [0.8, '#FFB36B'],
      [1, '#FFD59A'],
    ],
  },
  night: {
    stops: [
      [0, '#101A3A'],
      [0.6, '#23356B'],
      [1, '#3A4F8C'],
    ],
  },
};

function skyDefs(time: TimeOfDay): string {
  return (
    linearGradient('sky', SKIES[time].stops) +
    radialGradient('sunGlow', [
      [0, time === 'sunset' ? '#FFD08A' : '#FFF3C4', 0.9],
      [1, time === 'sunset' ? '#FFB36B' : '#FFF3C4', 0],
    ]) +
    radialGradient('moonGlow', [
      [0, '#FFF8DA', 0.55],
      [1, '#FFF8DA', 0],
    ]) +
    radialGradient('lampGlow', [
      [0, '#FFE6A3', 0.75],
      [0.5, '#FFD27A', 0.28],
      [1, '#FFD27A', 0],
    ])
  );
}

function cloud(x: number, y: number, s: number, opacity: number): string {
  return el(
    'g',
    { opacity },
    ellipse(x, y, 70 * s, 26 * s, NATURE.cloud) +
      circle(x - 28 * s, y - 14 * s, 30 * s, NATURE.cloud) +
      circle(x + 18 * s, y - 24 * s, 38 * s, NATURE.cloud),
  );
}

function star(x: number, y: number, s: number, colour = '#FFF4CC'): string {
  return path(
    d`M ${x} ${y - 9 * s} Q ${x + 1.5 * s} ${y - 1.5 * s} ${x + 9 * s} ${y} Q ${x + 1.5 * s} ${y + 1.5 * s} ${x} ${y + 9 * s} Q ${x - 1.5 * s} ${y + 1.5 * s} ${x - 9 * s} ${y} Q ${x - 1.5 * s} ${y - 1.5 * s} ${x} ${y - 9 * s} Z`,
    colour,
  );
}

function crescent(x: number, y: number, r: number): string {
  return (
    circle(x, y, r * 2.6, 'url(#moonGlow)') +
    path(
      d`M ${x} ${y - r} A ${r} ${r} 0 0 0 ${x} ${y + r} A ${r * 1.35} ${r * 1.35} 0 0 1 ${x} ${y - r} Z`,
      NATURE.moon,
      { transform: `rotate(-20 ${x} ${y})` },
    )
  );
}

/** The sky with sun or moon, clouds or stars, within [x, y, w, h]. */
export function sky(
  rng: Rng,
  time: TimeOfDay,
  x: number,
  y: number,
  w: number,
  h: number,
  detail = 1,
): string {
  const out: string[] = [rect(x, y, w, h, 'url(#sky)')];
  const sunX = x + rng.range(0.12, 0.88) * w;
  if (time === 'night') {
    const count = Math.round(26 * detail * (w / SIZE));
    for (let i = 0; i < count; i++)
      out.push(star(x + rng.range(0.02, 0.98) * w, y + rng.range(0.03, 0.8) * h, rng.range(0.35, 1.1)));
    out.push(crescent(sunX, y + rng.range(0.15, 0.35) * h, Math.max(16, 46 * Math.min(1, w / SIZE + 0.3))));
  } else {
    const sunY =
      y +
      h *
        (time === 'afternoon'
          ? rng.range(0.13, 0.28)
          : time === 'morning'
            ? rng.range(0.35, 0.55)
            : rng.range(0.62, 0.82));
    const sunR = (time === 'sunset' ? 70 : 52) * Math.min(1, w / SIZE + 0.35);
    out.push(circle(sunX, sunY, sunR * 2.4, 'url(#sunGlow)'));
    out.push(circle(sunX, sunY, sunR, time === 'sunset' ? '#FFC46B' : NATURE.sun));
    const clouds = rng.int(2, 4);
    for (let i = 0; i < clouds; i++) {
      out.push(
        cloud(
          x + rng.range(0.05, 0.95) * w,
          y + rng.range(0.1, 0.55) * h,
          rng.range(0.6, 1.2) * Math.min(1, w / SIZE + 0.4),
          time === 'sunset' ? 0.75 : 0.92,
        ),
      );
    }
  }
  return out.join('');
}

function hills(rng: Rng, baseY: number, colour: string, amplitude: number, bumps: number): string {
  let data = d`M 0 ${SIZE} L 0 ${baseY + rng.range(-amplitude, amplitude) * 0.3}`;
  const step = SIZE / bumps;
  for (let i = 0; i < bumps; i++) {
    const cx = step * (i + 0.5);
    const ex = step * (i + 1);
    data +=
      ' ' +
      d`Q ${cx} ${baseY - rng.range(0.4, 1) * amplitude} ${ex} ${baseY + rng.range(-0.2, 0.2) * amplitude}`;
  }
  data += ' ' + d`L ${SIZE} ${SIZE} Z`;
  return path(data, colour);
}

export function roundTree(x: number, baseY: number, s: number, leaf: string = BRAND.sprout): string {
  return (
    path(
      d`M ${x - 12 * s} ${baseY} L ${x - 8 * s} ${baseY - 120 * s} L ${x + 8 * s} ${baseY - 120 * s} L ${x + 12 * s} ${baseY} Z`,
      NATURE.woodDark,
    ) +
    circle(x, baseY - 160 * s, 70 * s, leaf) +
    circle(x - 46 * s, baseY - 130 * s, 46 * s, leaf) +
    circle(x + 48 * s, baseY - 128 * s, 44 * s, leaf) +
    circle(x - 20 * s, baseY - 185 * s, 30 * s, '#FFFFFF', { opacity: 0.12 })
  );
}

function pineTree(x: number, baseY: number, s: number, leaf: string, snowy = false): string {
  const tiers = [0, 1, 2].map((i) => {
    const w = (70 - i * 16) * s;
    const top = baseY - (80 + i * 55) * s - 60 * s;
    const bottom = baseY - (30 + i * 55) * s;
    const tier = path(
      d`M ${x - w} ${bottom} Q ${x} ${bottom + 14 * s} ${x + w} ${bottom} L ${x} ${top} Z`,
      leaf,
    );
    const cap = snowy
      ? path(
          d`M ${x - w * 0.42} ${top + (bottom - top) * 0.42} Q ${x} ${top + (bottom - top) * 0.52} ${x + w * 0.42} ${top + (bottom - top) * 0.42} L ${x} ${top} Z`,
          NATURE.snow,
        )
      : '';
    return tier + cap;
  });
  return rect(x - 9 * s, baseY - 40 * s, 18 * s, 40 * s, NATURE.woodDark) + tiers.join('');
}

function flowerDots(rng: Rng, top: number, bottom: number, count: number): string {
  const colours = [BRAND.berry, BRAND.sunrise, '#FFFFFF', '#B58CFF'];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(10, SIZE - 10);
    const y = rng.range(top, bottom);
    const s = 0.5 + (y - top) / Math.max(1, bottom - top);
    const c = rng.pick(colours);
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      out.push(circle(x + Math.cos(a) * 5 * s, y + Math.sin(a) * 5 * s, 4 * s, c));
    }
    out.push(circle(x, y, 3.2 * s, BRAND.sunrise === c ? '#FFFFFF' : BRAND.sunrise));
  }
  return out.join('');
}

function grassTufts(rng: Rng, top: number, bottom: number, count: number, colour: string): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, SIZE);
    const y = rng.range(top, bottom);
    const s = 0.6 + (y - top) / Math.max(1, bottom - top);
    out.push(
      path(
        d`M ${x - 10 * s} ${y} Q ${x - 8 * s} ${y - 14 * s} ${x - 12 * s} ${y - 20 * s} Q ${x - 2 * s} ${y - 12 * s} ${x} ${y - 24 * s} Q ${x + 3 * s} ${y - 12 * s} ${x + 12 * s} ${y - 18 * s} Q ${x + 8 * s} ${y - 8 * s} ${x + 10 * s} ${y} Z`,
        colour,
      ),
    );
  }
  return out.join('');
}

function windowFrame(
  rng: Rng,
  time: TimeOfDay,
  x: number,
  y: number,
  w: number,
  h: number,
  curtain: string,
): string {
  return (
    rect(x - 12, y - 12, w + 24, h + 24, '#FFFFFF', { rx: 14 }) +
    sky(rng, time, x, y, w, h, 0.6) +
    // A hill seen through the window, inside its frame (an ellipse would hang below the sill).
    (time === 'night'
      ? ''
      : path(
          d`M ${x} ${y + h} L ${x} ${y + h * 0.82} Q ${x + w / 2} ${y + h * 0.62} ${x + w} ${y + h * 0.82} L ${x + w} ${y + h} Z`,
          NATURE.grass,
        )) +
    rect(x + w / 2 - 5, y, 10, h, '#FFFFFF') +
    rect(x, y + h / 2 - 5, w, 10, '#FFFFFF') +
    path(
      d`M ${x - 24} ${y - 20} L ${x + w * 0.22} ${y - 20} Q ${x + w * 0.12} ${y + h * 0.5} ${x + w * 0.2} ${y + h + 30} L ${x - 24} ${y + h + 30} Z`,
      curtain,
    ) +
    path(
      d`M ${x + w + 24} ${y - 20} L ${x + w * 0.78} ${y - 20} Q ${x + w * 0.88} ${y + h * 0.5} ${x + w * 0.8} ${y + h + 30} L ${x + w + 24} ${y + h + 30} Z`,
      curtain,
    ) +
    rect(x - 34, y - 30, w + 68, 14, NATURE.wood, { rx: 7 })
  );
}

function picture(x: number, y: number, w: number, h: number, frame: string, rng: Rng): string {
  const inner = rng.chance(0.5)
    ? rect(x, y, w, h, '#CDEBFF') +
      path(
        d`M ${x} ${y + h} L ${x + w * 0.35} ${y + h * 0.45} L ${x + w * 0.6} ${y + h * 0.75} L ${x + w * 0.78} ${y + h * 0.55} L ${x + w} ${y + h} Z`,
        BRAND.sprout,
      ) +
      circle(x + w * 0.75, y + h * 0.28, Math.min(w, h) * 0.12, BRAND.sunrise)
    : rect(x, y, w, h, '#FFF4DF') +
      circle(x + w / 2, y + h / 2, Math.min(w, h) * 0.28, BRAND.berry, { opacity: 0.8 }) +
      circle(x + w * 0.35, y + h * 0.4, Math.min(w, h) * 0.14, BRAND.sunrise);
  return rect(x - 8, y - 8, w + 16, h + 16, frame, { rx: 6 }) + inner;
}

function bunting(y: number, sag: number, colours: readonly string[], count = 12): string {
  const out: string[] = [
    path(d`M -10 ${y} Q ${SIZE / 2} ${y + sag * 2} ${SIZE + 10} ${y}`, 'none', {
      stroke: '#8A6A52',
      'stroke-width': 3,
    }),
  ];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = -10 + t * (SIZE + 20);
    const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    out.push(
      path(
        d`M ${x - 20} ${yy} L ${x + 20} ${yy} L ${x} ${yy + 38} Z`,
        colours[i % colours.length] ?? BRAND.berry,
      ),
    );
  }
  return out.join('');
}

function wallAndFloor(horizon: number, wall: string, floor: string, board = '#FFFFFF'): string {
  return (
    rect(0, 0, SIZE, horizon, wall) +
    rect(0, horizon - 16, SIZE, 18, board) +
    rect(0, horizon, SIZE, SIZE - horizon, floor) +
    rect(0, horizon, SIZE, SIZE - horizon, 'url(#floorShade)')
  );
}

function planks(horizon: number, colour: string): string {
  const out: string[] = [];
  for (let i = 1; i < 7; i++) {
    const y = horizon + (SIZE - horizon) * (i / 7) ** 1.3;
    out.push(rect(0, y, SIZE, 3, colour, { opacity: 0.5 }));
  }
  return out.join('');
}

function rug(cx: number, cy: number, rx: number, colour: string): string {
  return (
    ellipse(cx, cy, rx, rx * 0.22, colour) +
    ellipse(cx, cy, rx * 0.8, rx * 0.16, '#FFFFFF', { opacity: 0.25 })
  );
}

export function drawBackground(ctx: BackgroundContext): Background {
  const { rng, time, horizon: hz } = ctx;
  const defs =
    skyDefs(time) +
    linearGradient('groundShade', [
      [0, '#FFFFFF', 0.12],
      [1, '#000000', 0.1],
    ]) +
    linearGradient('floorShade', [
      [0, '#000000', 0.1],
      [0.3, '#000000', 0],
      [1, '#FFFFFF', 0.08],
    ]) +
    linearGradient('seaGrad', [
      [0, NATURE.sea],
      [1, NATURE.seaDeep],
    ]);
  const night = time === 'night';
  const nightOverlay = night
    ? { colour: '#0B1535', opacity: 0.22 }
    : time === 'sunset'
      ? { colour: '#FF7A45', opacity: 0.07 }
      : undefined;
  const grass = night ? '#4E8F63' : NATURE.grass;
  const out: string[] = [];
  let front = '';

  switch (ctx.setting) {
    case 'beach': {
      out.push(sky(rng, time, 0, 0, SIZE, hz + 10));
      out.push(rect(0, hz - 40, SIZE, 120, 'url(#seaGrad)'));
      for (let i = 0; i < 7; i++) {
        const y = hz - 30 + i * 14;
        const x = rng.range(0, SIZE - 120);
        out.push(
          path(d`M ${x} ${y} q 20 -8 40 0 t 40 0`, 'none', {
            stroke: '#FFFFFF',
            'stroke-width': 3,
            opacity: 0.6,
            'stroke-linecap': 'round',
          }),
        );
      }
      if (rng.chance(0.6)) out.push(sailboat(rng.range(120, 900), hz - 30, rng.range(0.35, 0.55)));
      out.push(
        path(
          d`M 0 ${hz + 40} Q ${SIZE * 0.3} ${hz + 20} ${SIZE * 0.55} ${hz + 42} T ${SIZE} ${hz + 34} L ${SIZE} ${SIZE} L 0 ${SIZE} Z`,
          '#FFFFFF',
          { opacity: 0.7 },
        ),
      );
      out.push(
        path(
          d`M 0 ${hz + 50} Q ${SIZE * 0.3} ${hz + 30} ${SIZE * 0.55} ${hz + 52} T ${SIZE} ${hz + 44} L ${SIZE} ${SIZE} L 0 ${SIZE} Z`,
          NATURE.sand,
        ),
      );
      out.push(rect(0, hz + 40, SIZE, SIZE - hz, 'url(#groundShade)'));
      for (let i = 0; i < 8; i++)
        out.push(
          ellipse(
            rng.range(20, SIZE - 20),
            rng.range(hz + 90, SIZE - 20),
            rng.range(6, 12),
            4,
            NATURE.sandDark,
            { opacity: 0.8 },
          ),
        );
      const palmX = rng.pick([rng.range(40, 140), rng.range(880, 990)]);
      out.push(palm(palmX, hz + 110, rng.range(0.9, 1.15), palmX < SIZE / 2 ? 1 : -1));
      break;
    }
    case 'forest': {
      out.push(sky(rng, time, 0, 0, SIZE, hz));
      const far = night ? '#2E5A4A' : '#6FAF87';
      for (let x = -40; x < SIZE + 60; x += rng.range(50, 80))
        out.push(circle(x, hz - rng.range(10, 60), rng.range(45, 75), far));
      out.push(rect(0, hz - 20, SIZE, 30, far));
      out.push(rect(0, hz, SIZE, SIZE - hz, night ? '#3E7A55' : NATURE.grassDark));
      out.push(rect(0, hz, SIZE, SIZE - hz, 'url(#groundShade)'));
      const trees = rng.int(5, 7);
      for (let i = 0; i < trees; i++) {
        const x = ((i + rng.range(0.1, 0.9)) / trees) * SIZE;
        const s = rng.range(0.9, 1.4);
        out.push(
          rng.chance(0.5)
            ? pineTree(x, hz + rng.range(10, 40), s, BRAND.leaf)
            : roundTree(x, hz + rng.range(10, 40), s, night ? '#2F7A4F' : BRAND.sprout),
        );
      }
      for (let i = 0; i < 4; i++)
        out.push(mushroom(rng.range(30, SIZE - 30), rng.range(hz + 80, SIZE - 30), rng.range(0.7, 1.2)));
      out.push(grassTufts(rng, hz + 40, SIZE, 18, '#3E8A52'));
      break;
    }
    case 'space': {
      out.push(rect(0, 0, SIZE, SIZE, 'url(#spaceGrad)'));
      for (let i = 0; i < 70; i++)
        out.push(
          circle(rng.range(0, SIZE), rng.range(0, hz), rng.range(1, 3.2), '#FFFFFF', {
            opacity: rng.range(0.4, 1),
          }),
        );
      for (let i = 0; i < 8; i++)
        out.push(star(rng.range(20, SIZE - 20), rng.range(20, hz - 40), rng.range(0.8, 1.6), BRAND.sunrise));
      const px = rng.range(120, 900);
      const py = rng.range(120, hz - 180);
      out.push(
        ellipse(px, py, 130, 28, 'none', {
          stroke: '#FFD59A',
          'stroke-width': 10,
          opacity: 0.8,
          transform: `rotate(-15 ${px} ${py})`,
        }),
      );
      out.push(circle(px, py, 70, '#E88A6A'));
      out.push(
        path(d`M ${px - 66} ${py + 10} Q ${px} ${py - 10} ${px + 66} ${py + 14}`, 'none', {
          stroke: '#F4B183',
          'stroke-width': 12,
          opacity: 0.8,
        }),
      );
      const ex = SIZE - px + rng.range(-80, 80);
      out.push(
        circle(ex, rng.range(90, 220), 42, '#4FB3E0') + circle(ex - 12, rng.range(80, 200), 18, BRAND.sprout),
      );
      out.push(
        path(
          d`M 0 ${hz + 30} Q ${SIZE / 2} ${hz - 50} ${SIZE} ${hz + 30} L ${SIZE} ${SIZE} L 0 ${SIZE} Z`,
          '#B7AED1',
        ),
      );
      out.push(
        path(
          d`M 0 ${hz + 30} Q ${SIZE / 2} ${hz - 50} ${SIZE} ${hz + 30} L ${SIZE} ${SIZE} L 0 ${SIZE} Z`,
          'url(#groundShade)',
        ),
      );
      for (let i = 0; i < 9; i++) {
        const cx = rng.range(30, SIZE - 30);
        const cy = rng.range(hz + 40, SIZE - 30);
        const r = rng.range(14, 34) * (0.6 + (cy - hz) / 500);
        out.push(
          ellipse(cx, cy, r, r * 0.35, '#9C93BC') + ellipse(cx, cy + r * 0.08, r * 0.8, r * 0.24, '#8A81AB'),
        );
      }
      return {
        defs:
          defs +
          linearGradient('spaceGrad', [
            [0, '#120F33'],
            [0.6, '#2B2466'],
            [1, '#4B3C8C'],
          ]),
        back: out.join(''),
        front: '',
      };
    }
    case 'farm': {
      out.push(sky(rng, time, 0, 0, SIZE, hz));
      out.push(hills(rng, hz - 20, night ? '#5E9C72' : NATURE.grassLight, 70, 3));
      out.push(rect(0, hz, SIZE, SIZE - hz, grass) + rect(0, hz, SIZE, SIZE - hz, 'url(#groundShade)'));
      const bx = rng.pick([rng.range(60, 200), rng.range(700, 820)]);
      out.push(barn(bx, hz + 30, 1));
      out.push(fence(hz + 40, bx < SIZE / 2 ? bx + 260 : 0, bx < SIZE / 2 ? SIZE : bx - 40));
      for (const hx of [rng.range(60, 200), rng.range(820, 960)])
        out.push(hayBale(hx, hz + rng.range(110, 170)));
      out.push(grassTufts(rng, hz + 60, SIZE, 16, NATURE.grassDark));
      break;
    }
    case 'snow': {
      out.push(sky(rng, time === 'afternoon' ? 'morning' : time, 0, 0, SIZE, hz));
      out.push(hills(rng, hz - 30, NATURE.snowShade, 80, 3));
      for (let i = 0; i < 5; i++)
        out.push(
          pineTree(rng.range(30, SIZE - 30), hz + rng.range(-10, 20), rng.range(0.6, 1.1), BRAND.leaf, true),
        );
      out.push(
        path(
          d`M 0 ${hz + 10} Q ${SIZE * 0.4} ${hz - 20} ${SIZE} ${hz + 20} L ${SIZE} ${SIZE} L 0 ${SIZE} Z`,
          NATURE.snow,
        ),
      );
      out.push(rect(0, hz, SIZE, SIZE - hz, 'url(#groundShade)'));
      for (let i = 0; i < 6; i++)
        out.push(
          ellipse(rng.range(0, SIZE), rng.range(hz + 60, SIZE), rng.range(40, 90), 8, NATURE.snowShade, {
            opacity: 0.7,
          }),
        );
      for (let i = 0; i < 40; i++)
        front += circle(rng.range(0, SIZE), rng.range(0, SIZE), rng.range(2.5, 6), '#FFFFFF', {
          opacity: rng.range(0.6, 0.95),
        });
      break;
    }
    case 'city': {
      out.push(sky(rng, time, 0, 0, SIZE, hz));
      let x = -20;
      const colours = ['#F4A261', '#E9C46A', '#8AB6D6', '#E5989B', '#B5C99A', '#CDB4DB', '#F6BD60'];
      while (x < SIZE + 20) {
        const w = rng.range(110, 180);
        const h = rng.range(200, 360);
        out.push(building(x, hz + 30, w, h, rng.pick(colours), rng, night));
        x += w + rng.range(4, 16);
      }
      out.push(rect(0, hz + 30, SIZE, SIZE - hz, '#D9D4CC'));
      for (let i = 0; i < 8; i++) out.push(rect(i * 140 + rng.range(-10, 10), hz + 30, 3, SIZE, '#C6C0B6'));
      out.push(rect(0, SIZE - 70, SIZE, 12, '#B9B2A6') + rect(0, SIZE - 58, SIZE, 58, '#5C6770'));
      for (let i = 0; i < 6; i++) out.push(rect(i * 190 + 30, SIZE - 32, 90, 8, '#FFFFFF', { opacity: 0.8 }));
      const treeX = rng.pick([rng.range(40, 120), rng.range(900, 990)]);
      out.push(roundTree(treeX, hz + 60, 0.8));
      break;
    }
    case 'park': {
      out.push(sky(rng, time, 0, 0, SIZE, hz));
      out.push(hills(rng, hz - 10, night ? '#5E9C72' : NATURE.grassLight, 50, 4));
      out.push(rect(0, hz, SIZE, SIZE - hz, grass) + rect(0, hz, SIZE, SIZE - hz, 'url(#groundShade)'));
      out.push(
        path(
          d`M ${SIZE * 0.42} ${hz} Q ${SIZE * 0.55} ${hz + 200} ${SIZE * 0.3} ${SIZE} L ${SIZE * 0.62} ${SIZE} Q ${SIZE * 0.7} ${hz + 180} ${SIZE * 0.5} ${hz} Z`,
          '#EBD9B4',
          { opacity: 0.8 },
        ),
      );
      const left = rng.chance(0.5);
      out.push(roundTree(left ? SIZE - 110 : 110, hz + 30, 1.2));
      out.push(left ? slide(90, hz + 90) : swings(SIZE - 260, hz + 90));
      out.push(roundTree(rng.range(300, 700), hz + 10, 0.6, '#5DB67C'));
      out.push(flowerDots(rng, hz + 40, SIZE - 30, 14));
      break;
    }
    case 'ocean': {
      out.push(sky(rng, time, 0, 0, SIZE, hz));
      if (rng.chance(0.6)) {
        const ix = rng.range(100, 900);
        out.push(
          ellipse(ix, hz, 120, 36, NATURE.sand) +
            ellipse(ix, hz - 16, 80, 30, NATURE.grassDark) +
            palm(ix + 20, hz - 20, 0.45, 1),
        );
      }
      out.push(rect(0, hz, SIZE, SIZE - hz, 'url(#seaGrad)'));
      for (let i = 0; i < 22; i++) {
        const y = hz + 10 + rng.range(0, SIZE - hz);
        const x = rng.range(-40, SIZE);
        const s = 0.6 + (y - hz) / 300;
        out.push(
          path(d`M ${x} ${y} q ${20 * s} ${-9 * s} ${40 * s} 0 t ${40 * s} 0`, 'none', {
            stroke: '#FFFFFF',
            'stroke-width': 3 * s,
            opacity: 0.55,
            'stroke-linecap': 'round',
          }),
        );
      }
      // The family's boat: mast and sail behind the characters, the hull in front.
      const left = Math.max(40, ctx.castSpan.left - 70);
      const right = Math.min(SIZE - 40, ctx.castSpan.right + 70);
      const mastX = rng.chance(0.5) ? left + 50 : right - 50;
      const mastTop = Math.max(60, ctx.ground - 600);
      out.push(rect(mastX - 7, mastTop, 14, ctx.ground - mastTop, NATURE.woodDark));
      const dir = mastX < (left + right) / 2 ? 1 : -1;
      out.push(
        path(
          d`M ${mastX + dir * 12} ${mastTop + 20} Q ${mastX + dir * 220} ${mastTop + 200} ${mastX + dir * 14} ${ctx.ground - 190} Z`,
          BRAND.paper,
        ),
      );
      out.push(
        path(
          d`M ${mastX + dir * 12} ${mastTop + 20} L ${mastX + dir * 80} ${mastTop + 40} L ${mastX + dir * 12} ${mastTop + 60} Z`,
          BRAND.berry,
        ),
      );
      const top = ctx.ground - 96;
      front +=
        path(
          d`M ${left - 40} ${top} L ${right + 40} ${top} Q ${right + 10} ${SIZE - 10} ${right - 80} ${SIZE + 20} L ${left + 80} ${SIZE + 20} Q ${left - 10} ${SIZE - 10} ${left - 40} ${top} Z`,
          '#C8553D',
        ) +
        rect(left - 46, top - 14, right - left + 92, 22, BRAND.paper, { rx: 10 }) +
        rect(left - 20, top + 40, right - left + 40, 14, '#FFFFFF', { opacity: 0.35, rx: 7 });
      for (let i = 0; i < 3; i++)
        front +=
          circle(left + (right - left) * ((i + 0.5) / 3), top + 85, 16, '#FFFFFF', { opacity: 0.85 }) +
          circle(left + (right - left) * ((i + 0.5) / 3), top + 85, 9, '#C8553D');
      front += path(
        d`M 0 ${SIZE - 40} q 40 -14 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 L ${SIZE} ${SIZE} L 0 ${SIZE} Z`,
        NATURE.sea,
        { opacity: 0.9 },
      );
      break;
    }
    case 'party': {
      const wall = night ? '#E9C9D8' : '#FDE2EA';
      out.push(wallAndFloor(hz, wall, '#E8C497'));
      for (let x = 40; x < SIZE; x += 80) out.push(rect(x, 0, 28, hz - 16, '#FFFFFF', { opacity: 0.35 }));
      out.push(planks(hz, '#C99D6B'));
      out.push(
        bunting(rng.range(60, 110), rng.range(30, 60), [BRAND.berry, BRAND.sunrise, BRAND.sky, BRAND.sprout]),
      );
      out.push(
        bunting(
          rng.range(150, 200),
          rng.range(20, 50),
          [BRAND.sunrise, BRAND.sky, BRAND.berry, '#B58CFF'],
          10,
        ),
      );
      for (const bx of [rng.range(40, 160), rng.range(860, 980)]) {
        for (let i = 0; i < 3; i++) {
          const x = bx + (i - 1) * 38;
          const y = hz - 300 + rng.range(-30, 30);
          out.push(
            path(d`M ${x} ${y + 50} Q ${x + 10} ${y + 150} ${bx} ${hz - 40}`, 'none', {
              stroke: '#8A6A52',
              'stroke-width': 2,
            }),
          );
          out.push(
            ellipse(
              x,
              y,
              34,
              42,
              rng.pick([BRAND.berry, BRAND.sunrise, BRAND.sky, BRAND.sprout, '#B58CFF']),
            ) + ellipse(x - 10, y - 14, 8, 12, '#FFFFFF', { opacity: 0.4 }),
          );
        }
      }
      for (let i = 0; i < 36; i++) {
        const x = rng.range(0, SIZE);
        const y = rng.range(0, SIZE * 0.55);
        front += rect(x, y, 10, 6, rng.pick([BRAND.berry, BRAND.sunrise, BRAND.sky, BRAND.sprout]), {
          transform: `rotate(${rng.int(0, 90)} ${Math.round(x)} ${Math.round(y)})`,
          opacity: 0.9,
        });
      }
      break;
    }
    case 'bathroom': {
      out.push(wallAndFloor(hz, '#D8EEF7', '#BFD9E6', '#FFFFFF'));
      for (let x = 0; x < SIZE; x += 64) out.push(rect(x, 0, 2, hz - 16, '#FFFFFF', { opacity: 0.8 }));
      for (let y = 64; y < hz - 16; y += 64) out.push(rect(0, y, SIZE, 2, '#FFFFFF', { opacity: 0.8 }));
      for (let y = hz + 40; y < SIZE; y += 70) out.push(rect(0, y, SIZE, 3, '#FFFFFF', { opacity: 0.6 }));
      const tubLeft = rng.chance(0.5);
      const tx = tubLeft ? 20 : SIZE - 340;
      out.push(
        rect(tx, hz - 150, 320, 150, '#FFFFFF', { rx: 40 }) +
          rect(tx - 10, hz - 160, 340, 24, '#F4F8FC', { rx: 12 }),
      );
      for (let i = 0; i < 9; i++)
        out.push(
          circle(tx + 30 + rng.range(0, 260), hz - 165 - rng.range(0, 40), rng.range(14, 28), '#FFFFFF', {
            opacity: 0.85,
            stroke: '#BFE3F7',
            'stroke-width': 2,
          }),
        );
      for (const lx of [tx + 50, tx + 270]) out.push(rect(lx - 8, hz - 10, 16, 24, '#DDE7EE', { rx: 6 }));
      const mx = tubLeft ? SIZE - 280 : 130;
      out.push(
        ellipse(mx + 75, hz - 390, 90, 110, '#FFFFFF') +
          ellipse(mx + 75, hz - 390, 78, 98, '#CDEBFF') +
          path(d`M ${mx + 30} ${hz - 440} L ${mx + 70} ${hz - 470}`, 'none', {
            stroke: '#FFFFFF',
            'stroke-width': 8,
            'stroke-linecap': 'round',
          }),
      );
      out.push(
        rect(mx - 10, hz - 230, 170, 20, '#FFFFFF', { rx: 8 }) +
          rect(mx + 40, hz - 210, 70, 210, '#FFFFFF', { rx: 12 }),
      );
      out.push(
        rect(tubLeft ? SIZE - 120 : 20, hz - 360, 100, 12, NATURE.wood, { rx: 6 }) +
          rect(tubLeft ? SIZE - 110 : 30, hz - 350, 80, 140, BRAND.sunrise, { rx: 10 }) +
          rect(tubLeft ? SIZE - 110 : 30, hz - 260, 80, 14, '#FFFFFF', { opacity: 0.6 }),
      );
      out.push(rug(SIZE / 2, hz + 150, 220, '#9FD8C8'));
      break;
    }
    case 'bedroom': {
      const wall = night ? '#3C4A7D' : '#FCE6D4';
      out.push(wallAndFloor(hz, wall, night ? '#8C6C5A' : '#E3B98C', night ? '#5A6AA0' : '#FFFFFF'));
      out.push(planks(hz, night ? '#6F5444' : '#C99D6B'));
      for (let i = 0; i < 10; i++)
        out.push(
          star(
            rng.range(20, SIZE - 20),
            rng.range(20, hz - 300),
            rng.range(0.8, 1.4),
            night ? '#FFE9A8' : '#FFD27A',
          ),
        );
      const wx = rng.range(320, 520);
      out.push(windowFrame(rng, time, wx, 110, 220, 200, night ? '#6C5B9E' : '#F7B2C4'));
      out.push(picture(wx > 420 ? 130 : 760, 150, 110, 84, NATURE.wood, rng));
      const bedLeft = rng.chance(0.5);
      const bx = bedLeft ? -20 : SIZE - 360;
      out.push(bed(bx, hz + 10, bedLeft, night ? '#7B6BC2' : BRAND.sky));
      const nx = bedLeft ? 360 : SIZE - 450;
      out.push(
        rect(nx, hz - 110, 90, 110, NATURE.wood, { rx: 10 }) +
          rect(nx + 10, hz - 70, 70, 8, NATURE.woodDark, { rx: 4 }),
      );
      out.push(
        rect(nx + 40, hz - 190, 10, 80, '#8A6A52') +
          path(
            d`M ${nx + 10} ${hz - 180} L ${nx + 80} ${hz - 180} L ${nx + 66} ${hz - 240} L ${nx + 24} ${hz - 240} Z`,
            BRAND.sunrise,
          ),
      );
      if (night) front += circle(nx + 45, hz - 200, 260, 'url(#lampGlow)');
      out.push(rug(SIZE / 2 + rng.range(-80, 80), hz + 190, 260, night ? '#B5577E' : BRAND.berry));
      return {
        defs,
        back: out.join(''),
        front,
        overlay: night ? { colour: '#1A1F4A', opacity: 0.12 } : undefined,
      };
    }
    case 'garden': {
      out.push(sky(rng, time, 0, 0, SIZE, hz - 40));
      const houseX = rng.pick([rng.range(-60, 60), rng.range(640, 760)]);
      out.push(
        rect(houseX, hz - 330, 360, 330, '#F6E3C6') +
          path(
            d`M ${houseX - 30} ${hz - 320} L ${houseX + 180} ${hz - 470} L ${houseX + 390} ${hz - 320} Z`,
            '#C8553D',
          ),
      );
      out.push(
        windowFrame(rng, time, houseX + 60, hz - 260, 90, 90, BRAND.sky) +
          rect(houseX + 220, hz - 170, 80, 170, NATURE.woodDark, { rx: 10 }),
      );
      out.push(fence(hz - 20, 0, SIZE));
      out.push(rect(0, hz, SIZE, SIZE - hz, grass) + rect(0, hz, SIZE, SIZE - hz, 'url(#groundShade)'));
      for (let i = 0; i < 3; i++) {
        const y = hz + 40 + i * 28;
        out.push(rect(rng.range(-40, 300), y, rng.range(300, 700), 18, '#8A5A3B', { rx: 9, opacity: 0.55 }));
      }
      out.push(flowerDots(rng, hz - 10, hz + 140, 26));
      out.push(grassTufts(rng, hz + 140, SIZE, 14, NATURE.grassDark));
      break;
    }
    case 'home': {
      // A room of a house (a living room, a new home): wall, window, wooden floor, and only a
      // picture or a rug at times, so an 'empty new home' is drawn empty as its page says.
      out.push(wallAndFloor(hz, night ? '#3F4F7A' : '#F3E3CF', night ? '#8C6C5A' : '#DDB689'));
      out.push(planks(hz, night ? '#6F5444' : '#B88B5C'));
      const wx = rng.range(300, 560);
      out.push(windowFrame(rng, time, wx, 120, 200, 180, night ? '#6C7FB8' : '#9CCFB8'));
      if (rng.chance(0.5)) out.push(picture(wx > 430 ? 150 : 740, 170, 100, 76, NATURE.wood, rng));
      if (rng.chance(0.5))
        out.push(rug(SIZE / 2 + rng.range(-80, 80), hz + 190, 240, night ? '#8E6FB0' : BRAND.sky));
      break;
    }
    case 'kitchen': {
      out.push(wallAndFloor(hz, '#FFF1D6', '#E9D5B8'));
      for (let x = 0; x < SIZE; x += 56)
        for (let y = hz - 300; y < hz - 130; y += 56)
          out.push(rect(x + 2, y + 2, 52, 52, '#FFFFFF', { opacity: 0.55, rx: 4 }));
      const kwx = rng.range(360, 520);
      out.push(rect(0, hz - 150, SIZE, 150, '#7FB7A4') + rect(0, hz - 168, SIZE, 22, '#F4EBDD', { rx: 6 }));
      for (let x = 20; x < SIZE; x += 170)
        out.push(
          rect(x, hz - 130, 150, 110, '#94C7B5', { rx: 10 }) +
            rect(x + 62, hz - 90, 26, 8, '#FFFFFF', { rx: 4 }),
        );
      for (const [x0, x1] of [
        [20, kwx - 70],
        [kwx + 270, SIZE - 20],
      ] as const) {
        for (let x = x0; x + 120 <= x1; x += 150)
          out.push(
            rect(x, 40, 130, 120, '#94C7B5', { rx: 10 }) + rect(x + 52, 130, 26, 8, '#FFFFFF', { rx: 4 }),
          );
      }
      out.push(windowFrame(rng, time, kwx, 90, 200, 160, '#F6C38B'));
      out.push(picture(kwx < 440 ? kwx + 330 : kwx - 190, 200, 90, 70, BRAND.berry, rng));
      const px = rng.range(140, 280);
      out.push(
        ellipse(px, hz - 190, 52, 22, '#5C6770') +
          rect(px - 6, hz - 220, 12, 10, '#5C6770') +
          ellipse(SIZE - px, hz - 186, 30, 18, BRAND.berry) +
          rect(SIZE - px - 4, hz - 210, 8, 8, BRAND.berry),
      );
      for (let y = hz + 50; y < SIZE; y += 80)
        for (let x = (y / 80) % 2 === 0 ? 0 : 40; x < SIZE; x += 160)
          out.push(rect(x, y, 80, 80, '#DCC5A3', { opacity: 0.6 }));
      break;
    }
    case 'school': {
      out.push(wallAndFloor(hz, '#FDF1DC', '#E3B98C'));
      out.push(rect(0, hz - 130, SIZE, 114, '#9BCBB4'));
      out.push(planks(hz, '#C99D6B'));
      const bx = rng.range(200, 380);
      out.push(
        rect(bx - 14, 96, 440, 270, NATURE.wood, { rx: 12 }) + rect(bx, 110, 412, 242, '#2F5D50', { rx: 6 }),
      );
      out.push(circle(bx + 80, 190, 34, 'none', { stroke: '#FFFFFF', 'stroke-width': 5, opacity: 0.8 }));
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        out.push(
          path(
            d`M ${bx + 80 + Math.cos(a) * 44} ${190 + Math.sin(a) * 44} L ${bx + 80 + Math.cos(a) * 58} ${190 + Math.sin(a) * 58}`,
            'none',
            { stroke: '#FFFFFF', 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.8 },
          ),
        );
      }
      out.push(
        path(
          d`M ${bx + 170} ${170} q 20 -30 40 0 t 40 0 t 40 0 M ${bx + 170} ${240} l 40 -40 l 40 40 l 40 -40 l 40 40 M ${bx + 60} ${300} L ${bx + 340} ${300}`,
          'none',
          {
            stroke: '#FFFFFF',
            'stroke-width': 5,
            'stroke-linecap': 'round',
            'stroke-linejoin': 'round',
            opacity: 0.75,
          },
        ),
      );
      out.push(rect(bx + 20, 352, 60, 8, '#FFFFFF'));
      out.push(windowFrame(rng, time, bx > 290 ? 40 : SIZE - 200, 110, 150, 190, '#FFCF7A'));
      const clockX = bx > 290 ? 120 : SIZE - 120;
      out.push(
        circle(clockX, 400, 40, '#FFFFFF', { stroke: BRAND.berry, 'stroke-width': 8 }) +
          path(d`M ${clockX} 400 L ${clockX} 374 M ${clockX} 400 L ${clockX + 18} 408`, 'none', {
            stroke: BRAND.ink,
            'stroke-width': 5,
            'stroke-linecap': 'round',
          }),
      );
      out.push(bunting(30, 14, [BRAND.berry, BRAND.sunrise, BRAND.sky, BRAND.sprout], 14));
      out.push(shelf(bx + 470 > SIZE - 140 ? 30 : SIZE - 200, hz - 330, rng));
      break;
    }
    case 'airport': {
      out.push(rect(0, 0, SIZE, hz, '#E4E9F0'));
      const top = 60;
      const bottom = hz - 40;
      out.push(sky(rng, time, 0, top, SIZE, bottom - top, 0.8));
      out.push(
        rect(0, bottom - 70, SIZE, 70, '#9AA5B1') +
          rect(0, bottom - 40, SIZE, 6, '#FFFFFF', { opacity: 0.7 }),
      );
      out.push(plane(rng.range(200, 800), top + rng.range(80, 180), rng.range(0.8, 1.1), rng.chance(0.5)));
      out.push(plane(rng.range(150, 850), bottom - 110, 0.7, rng.chance(0.5)));
      for (let x = 0; x <= SIZE; x += SIZE / 4) out.push(rect(x - 7, top, 14, bottom - top, '#C9D2DC'));
      out.push(rect(0, top - 12, SIZE, 20, '#C9D2DC') + rect(0, bottom - 6, SIZE, 20, '#C9D2DC'));
      out.push(
        rect(0, hz - 20, SIZE, SIZE - hz + 20, '#D5DCE5') +
          rect(0, hz - 20, SIZE, SIZE - hz, 'url(#floorShade)'),
      );
      for (let x = 0; x < SIZE; x += 128) out.push(rect(x, hz - 20, 2, SIZE, '#FFFFFF', { opacity: 0.5 }));
      const sx = rng.pick([40, SIZE - 340]);
      for (let i = 0; i < 4; i++)
        out.push(
          rect(sx + i * 76, hz - 60, 66, 70, '#4C7BD9', { rx: 12 }) +
            rect(sx + i * 76, hz - 10, 66, 20, '#3D63B3', { rx: 8 }),
        );
      break;
    }
    default: {
      // meadow
      out.push(sky(rng, time, 0, 0, SIZE, hz));
      out.push(hills(rng, hz - 40, night ? '#6FA883' : '#B9E3A0', 90, 2));
      out.push(hills(rng, hz, night ? '#5E9C72' : NATURE.grassLight, 50, 3));
      out.push(
        rect(0, hz + 30, SIZE, SIZE - hz, grass) + rect(0, hz + 30, SIZE, SIZE - hz, 'url(#groundShade)'),
      );
      if (rng.chance(0.7)) {
        const tx = rng.pick([rng.range(60, 160), rng.range(860, 960)]);
        out.push(roundTree(tx, hz + 60, rng.range(1.0, 1.3)));
      }
      out.push(flowerDots(rng, hz + 40, SIZE - 20, 24));
      out.push(grassTufts(rng, hz + 40, SIZE, 16, NATURE.grassDark));
      break;
    }
  }
  return { defs, back: out.join(''), front, overlay: nightOverlay };
}

// Small scenery pieces.

function sailboat(x: number, y: number, s: number): string {
  return (
    path(
      d`M ${x - 60 * s} ${y} L ${x + 60 * s} ${y} L ${x + 40 * s} ${y + 24 * s} L ${x - 40 * s} ${y + 24 * s} Z`,
      '#C8553D',
    ) +
    rect(x - 3 * s, y - 110 * s, 6 * s, 110 * s, NATURE.woodDark) +
    path(
      d`M ${x + 5 * s} ${y - 104 * s} L ${x + 5 * s} ${y - 10 * s} L ${x + 60 * s} ${y - 10 * s} Z`,
      '#FFFFFF',
    )
  );
}

function palm(x: number, baseY: number, s: number, lean: number): string {
  const topX = x + lean * 60 * s;
  const topY = baseY - 330 * s;
  const out: string[] = [
    path(
      d`M ${x - 16 * s} ${baseY} Q ${x + lean * 10 * s} ${baseY - 180 * s} ${topX - 8 * s} ${topY} L ${topX + 8 * s} ${topY} Q ${x + lean * 30 * s} ${baseY - 180 * s} ${x + 16 * s} ${baseY} Z`,
      NATURE.wood,
    ),
  ];
  for (const a of [-160, -120, -60, -20, 20, 200]) {
    const rad = (a * Math.PI) / 180;
    const ex = topX + Math.cos(rad) * 150 * s;
    const ey = topY + Math.sin(rad) * 90 * s + 50 * s;
    out.push(
      path(
        d`M ${topX} ${topY} Q ${(topX + ex) / 2} ${topY - 60 * s} ${ex} ${ey} Q ${(topX + ex) / 2} ${topY - 10 * s} ${topX} ${topY} Z`,
        BRAND.sprout,
      ),
    );
  }
  out.push(
    circle(topX - 10 * s, topY + 14 * s, 13 * s, NATURE.woodDark) +
      circle(topX + 12 * s, topY + 16 * s, 13 * s, NATURE.woodDark),
  );
  return out.join('');
}

function mushroom(x: number, y: number, s: number): string {
  return (
    rect(x - 6 * s, y - 20 * s, 12 * s, 20 * s, '#FFF4E0', { rx: 4 * s }) +
    path(d`M ${x - 22 * s} ${y - 18 * s} Q ${x} ${y - 52 * s} ${x + 22 * s} ${y - 18 * s} Z`, BRAND.berry) +
    circle(x - 6 * s, y - 30 * s, 4 * s, '#FFFFFF') +
    circle(x + 8 * s, y - 24 * s, 3 * s, '#FFFFFF')
  );
}

function barn(x: number, baseY: number, s: number): string {
  const w = 230 * s;
  const h = 170 * s;
  return (
    rect(x, baseY - h, w, h, NATURE.barn) +
    path(
      d`M ${x - 16 * s} ${baseY - h + 4} L ${x + w / 2} ${baseY - h - 110 * s} L ${x + w + 16 * s} ${baseY - h + 4} Z`,
      '#8E3B37',
    ) +
    rect(x + w / 2 - 50 * s, baseY - 110 * s, 100 * s, 110 * s, '#FFFFFF') +
    rect(x + w / 2 - 42 * s, baseY - 102 * s, 84 * s, 102 * s, '#B8433F') +
    path(
      d`M ${x + w / 2 - 42 * s} ${baseY - 102 * s} L ${x + w / 2 + 42 * s} ${baseY} M ${x + w / 2 + 42 * s} ${baseY - 102 * s} L ${x + w / 2 - 42 * s} ${baseY}`,
      'none',
      { stroke: '#FFFFFF', 'stroke-width': 8 * s },
    ) +
    circle(x + w / 2, baseY - h - 40 * s, 20 * s, '#FFFFFF')
  );
}

function fence(y: number, from: number, to: number): string {
  const out: string[] = [
    rect(from, y - 50, to - from, 10, '#FFFFFF', { opacity: 0.95 }),
    rect(from, y - 26, to - from, 10, '#FFFFFF', { opacity: 0.95 }),
  ];
  for (let x = from + 10; x < to; x += 44)
    out.push(
      path(
        d`M ${x} ${y} L ${x} ${y - 64} L ${x + 9} ${y - 74} L ${x + 18} ${y - 64} L ${x + 18} ${y} Z`,
        '#FFFFFF',
      ),
    );
  return out.join('');
}

function hayBale(x: number, y: number): string {
  return (
    ellipse(x, y, 70, 10, BRAND.ink, { opacity: 0.1 }) +
    rect(x - 60, y - 70, 120, 70, '#E9C46A', { rx: 14 }) +
    rect(x - 60, y - 50, 120, 7, '#D4A94A') +
    rect(x - 60, y - 26, 120, 7, '#D4A94A')
  );
}

function building(
  x: number,
  baseY: number,
  w: number,
  h: number,
  colour: string,
  rng: Rng,
  night: boolean,
): string {
  const out: string[] = [
    rect(x, baseY - h, w, h, colour),
    rect(x - 4, baseY - h - 10, w + 8, 14, '#FFFFFF', { opacity: 0.45 }),
  ];
  for (let wy = baseY - h + 30; wy < baseY - 70; wy += 54) {
    for (let wx = x + 18; wx < x + w - 40; wx += 44)
      out.push(rect(wx, wy, 26, 32, night && rng.chance(0.6) ? '#FFE08A' : '#DDF3FF', { rx: 4 }));
  }
  out.push(rect(x + w / 2 - 20, baseY - 60, 40, 60, '#6B4F3A', { rx: 6 }));
  if (rng.chance(0.5))
    out.push(
      path(
        d`M ${x + 10} ${baseY - 80} L ${x + w - 10} ${baseY - 80} L ${x + w} ${baseY - 60} L ${x} ${baseY - 60} Z`,
        rng.pick([BRAND.berry, BRAND.sprout, BRAND.sunrise]),
      ),
    );
  return out.join('');
}

function slide(x: number, baseY: number): string {
  return (
    rect(x + 120, baseY - 220, 12, 220, '#8E6CCF') +
    rect(x + 170, baseY - 220, 12, 220, '#8E6CCF') +
    rect(x + 114, baseY - 226, 74, 14, '#8E6CCF', { rx: 6 }) +
    path(
      d`M ${x + 120} ${baseY - 214} Q ${x + 60} ${baseY - 120} ${x - 10} ${baseY - 10} L ${x + 22} ${baseY - 10} Q ${x + 90} ${baseY - 110} ${x + 140} ${baseY - 200} Z`,
      BRAND.sunrise,
    ) +
    [0, 1, 2, 3, 4].map((i) => rect(x + 132, baseY - 190 + i * 40, 38, 8, '#B9A3E8')).join('')
  );
}

function swings(x: number, baseY: number): string {
  return (
    path(
      d`M ${x} ${baseY} L ${x + 30} ${baseY - 240} L ${x + 60} ${baseY} M ${x + 190} ${baseY} L ${x + 220} ${baseY - 240} L ${x + 250} ${baseY}`,
      'none',
      { stroke: BRAND.berry, 'stroke-width': 12, 'stroke-linecap': 'round' },
    ) +
    rect(x + 20, baseY - 250, 210, 14, BRAND.berry, { rx: 7 }) +
    path(
      d`M ${x + 80} ${baseY - 240} L ${x + 80} ${baseY - 80} M ${x + 120} ${baseY - 240} L ${x + 120} ${baseY - 80} M ${x + 150} ${baseY - 240} L ${x + 150} ${baseY - 100} M ${x + 190} ${baseY - 240} L ${x + 190} ${baseY - 100}`,
      'none',
      { stroke: '#8A6A52', 'stroke-width': 3 },
    ) +
    rect(x + 70, baseY - 84, 60, 10, BRAND.sunrise, { rx: 5 }) +
    rect(x + 140, baseY - 104, 60, 10, BRAND.sky, { rx: 5 })
  );
}

function bed(x: number, floorY: number, headLeft: boolean, blanket: string): string {
  const hx = headLeft ? x : x + 320;
  return (
    rect(hx - 10, floorY - 240, 40, 240, NATURE.wood, { rx: 12 }) +
    rect(x, floorY - 120, 340, 90, NATURE.wood, { rx: 10 }) +
    rect(x + 10, floorY - 150, 320, 50, '#FFFFFF', { rx: 16 }) +
    ellipse(headLeft ? x + 80 : x + 260, floorY - 160, 60, 26, '#FFFFFF') +
    rect(headLeft ? x + 120 : x + 10, floorY - 150, 210, 86, blanket, { rx: 16 }) +
    path(
      d`M ${headLeft ? x + 140 : x + 30} ${floorY - 110} L ${headLeft ? x + 310 : x + 200} ${floorY - 110}`,
      'none',
      { stroke: '#FFFFFF', 'stroke-width': 6, opacity: 0.5 },
    )
  );
}

function shelf(x: number, y: number, rng: Rng): string {
  const out: string[] = [rect(x, y, 170, 12, NATURE.wood, { rx: 6 })];
  let bx = x + 10;
  while (bx < x + 150) {
    const w = rng.range(14, 24);
    const h = rng.range(46, 70);
    out.push(
      rect(bx, y - h, w, h, rng.pick([BRAND.berry, BRAND.sprout, BRAND.sunrise, BRAND.sky, '#8E6CCF']), {
        rx: 3,
      }),
    );
    bx += w + 3;
  }
  return out.join('');
}

function plane(x: number, y: number, s: number, flip: boolean): string {
  const body =
    path(
      d`M -110 0 Q -110 -22 -80 -22 L 90 -22 Q 130 -22 140 0 Q 130 18 90 18 L -80 18 Q -110 18 -110 0 Z`,
      '#FFFFFF',
    ) +
    path(d`M -20 -2 L 40 -2 L -10 70 L -40 70 Z`, '#DDE7EE') +
    path(d`M -100 -18 L -70 -18 L -100 -70 L -118 -70 Z`, BRAND.berry) +
    [-50, -25, 0, 25, 50, 75].map((wx) => circle(wx, -6, 6, '#8FD3FF')).join('') +
    path(d`M 108 -16 Q 128 -14 132 -4 L 106 -4 Z`, '#5AA9E6');
  return el(
    'g',
    { transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${flip ? -s : s} ${s})` },
    body,
  );
}
