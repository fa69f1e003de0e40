/** Tiny string builders for SVG markup. Everything that is not a number goes through esc(). */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in an attribute value or element content. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A coordinate with at most one decimal, never '-0'. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type AttrValue = string | number | undefined | null | false;

export function attrs(values: Record<string, AttrValue>): string {
  let out = '';
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : esc(value)}"`;
  }
  return out;
}

/** An element; children are raw markup (already built with these helpers). */
export function el(tag: string, values: Record<string, AttrValue> = {}, children?: string): string {
  return children === undefined || children === ''
    ? `<${tag}${attrs(values)}/>`
    : `<${tag}${attrs(values)}>${children}</${tag}>`;
}

/** A group, optionally translated/scaled/mirrored. */
export function group(children: string, values: Record<string, AttrValue> = {}): string {
  return el('g', values, children);
}

export function translate(x: number, y: number, scale = 1, mirror = false): string {
  const sx = mirror ? -scale : scale;
  return scale === 1 && !mirror
    ? `translate(${num(x)} ${num(y)})`
    : `translate(${num(x)} ${num(y)}) scale(${num3(sx)} ${num3(scale)})`;
}

function num3(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Path data from a template of numbers: d`M ${x} ${y}` rounds every interpolated number. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += num(value) + (strings[i + 1] ?? '');
  });
  return out.replace(/\s+/g, ' ').trim();
}

export function circle(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Record<string, AttrValue> = {},
): string {
  return el('circle', { cx, cy, r, fill, ...extra });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, AttrValue> = {},
): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Record<string, AttrValue> = {},
): string {
  return el('rect', { x, y, width, height, fill, ...extra });
}

export function path(data: string, fill: string, extra: Record<string, AttrValue> = {}): string {
  return el('path', { d: data, fill, ...extra });
}

/** A linear gradient definition, top to bottom unless told otherwise. */
export function linearGradient(
  id: string,
  stops: ReadonlyArray<readonly [offset: number, color: string, opacity?: number]>,
  direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
  return el(
    'linearGradient',
    { id, x1, y1, x2, y2 },
    stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity ?? undefined }),
      )
      .join(''),
  );
}

export function radialGradient(
  id: string,
  stops: ReadonlyArray<readonly [offset: number, color: string, opacity?: number]>,
): string {
  return el(
    'radialGradient',
    { id, cx: 0.5, cy: 0.5, r: 0.5 },
    stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity ?? undefined }),
      )
      .join(''),
  );
}
