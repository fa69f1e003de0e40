import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp';
import { loadSampleStory, LISTED, pictureUrl, sampleBySlug, sampleSlug } from '../samples';

describe('/gallery', () => {
  it('lists the 12 samples: thumbnail, title, story type, age group, moral, description and Read', async () => {
    renderApp({ path: '/gallery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Story Gallery' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(12);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2, name: "Amara's Big Move" })).toBeInTheDocument();
    expect(first.getByRole('img')).toHaveAttribute('src', '/gallery/amara-s-big-move/thumb.webp');
    expect(first.getByText('Photo Stories')).toBeInTheDocument();
    expect(first.getByText('5-7 years old')).toBeInTheDocument();
    expect(first.getByText('Resilience')).toBeInTheDocument();
    expect(first.getByText(LISTED[0]!.description)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Avatar Stories')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2-4 years old')).toBeInTheDocument();
    cards.forEach((card, i) =>
      expect(within(card).getByRole('link', { name: `Read ${LISTED[i]!.title}` })).toHaveAttribute(
        'href',
        `/gallery/${sampleSlug(LISTED[i]!)}`,
      ),
    );
  });

  it('opens a sample from its card and reads it: title, 10 paragraphs, 10 pictures with their legends', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/gallery' });
    await user.click(await screen.findByRole('link', { name: 'Read Noah and the Night-Light' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Noah and the Night-Light' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gallery/noah-and-the-night-light');
    expect(router.state.location.state).toEqual({ sampleId: 7 });
    const sample = sampleBySlug('noah-and-the-night-light')!;
    const story = await loadSampleStory(sample);
    const pictures = await screen.findAllByRole('img', { name: /Noah/ });
    expect(pictures.map((p) => p.getAttribute('alt'))).toEqual(story.legends);
    expect(pictures.map((p) => p.getAttribute('src'))).toEqual(
      Array.from({ length: 10 }, (_, i) => pictureUrl(sample, i + 1)),
    );
    for (const paragraph of story.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read page by page' })).toBeInTheDocument();
    expect(document.title).toBe('Noah and the Night-Light | StorySprout');
  });

  it('reads a sample on a direct visit, and turns its pages one by one', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/gallery/amara-s-big-move' });
    expect(await screen.findByRole('heading', { level: 1, name: "Amara's Big Move" })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Read page by page' }));
    expect(screen.getByText('Page 1 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 10')).toBeInTheDocument();
  });

  it('logs a sample that is not there and shows Page not found', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp({ path: '/gallery/no-such-story' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Gallery sample not found: no-such-story'));
    warn.mockRestore();
  });
});
