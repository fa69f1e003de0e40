import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/renderApp';
import { loadSampleStory, sampleBySlug } from '../samples';

/** The gallery's bilingual sample (issue 45): Spanish first, English beneath, on every page. */
describe('the bilingual gallery sample', () => {
  it('is labelled “Español · English” on its card', async () => {
    renderApp({ path: '/gallery' });
    const card = await screen.findByRole('article', { name: 'La tarta sorpresa de Lucía' });
    expect(card).toHaveTextContent('Español · English');
    expect(within(card).getByText('English')).toHaveAttribute('lang', 'en');
  });

  it('shows both texts on each page, the second in its own language and style', async () => {
    const sample = sampleBySlug('la-tarta-sorpresa-de-lucia')!;
    const story = await loadSampleStory(sample);
    expect(story.secondParagraphs).toHaveLength(10);
    renderApp({ path: '/gallery/la-tarta-sorpresa-de-lucia' });
    await screen.findByRole('heading', { level: 1, name: 'La tarta sorpresa de Lucía' });
    for (const [i, english] of story.secondParagraphs!.entries()) {
      const page = screen.getByRole('article', { name: `Page ${i + 1}` });
      expect(within(page).getByText(story.paragraphs[i]!)).toHaveAttribute('lang', 'es');
      const second = within(page).getByText(english);
      expect(second).toHaveAttribute('lang', 'en');
      expect(second).toHaveClass('italic');
    }
  });
});
