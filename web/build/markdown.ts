import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

/** What a markdown file's front matter says, plus what is measured from its text. */
export interface MarkdownMeta {
  title: string;
  date: string;
  description: string;
  words: number;
  /** Reading time at 200 words a minute, rounded up. */
  minutes: number;
}

const marked = new Marked({
  gfm: true,
  renderer: {
    // Spec part 1 §2: links in an article open in a new tab.
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const titled = title ? ` title="${title}"` : '';
      return `<a href="${href}"${titled} target="_blank" rel="noopener noreferrer">${text}</a>`;
    },
  },
});

/** Splits `---\nkey: value\n---\nbody` into its fields and body; every field is required. */
export function parseMarkdown(source: string, file: string): { meta: MarkdownMeta; html: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: missing front matter`);
  const fields = Object.fromEntries(
    (match[1] as string).split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  for (const key of ['title', 'date', 'description'])
    if (!fields[key]) throw new Error(`${file}: front matter needs ${key}`);
  const body = match[2] as string;
  const words = body.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
  return {
    meta: {
      title: fields.title as string,
      date: fields.date as string,
      description: fields.description as string,
      words,
      minutes: Math.max(1, Math.ceil(words / 200)),
    },
    html: marked.parse(body, { async: false }),
  };
}

/**
 * Markdown articles become modules at build time: `meta` (front matter, word count, reading
 * time) and `html`, so no markdown parser ships to the browser; `?meta` gives `meta` alone.
 */
export function markdownPlugin(): Plugin {
  return {
    name: 'storysprout-markdown',
    transform(source, id) {
      // `x.md?meta` is the front matter alone, for lists that must not carry every article.
      const metaOnly = id.endsWith('.md?meta');
      if (!id.endsWith('.md') && !metaOnly) return null;
      const { meta, html } = parseMarkdown(source, id);
      const code = `export const meta = ${JSON.stringify(meta)};\n`;
      return { code: metaOnly ? code : `${code}export const html = ${JSON.stringify(html)};\n`, map: null };
    },
  };
}
