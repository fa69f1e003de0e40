import type { MarkdownMeta } from '../../../build/markdown';
import { slugify } from '../../lib/slug';

/** One article of src/content/blog (spec part 1 §2: 7 posts, each at /blog/{slug of its title}). */
export interface BlogPost extends MarkdownMeta {
  slug: string;
  file: string;
}

// The list needs only the front matter; each article's HTML is its own lazily loaded chunk.
const metas = import.meta.glob<MarkdownMeta>('../../content/blog/*.md', {
  eager: true,
  query: '?meta',
  import: 'meta',
});
const bodies = import.meta.glob<string>('../../content/blog/*.md', { import: 'html' });

/** Newest first. */
export const POSTS: readonly BlogPost[] = Object.entries(metas)
  .map(([file, meta]) => ({ ...meta, slug: slugify(meta.title), file: file.replace(/\?meta$/, '') }))
  .sort((a, b) => b.date.localeCompare(a.date));

export function postBySlug(slug: string): BlogPost | undefined {
  return POSTS.find((post) => post.slug === slug);
}

export function loadPostHtml(post: BlogPost): Promise<string> {
  const load = bodies[post.file];
  if (!load) return Promise.reject(new Error(`No article at ${post.file}`));
  return load();
}
