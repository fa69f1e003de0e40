import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp';
import { loadSampleStory, LISTED, pictureUrl, sampleBySlug, sampleSlug } from '../samples';

describe('/gallery', () => {
  it('lists the 17 samples: thumbnail, title, story type, age group, moral, style, description and Read', async () => {
    renderApp({ path: '/gallery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Story Gallery' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(17);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2, name: "Amara's Big Move" })).toBeInTheDocument();
    expect(first.getByRole('img')).toHaveAttribute('src', '/gallery/amara-s-big-move/thumb.webp');
    expect(first.getByText('Photo Stories')).toBeInTheDocument();
    expect(first.getByText('5-7 years old')).toBeInTheDocument();
    expect(first.getByText('Resilience')).toBeInTheDocument();
    expect(first.getByText('Classic')).toBeInTheDocument();
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

  it('shows the samples in other styles and languages with their style and language (issue 28)', async () => {
    renderApp({ path: '/gallery' });
    await screen.findByRole('heading', { level: 1, name: 'Story Gallery' });
    const card = (title: string) => within(screen.getByRole('article', { name: title }));
    expect(card('Iris Flies a Kite').getByText('Watercolour')).toBeInTheDocument();
    expect(card("Tariq's Snowman Team").getByText('Crayon')).toBeInTheDocument();
    expect(card("Nora's Moonflowers").getByText('Cut-paper collage')).toBeInTheDocument();
    const french = card('Le château de sable de Chloé');
    expect(french.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'fr');
    expect(french.getByText('Français')).toHaveAttribute('lang', 'fr');
    expect(french.getByRole('link', { name: 'Read Le château de sable de Chloé' })).toHaveAttribute(
      'href',
      '/gallery/le-chateau-de-sable-de-chloe',
    );
    expect(card('La tarta sorpresa de Lucía').getByText('Español')).toHaveAttribute('lang', 'es');
    expect(within(screen.getAllByRole('article')[0]!).queryByText('English')).not.toBeInTheDocument();
  });

  it('reads a sample in French with its text marked as French, and says how it is drawn', async () => {
    renderApp({ path: '/gallery/le-chateau-de-sable-de-chloe' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Le château de sable de Chloé' });
    expect(title).toHaveAttribute('lang', 'fr');
    const story = await loadSampleStory(sampleBySlug('le-chateau-de-sable-de-chloe')!);
    expect(await screen.findByText(story.paragraphs[0]!)).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Art style: Watercolour')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Français')).toHaveAttribute('lang', 'fr');
    // The pictures' descriptions are English: their alt text is not marked French.
    const pictures = await screen.findAllByRole('img', { name: /Chloé/ });
    expect(pictures[0]).not.toHaveAttribute('lang');
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
