/**
 * The pieces of a finished picture's SVG that a style rewrites: its opening tag, its <defs>
 * and its body. Styles work on the finished markup so the composition (and so the self-check,
 * which reads the plan) is the same in every style.
 */

export interface SvgParts {
  open: string;
  defs: string;
  body: string;
  width: number;
  height: number;
}

export function splitSvg(svg: string): SvgParts {
  const openEnd = svg.indexOf('>') + 1;
  const open = svg.slice(0, openEnd);
  let rest = svg.slice(openEnd, svg.lastIndexOf('</svg>'));
  let defs = '';
  if (rest.startsWith('<defs>')) {
    const end = rest.indexOf('</defs>');
    defs = rest.slice('<defs>'.length, end);
    rest = rest.slice(end + '</defs>'.length);
  }
  const width = Number(/\bwidth="([\d.]+)"/.exec(open)?.[1] ?? 1024);
  const height = Number(/\bheight="([\d.]+)"/.exec(open)?.[1] ?? 1024);
  return { open, defs, body: rest, width, height };
}

export function joinSvg(parts: Pick<SvgParts, 'open' | 'defs' | 'body'>): string {
  return `${parts.open}<defs>${parts.defs}</defs>${parts.body}</svg>`;
}

/** The body's top-level elements, each as its own markup string (the markup has no comments). */
export function topLevel(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (const m of body.matchAll(/<(\/?)[a-zA-Z][^>]*?(\/?)>/g)) {
    const closing = m[1] === '/';
    const selfClosing = m[2] === '/';
    if (depth === 0 && !closing) start = m.index;
    if (closing) depth--;
    else if (!selfClosing) depth++;
    if (depth === 0) out.push(body.slice(start, m.index + m[0].length));
  }
  return out;
}

/** An element's children when it is a plain container (<g> or nested <svg>), else undefined. */
export function containerParts(
  element: string,
): { open: string; children: string; close: string } | undefined {
  const tag = /^<(g|svg)\b/.exec(element)?.[1];
  if (!tag || element.endsWith('/>')) return undefined;
  const openEnd = element.indexOf('>') + 1;
  const close = `</${tag}>`;
  return { open: element.slice(0, openEnd), children: element.slice(openEnd, -close.length), close };
}
