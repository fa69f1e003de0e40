import { z } from 'zod';
import type { Glossary, Wording } from './context.js';
import { knownPlaceholder } from './placeholders.js';
import { type Template, TemplateError, parseTemplate, slotNames } from './template.js';

/**
 * Checks for the JSON files of content/: each is parsed with its schema when the storyteller
 * loads, so a typo in a file stops the storyteller at once with the file and the place named,
 * instead of printing a broken book later.
 */

/**
 * The glossary the file being loaded is checked against (undefined: English's). Zod runs a
 * sentence's check while `loadContent` parses, so the file's language is set for that call only:
 * the schemas stay the same for every language.
 */
let checking: Glossary | undefined;

/** A sentence of the template language; `locals` are the extra placeholders allowed there. */
export function sentence(locals: readonly string[] = []) {
  return z.string().transform((source, ctx): Template => {
    let template: Template;
    try {
      template = parseTemplate(source);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
    for (const name of slotNames(template))
      if (!knownPlaceholder(name, locals, checking))
        ctx.addIssue({ code: 'custom', message: `unknown placeholder {${name}} in "${source}"` });
    return template;
  });
}

/** Text used exactly as written (the settings catalogue): no placeholders or choices there. */
export const plainText = z
  .string()
  .min(1)
  .refine((text) => !/[{}[\]|]/.test(text), {
    message: 'this text is used as written: {placeholders} and [choices] do not work here',
  });

/**
 * Words to find in a description, as a regular expression without the slashes: alternatives
 * joined by '|' ('dogs?|doggy' finds dog, dogs and doggy). Whole words only, any case.
 */
export const words = z
  .string()
  .min(1)
  .transform((source, ctx): RegExp => {
    try {
      // Other languages' words may hold accented letters, which \b does not count as letters.
      return checking === undefined
        ? new RegExp(`\\b(?:${source})\\b`, 'i')
        : new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'iu');
    } catch {
      ctx.addIssue({ code: 'custom', message: `"${source}" is not a valid word pattern` });
      return z.NEVER;
    }
  });

/** A beat in both age groups: what 2-4 year olds read and what 5-7 year olds read. */
export function byAge<T extends z.ZodType>(one: T) {
  return z.object({ young: one, older: one }).strict();
}

/**
 * Parses one file of content/ (already imported as JSON) against the glossary of its language
 * (content/es/ files: Spanish's; none: English's); throws naming the file and each mistake.
 */
export function loadContent<T extends z.ZodType>(
  file: string,
  schema: T,
  data: unknown,
  glossary?: Glossary,
): z.output<T> {
  checking = glossary;
  let result: ReturnType<T['safeParse']>;
  try {
    result = schema.safeParse(data) as ReturnType<T['safeParse']>;
  } finally {
    checking = undefined;
  }
  if (result.success) return result.data as z.output<T>;
  const mistakes = result.error.issues.map((issue) => {
    const where = issue.path
      .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
      .join('');
    return `${where.replace(/^\./, '') || '(top)'}: ${issue.message}`;
  });
  throw new Error(`content/${file}: ${mistakes.join('; ')}`);
}

/** Every file loadLanguages has read, with its schema: what checkWording checks a language's copy of. */
const LANGUAGE_FILES = new Map<string, (wording: Wording) => unknown>();

/**
 * A file that exists in every written language with the same keys: content/<file> in English
 * and content/<lang>/<file> in each other language (its Wording's `files`), checked with one
 * schema, each against its own glossary. Returns the text for a book: English's when the book
 * has no wording, else its language's, parsed once.
 */
export function loadLanguages<T extends z.ZodType>(
  file: string,
  schema: T,
  english: unknown,
): (c: { wording?: Wording | undefined }) => z.output<T> {
  const en = loadContent(file, schema, english);
  const parsed = new WeakMap<Wording, z.output<T>>();
  const load = (wording: Wording): z.output<T> => {
    if (!parsed.has(wording))
      parsed.set(wording, loadContent(`${wording.lang}/${file}`, schema, wording.files[file], wording));
    return parsed.get(wording) as z.output<T>;
  };
  LANGUAGE_FILES.set(file, load);
  return (c) => (c.wording ? load(c.wording) : en);
}

/**
 * Parses a language's copy of every file loadLanguages has read, so a mistake in it stops the
 * storyteller when the language is wired in (languages.ts), not at its first book.
 */
export function checkWording(wording: Wording): void {
  for (const load of LANGUAGE_FILES.values()) load(wording);
}
