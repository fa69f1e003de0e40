import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { POSTS } from '../posts';

describe('/blog', () => {
  it("lists 'From the blog': seven articles with date, reading time and a link to each", async () => {
    renderApp({ path: '/blog' });
    expect(await screen.findByRole('heading', { level: 1, name: 'From the blog' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(7);
    cards.forEach((card, i) => {
      const post = POSTS[i]!;
      expect(within(card).getByRole('heading', { level: 2, name: post.title })).toBeInTheDocument();
      expect(within(card).getByText(`${post.minutes} min read`)).toBeInTheDocument();
      expect(
        within(card).getByRole('link', {
          name: (name) => name.startsWith('Read article') && name.endsWith(post.title),
        }),
      ).toHaveAttribute('href', `/blog/${post.slug}`);
    });
  });
});

describe('/blog/{slug}', () => {
  it('shows the article as styled text, links opening in a new tab, and a call to action', async () => {
    const post = POSTS.find((p) => p.slug === 'image-customization-tips-for-your-enhanced-story')!;
    renderApp({ path: `/blog/${post.slug}` });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Use the Character Names Guide' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    const article = screen.getByRole('article');
    const inText = within(article)
      .getAllByRole('link')
      .filter((a) => a.closest('.article'));
    expect(inText.length).toBeGreaterThan(0);
    for (const link of inText) expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(`${post.minutes} min read`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Free Story' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'See Examples' })).toHaveAttribute('href', '/gallery');
    expect(document.title).toBe(`${post.title} | StorySprout`);
  });

  it('sends a signed-in reader to /create from the call to action', async () => {
    renderApp({ path: `/blog/${POSTS[0]!.slug}`, user: fakeUser() });
    expect(await screen.findByRole('link', { name: 'Start Your Free Story' })).toHaveAttribute(
      'href',
      '/create',
    );
  });

  it('answers an unknown article with Page not found', async () => {
    renderApp({ path: '/blog/no-such-article' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});
