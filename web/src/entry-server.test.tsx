import { describe, expect, it } from 'vitest';
import { prerender } from './entry-server';

describe('prerendering a public page', () => {
  it('renders the page itself as a signed-out visitor sees it, with its head', async () => {
    const page = await prerender('/gallery', 'https://storysprout.com');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Story Gallery</h1>');
    expect(page.html).toContain('Log in');
    expect(page.head?.title).toBe('Story Gallery | StorySprout');
    expect(page.head?.tags).toContainEqual(['property', 'og:url', 'https://storysprout.com/gallery']);
  });

  it('renders a blog article with its text, not a loading state', async () => {
    const page = await prerender(
      '/blog/helping-children-navigate-big-emotions-with-personalized-stories',
      'https://storysprout.com',
    );
    expect(page.html).toContain('Helping Children Navigate Big Emotions with Personalized Stories</h1>');
    expect(page.html).toContain('Why feelings feel so big</h2>');
    expect(page.html).not.toContain('Loading the article');
  });

  it('renders a gallery sample with its ten paragraphs and pictures', async () => {
    const page = await prerender('/gallery/aisha-s-sunflower', 'https://storysprout.com');
    expect(page.html).not.toContain('Opening the book');
    expect(page.html.match(/<img [^>]*src="\/gallery\/aisha-s-sunflower\/page-\d\d\.webp"/g)).toHaveLength(
      10,
    );
  });
});
