import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, json } from '../../../testing/fetch';
import { SAVED_FAMILY, creationApi, installObjectUrls, openAs, photo, signOutApi } from '../testing/helpers';

/** Issue 28: the 'Art style' choice on both create pages, sent as `artStyle` when not classic. */

const GENERATING = 'Your story is being generated and typically takes around 30s...';
type Events = ReturnType<typeof userEvent.setup>;

async function open(path: string) {
  const view = openAs(path);
  await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' });
  return view;
}

async function generate(events: Events) {
  await events.click(screen.getByRole('button', { name: 'Generate' }));
  const confirm = await screen.findByRole('dialog', { name: 'Ready to create your story?' });
  await events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('dialog', { name: GENERATING });
}

const styles = () => screen.getByRole('group', { name: 'Art style' });

describe('the art style choice', () => {
  beforeEach(() => {
    installObjectUrls();
  });
  afterEach(() => {
    signOutApi();
    vi.useRealTimers();
  });

  it('offers five styles, classic chosen, each with its preview', async () => {
    creationApi();
    await open('/createenhanced');
    const radios = within(styles()).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'classic',
      'watercolor',
      'crayon',
      'collage',
      'coloring',
    ]);
    expect(within(styles()).getByRole('radio', { name: /Classic/ })).toBeChecked();
    expect(styles().querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
  });

  it('sends the chosen style in the Avatar body (classic, the API default, is left out: the other tests’ exact bodies)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = creationApi();
    const { events } = await open('/createenhanced');
    await events.type(screen.getByRole('textbox', { name: "Main character's name" }), 'Leo');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Moral value' }), 'kindness');
    await events.click(within(styles()).getByRole('radio', { name: /Crayon/ }));
    expect(within(styles()).getByRole('radio', { name: /Crayon/ })).toBeChecked();
    await generate(events);
    expect(bodyOf(fetchMock, '/user/create')).toMatchObject({ mainChrName: 'Leo', artStyle: 'crayon' });
  });

  it('sends the style with a story of saved characters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = creationApi({ 'POST /user/characters/list': () => json(SAVED_FAMILY) });
    const { events } = await open('/createenhanced');
    const saved = await screen.findByRole('list', { name: 'Your saved characters' });
    await events.click(within(saved).getByRole('button', { name: /Mia/ }));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Moral value' }), 'kindness');
    await events.click(within(styles()).getByRole('radio', { name: /Cut-paper collage/ }));
    await generate(events);
    expect(bodyOf(fetchMock, '/user/create')).toMatchObject({
      characterIds: [SAVED_FAMILY[0]!.id],
      artStyle: 'collage',
    });
  });

  it('sends the style in the Photo Story form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = creationApi();
    const { events } = await open('/createessential');
    const main = screen.getByRole('group', { name: 'Character 1' });
    await events.type(within(main).getByRole('textbox', { name: 'Name' }), 'Mia');
    await events.upload(within(main).getByLabelText(/Choose a photo of/), photo('mia.png'));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Moral value' }), 'courage');
    await events.click(within(styles()).getByRole('radio', { name: /Colouring book/ }));
    await generate(events);
    const createCall = fetchMock.mock.calls.find(([path]) => path === '/user/create');
    expect((createCall?.[1]?.body as FormData).get('artStyle')).toBe('coloring');
  });
});
