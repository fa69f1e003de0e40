import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, json } from '../../../testing/fetch';
import {
  advance,
  BOOK_ID,
  creationApi,
  openAs,
  PARAGRAPHS,
  signOutApi,
  STORY_TEXT,
} from '../testing/helpers';

type Events = ReturnType<typeof userEvent.setup>;

async function generate(events: Events) {
  await events.click(screen.getByRole('button', { name: 'Generate' }));
  const confirm = await screen.findByRole('dialog', { name: 'Ready to create your story?' });
  await events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** The bilingual edition's choice on the create form (issue 45). */
describe('the second language of a story', () => {
  afterEach(() => {
    signOutApi();
    vi.useRealTimers();
  });

  it('offers none or another language than the story’s, and sends none by default', async () => {
    const fetchMock = creationApi();
    const { events } = openAs('/createenhanced');
    await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' });
    const second = screen.getByRole('combobox', { name: 'Second language (optional)' });
    expect(second).toHaveValue('');
    expect(optionsOf(second)).toEqual([
      'None: one language',
      'Español',
      'Français',
      'Deutsch',
      'Português',
      'Italiano',
    ]);
    await events.selectOptions(screen.getByRole('combobox', { name: 'Story language' }), 'Español');
    expect(optionsOf(second)).not.toContain('Español');
    expect(optionsOf(second)).toContain('English');

    await events.type(screen.getByRole('textbox', { name: "Main character's name" }), 'Leo');
    await events.type(screen.getByRole('textbox', { name: 'What should the story be about?' }), 'A kite');
    await generate(events);
    await screen.findByRole('dialog', { name: /Your story is being generated/ });
    expect(bodyOf(fetchMock, '/user/create')).not.toHaveProperty('secondLanguage');
  });

  it('sends the chosen second language, and drops it when the story takes that language', async () => {
    const fetchMock = creationApi();
    const { events } = openAs('/createenhanced');
    await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' });
    const second = screen.getByRole('combobox', { name: 'Second language (optional)' });
    await events.selectOptions(second, 'Español');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Story language' }), 'Español');
    expect(second).toHaveValue('');
    await events.selectOptions(second, 'English');
    await events.type(screen.getByRole('textbox', { name: "Main character's name" }), 'Leo');
    await events.type(screen.getByRole('textbox', { name: 'What should the story be about?' }), 'A kite');
    await generate(events);
    await screen.findByRole('dialog', { name: /Your story is being generated/ });
    expect(bodyOf(fetchMock, '/user/create')).toMatchObject({ language: 'es', secondLanguage: 'en' });
  });

  it('shows the second text under the first, checks it by its language, and saves both as edited', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const second = {
      secondLanguage: 'es',
      secondTitle: 'Mia y el barco de la luna',
      secondParagraphs: Array.from({ length: 10 }, (_, i) => `Página ${i + 1} de la aventura.`),
    };
    const fetchMock = creationApi({
      'POST /user/enhancedTextOutput': () => json({ bookId: BOOK_ID, story: STORY_TEXT, second }),
    });
    const { events } = openAs('/createenhanced');
    await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' });
    await events.selectOptions(
      screen.getByRole('combobox', { name: 'Second language (optional)' }),
      'Español',
    );
    await events.type(screen.getByRole('textbox', { name: "Main character's name" }), 'Mia');
    await events.type(screen.getByRole('textbox', { name: 'What should the story be about?' }), 'A boat');
    await generate(events);
    await advance(2000);

    const secondTitle = await screen.findByRole('textbox', { name: 'Story title (Español)' });
    expect(secondTitle).toHaveValue('Mia y el barco de la luna');
    expect(secondTitle).toHaveAttribute('lang', 'es');
    const pageThree = screen.getByRole('textbox', { name: 'Paragraph 3 (Español)' });
    expect(pageThree).toHaveValue('Página 3 de la aventura.');
    // The second text follows its own page's first text.
    expect(screen.getByRole('textbox', { name: 'Paragraph 3' }).compareDocumentPosition(pageThree)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    await events.clear(pageThree);
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Please Try Again' })).toHaveTextContent(
      'Second text (Español): Please ensure all story paragraphs have content.',
    );
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/saveStory');
    await events.click(screen.getByRole('button', { name: 'Ok' }));

    await events.type(pageThree, 'Mia canta con el gato.');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/user/saveStory')).toEqual({
        bookId: BOOK_ID,
        storyTitle: 'Mia and the Moon Boat',
        paragraphs: PARAGRAPHS,
        secondTitle: 'Mia y el barco de la luna',
        secondParagraphs: second.secondParagraphs.map((p, i) => (i === 2 ? 'Mia canta con el gato.' : p)),
      }),
    );
  });
});
