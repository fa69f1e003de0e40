import type { Rng } from './prng.js';
import { cap } from './text.js';

/**
 * The sentence language of content/: plain words, `{placeholders}` filled from the story
 * (`{hero}`, `{peer.his}`; a capital first letter, `{Hero.he}`, capitalises what it gives) and
 * `[one|other]` choices, one of which the book's seed picks. Choices may hold placeholders and
 * other choices. content/README.md is the writer's guide.
 */
export type Part =
  | { kind: 'text'; text: string }
  | { kind: 'slot'; name: string; capital: boolean }
  | { kind: 'choice'; options: Template[] };

export type Template = readonly Part[];

export class TemplateError extends Error {}

/** Reads a sentence into parts; throws TemplateError naming the place of a syntax mistake. */
export function parseTemplate(source: string): Template {
  let at = 0;
  const fail = (what: string): never => {
    throw new TemplateError(`${what} at character ${at + 1} of "${source}"`);
  };
  // A sequence runs until the end, or inside a choice until its next '|' or ']'.
  const sequence = (nested: boolean): Template => {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({ kind: 'text', text });
      text = '';
    };
    while (at < source.length) {
      const ch = source[at] as string;
      if (ch === '{') {
        flush();
        const end = source.indexOf('}', at);
        if (end < 0) fail('a "{" without its "}"');
        const name = source.slice(at + 1, end).trim();
        // Letters of any language: the Spanish forms are words such as {hero.corrió/corrieron}.
        if (!/^[A-Za-z][\w']*(?:\.(?:g:)?[\p{L}\w']+(?:\/[\p{L}\w']+)*)?$/u.test(name))
          fail(`"{${name}}" is not a placeholder`);
        const capital = /^[A-Z]/.test(name);
        parts.push({
          kind: 'slot',
          name: capital ? name.charAt(0).toLowerCase() + name.slice(1) : name,
          capital,
        });
        at = end + 1;
      } else if (ch === '[') {
        flush();
        at += 1;
        const options: Template[] = [sequence(true)];
        while (source[at] === '|') {
          at += 1;
          options.push(sequence(true));
        }
        if (source[at] !== ']') fail('a "[" without its "]"');
        at += 1;
        parts.push({ kind: 'choice', options });
      } else if (ch === '|' || ch === ']') {
        if (nested) break;
        fail(`a "${ch}" outside [ ]`);
      } else if (ch === '}') {
        fail('a "}" without its "{"');
      } else {
        text += ch;
        at += 1;
      }
    }
    flush();
    return parts;
  };
  return sequence(false);
}

/** Every placeholder name a template uses (lower-case first letter), choices included. */
export function slotNames(template: Template): string[] {
  return template.flatMap((part) =>
    part.kind === 'slot' ? [part.name] : part.kind === 'choice' ? part.options.flatMap(slotNames) : [],
  );
}

/**
 * Writes a template out. All options of a choice are written before any choice of the same
 * sentence is drawn, and the choices are then drawn left to right: the order in which the
 * storyteller's seed has always been spent, so a seed keeps giving the same book.
 */
export function renderTemplate(template: Template, fill: (name: string) => string, rng: Rng): string {
  const written = template.map((part) =>
    part.kind === 'choice' ? part.options.map((option) => renderTemplate(option, fill, rng)) : undefined,
  );
  let out = '';
  template.forEach((part, i) => {
    if (part.kind === 'text') out += part.text;
    else if (part.kind === 'slot') out += part.capital ? cap(fill(part.name)) : fill(part.name);
    else out += rng.pick(written[i] as string[]);
  });
  return out;
}
