import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/renderApp';
import { fakeSpeech } from '../../../testing/speech';
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

  it("reads either text aloud with the browser's speech, in its language, lighting the text read", async () => {
    const { spoken } = fakeSpeech();
    const user = userEvent.setup();
    const story = await loadSampleStory(sampleBySlug('la-tarta-sorpresa-de-lucia')!);
    renderApp({ path: '/gallery/la-tarta-sorpresa-de-lucia' });
    await screen.findByRole('heading', { level: 1, name: 'La tarta sorpresa de Lucía' });
    const choice = screen.getByRole('group', { name: 'Read aloud in' });
    expect(within(choice).getByRole('radio', { name: 'Español' })).toBeChecked();
    const pageOne = screen.getByRole('article', { name: 'Page 1' });
    const firstText = within(pageOne).getByText(story.paragraphs[0]!);
    const secondText = within(pageOne).getByText(story.secondParagraphs![0]!);

    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spoken).toHaveLength(1);
    expect(story.paragraphs[0]).toContain(spoken[0]!.text);
    expect(spoken[0]!.lang).toBe('es');
    expect(firstText.closest('p')).toHaveAttribute('aria-current', 'true');

    // Choosing English stops the Spanish, and Read aloud reads the English text in English.
    await user.click(within(choice).getByRole('radio', { name: 'English' }));
    expect(firstText.closest('p')).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spoken).toHaveLength(2);
    expect(story.secondParagraphs![0]).toContain(spoken[1]!.text);
    expect(spoken[1]!.lang).toMatch(/^en/);
    expect(secondText).toHaveAttribute('aria-current', 'true');
    expect(secondText).toHaveAttribute('lang', 'en');
    expect(secondText.querySelector('mark')).toHaveTextContent(spoken[1]!.text.trim());
  });
});
