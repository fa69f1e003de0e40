import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf } from '../../../testing/fetch';
import { creationApi, openAs, signOutApi } from '../testing/helpers';

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
  afterEach(() => signOutApi());

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
});
