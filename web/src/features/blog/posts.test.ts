import { describe, expect, it } from 'vitest';
import { formatDate } from '../../i18n';
import { loadPostHtml, POSTS, postBySlug } from './posts';

// Spec part 1 §2: the seven article slugs, each made from its title.
const SPEC_SLUGS = [
  'craft-perfect-stories-introducing-two-new-story-types-for-every-need',
  'empowering-young-minds-the-importance-of-social-and-emotional-learning',
  'from-pages-to-heart-the-impact-of-personalized-storybooks-on-kids',
  'helping-children-navigate-big-emotions-with-personalized-stories',
  'image-customization-tips-for-your-enhanced-story',
  'innovative-ways-to-use-personalized-storybooks-for-learning',
  'the-neurological-power-of-stories-and-what-it-means-for-children',
];

describe('blog posts', () => {
  it('are the seven articles of the spec, newest first', () => {
    expect(POSTS.map((p) => p.slug).sort()).toEqual(SPEC_SLUGS);
    const dates = POSTS.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('are real articles: 600 words or more, a description, a reading time from the length', async () => {
    for (const post of POSTS) {
      expect(post.words, post.slug).toBeGreaterThanOrEqual(600);
      expect(post.minutes).toBe(Math.ceil(post.words / 200));
      expect(post.description.length, post.slug).toBeGreaterThan(60);
      const html = await loadPostHtml(post);
      expect(html).toMatch(/<h2>/);
      // Every link opens in a new tab (spec), and internal links point at pages that exist.
      for (const [, attrs] of html.matchAll(/<a ([^>]*)>/g)) {
        expect(attrs).toContain('target="_blank"');
        expect(attrs).toContain('rel="noopener noreferrer"');
        const href = /href="([^"]+)"/.exec(attrs as string)?.[1] ?? '';
        if (href.startsWith('/blog/')) expect(postBySlug(href.slice(6)), href).toBeDefined();
      }
    }
  });

  it('prints dates as calendar days, in the page’s language', () => {
    expect(formatDate('2025-03-04', 'en')).toBe('March 4, 2025');
    expect(formatDate('2025-03-04', 'es')).toBe('4 de marzo de 2025');
  });
});
