import { z } from 'zod';
import { knownPlaceholder } from './placeholders.js';
import { type Template, TemplateError, parseTemplate, slotNames } from './template.js';

/**
 * Checks for the JSON files of content/: each is parsed with its schema when the storyteller
 * loads, so a typo in a file stops the storyteller at once with the file and the place named,
 * instead of printing a broken book later.
 */

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
      if (!knownPlaceholder(name, locals))
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
      return new RegExp(`\\b(?:${source})\\b`, 'i');
    } catch {
      ctx.addIssue({ code: 'custom', message: `"${source}" is not a valid word pattern` });
      return z.NEVER;
    }
  });

/** A beat in both age groups: what 2-4 year olds read and what 5-7 year olds read. */
export function byAge<T extends z.ZodType>(one: T) {
  return z.object({ young: one, older: one }).strict();
}

/** Parses one file of content/ (already imported as JSON); throws naming the file and each mistake. */
export function loadContent<T extends z.ZodType>(file: string, schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const mistakes = result.error.issues.map((issue) => {
    const where = issue.path
      .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
      .join('');
    return `${where.replace(/^\./, '') || '(top)'}: ${issue.message}`;
  });
  throw new Error(`content/${file}: ${mistakes.join('; ')}`);
}
