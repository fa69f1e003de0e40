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
  SAVED_FAMILY,
  signOutApi,
} from '../testing/helpers';

const GENERATING = 'Your story is being generated and typically takes around 30s...';
type Events = ReturnType<typeof userEvent.setup>;

async function openAvatarStories() {
  const view = openAs('/createenhanced');
  await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' });
  return view;
}

async function confirmGenerate(events: Events) {
  await events.click(screen.getByRole('button', { name: 'Generate' }));
  const confirm = await screen.findByRole('dialog', { name: 'Ready to create your story?' });
  expect(confirm).toHaveTextContent('Please confirm if you have added all the necessary information.');
  await events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
}

describe('/createenhanced (Avatar Stories)', () => {
  afterEach(() => {
    signOutApi();
    vi.useRealTimers();
  });

  it('offers the appearance choices with medium brown chosen', async () => {
    creationApi();
    await openAvatarStories();
    const looks = screen.getByRole('group', { name: 'Appearance' });
    expect(within(looks).getAllByRole('radio')).toHaveLength(4);
    expect(within(looks).getByRole('radio', { name: 'Medium skin, brown hair' })).toBeChecked();
    expect(within(looks).getByRole('radio', { name: 'Fair skin, blond hair' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Girl' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /2-4 years/ })).toBeChecked();
  });

  it('offers the six story languages in their own names, English first', async () => {
    creationApi();
    await openAvatarStories();
    const select = screen.getByRole('combobox', { name: 'Story language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Español', 'Français', 'Deutsch', 'Português', 'Italiano']);
  });

  it('posts the JSON body, then polls and fills the editor', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = creationApi();
    const { events } = await openAvatarStories();

    await events.click(screen.getByRole('radio', { name: 'Boy' }));
    await events.type(screen.getByRole('textbox', { name: "Main character's name" }), 'Leo');
    await events.click(screen.getByRole('radio', { name: 'Warm skin, black hair' }));
    await events.type(
      screen.getByRole('textbox', { name: 'What should the story be about?' }),
      'A kite festival',
    );
    await events.selectOptions(screen.getByRole('combobox', { name: 'Moral value' }), 'self-discipline');
    await events.click(screen.getByRole('radio', { name: /5-7 years/ }));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Story language' }), 'Français');
    await confirmGenerate(events);

    await screen.findByRole('dialog', { name: GENERATING });
    expect(bodyOf(fetchMock, '/user/create')).toEqual({
      storyType: 'Enhanced',
      gender: 'boy',
      mainChrName: 'Leo',
      description: 'A kite festival',
      moralValue: 'self-discipline',
      appearanceValue: 'warm_black',
      readerAgeGroup: '5-7years',
      language: 'fr',
      artStyle: 'classic',
    });
    const createCall = fetchMock.mock.calls.find(([path]) => path === '/user/create');
    expect(createCall?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });

    await advance(2000);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Story title' })).toHaveValue('Mia and the Moon Boat'),
    );
    expect(bodyOf(fetchMock, '/user/enhancedTextOutput')).toEqual({ bookId: BOOK_ID });
    expect(screen.getByRole('textbox', { name: 'Paragraph 10' })).toHaveValue(PARAGRAPHS[9]);
  });

  it('sends the optional dedication with the story (issue 29)', async () => {
    const fetchMock = creationApi();
    const { events } = await openAvatarStories();
    await events.type(screen.getByRole('textbox', { name: "Main character's name" }), 'Leo');
    await events.type(screen.getByRole('textbox', { name: 'What should the story be about?' }), 'A kite');
    const dedication = screen.getByRole('textbox', { name: 'Dedication (optional)' });
    expect(dedication).toHaveAttribute('maxLength', '140');
    await events.type(dedication, '  For Leo, love Grandma ');
    await confirmGenerate(events);
    await screen.findByRole('dialog', { name: GENERATING });
    expect(bodyOf(fetchMock, '/user/create')).toMatchObject({ dedication: 'For Leo, love Grandma' });
  });

  it('keeps polling while the answer does not carry the book id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    creationApi({
      'POST /user/enhancedTextOutput': () => {
        polls += 1;
        return polls < 3
          ? json({ bookId: '1600000000000', story: 'Title: Someone else' })
          : json({ bookId: BOOK_ID, story: 'Title: Leo Flies High\n\n1. Up.\n\n2. Down.' });
      },
    });
    const { events } = await openAvatarStories();
    await confirmGenerate(events);
    await advance(2000);
    await waitFor(() => expect(polls).toBe(1));
    await advance(5000);
    await waitFor(() => expect(polls).toBe(2));
    expect(screen.getByRole('dialog', { name: GENERATING })).toBeInTheDocument();
    await advance(10000);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Story title' })).toHaveValue('Leo Flies High'),
    );
    expect(screen.getByRole('textbox', { name: 'Paragraph 2' })).toHaveValue('Down.');
    expect(screen.getByRole('textbox', { name: 'Paragraph 3' })).toHaveValue('');
  });

  it("shows the server's refusal in 'Please Try Again' and closes the overlay", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    creationApi({
      'POST /user/create': () =>
        json({ error: "The main character's name is missing. Please add it and try again." }, 400),
    });
    const { events } = await openAvatarStories();
    await confirmGenerate(events);

    const dialog = await screen.findByRole('dialog', { name: 'Please Try Again' });
    expect(dialog).toHaveTextContent("The main character's name is missing. Please add it and try again.");
    expect(screen.queryByRole('dialog', { name: GENERATING })).not.toBeInTheDocument();
  });

  it('shows the insufficient credits message of the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    creationApi({
      'POST /user/create': () =>
        json({ error: 'You do not have sufficient credits. Please add credits to create a book!' }, 403),
    });
    const { events } = await openAvatarStories();
    await confirmGenerate(events);
    expect(await screen.findByRole('dialog', { name: 'Please Try Again' })).toHaveTextContent(
      'You do not have sufficient credits. Please add credits to create a book!',
    );
  });

  it('stops before the confirm dialog when the credits are not a number', async () => {
    creationApi({ 'POST /user/getNumCredits': () => json('unknown') });
    const { events } = await openAvatarStories();
    await events.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('dialog', { name: 'More credits needed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ready to create your story?' })).not.toBeInTheDocument();
  });

  it('stops silently when the credit check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = creationApi({ 'POST /user/getNumCredits': () => json({ error: 'boom' }, 500) });
    const { events } = await openAvatarStories();
    await events.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/create');
  });

  it('saves with saveStory and opens the Avatar edit page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = creationApi();
    const { events, router } = await openAvatarStories();
    await confirmGenerate(events);
    await advance(2000);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Story title' })).toHaveValue('Mia and the Moon Boat'),
    );

    const first = screen.getByRole('textbox', { name: 'Paragraph 1' });
    await events.clear(first);
    await events.type(first, 'A brand new start.');
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Story Saved' })).toBeDisabled();
    expect(bodyOf(fetchMock, '/user/saveStory')).toEqual({
      bookId: BOOK_ID,
      storyTitle: 'Mia and the Moon Boat',
      paragraphs: ['A brand new start.', ...PARAGRAPHS.slice(1)],
    });
    await advance(1500);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/library/enhanced/mia-and-the-moon-boat/edit'),
    );
    expect(router.state.location.state).toMatchObject({ bookID: BOOK_ID, imageNum: 'None' });
  });

  it('maps a save refusal to the spec message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    creationApi({
      'POST /user/saveStory': () => json({ error: 'There is no credit left on your account.' }, 404),
    });
    const { events } = await openAvatarStories();
    await confirmGenerate(events);
    await advance(2000);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Please Try Again' })).toHaveTextContent(
      "You don't have enough credits. Please purchase more credits to save your story.",
    );
  });

  it('makes the story from saved characters with a look, the pet never the hero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = creationApi({ 'POST /user/characters/list': () => json(SAVED_FAMILY) });
    const { events } = await openAvatarStories();
    const saved = await screen.findByRole('list', { name: 'Your saved characters' });
    // Ana has photos but no look: not for an Avatar Story.
    expect(within(saved).queryByRole('button', { name: /Ana/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 of your characters needs a look for this kind of story.')).toBeInTheDocument();
    await events.click(within(saved).getByRole('button', { name: /Biscuit/ }));
    await events.click(within(saved).getByRole('button', { name: /Mia/ }));
    expect(within(saved).getByRole('button', { name: /Mia/ })).toHaveAttribute('aria-pressed', 'true');
    const cast = screen.getByRole('list', { name: 'In this story' });
    expect(within(cast).getAllByRole('listitem')[0]).toHaveTextContent('MiaHero');
    // The typed main character is not needed any more.
    expect(screen.queryByRole('textbox', { name: "Main character's name" })).not.toBeInTheDocument();
    await events.selectOptions(screen.getByRole('combobox', { name: 'Moral value' }), 'kindness');
    await confirmGenerate(events);
    await screen.findByRole('dialog', { name: GENERATING });
    expect(bodyOf(fetchMock, '/user/create')).toEqual({
      storyType: 'Enhanced',
      characterIds: [SAVED_FAMILY[0]!.id, SAVED_FAMILY[2]!.id],
      twoHeroes: false,
      description: '',
      moralValue: 'kindness',
      readerAgeGroup: '2-4years',
      language: 'en',
      artStyle: 'classic',
    });
    // Neither has an approved sheet yet: the save asks to see the cast before the pages.
    await advance(2000);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Story title' })).toHaveValue('Mia and the Moon Boat'),
    );
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Story Saved' })).toBeDisabled();
    expect(bodyOf(fetchMock, '/user/saveStory')).toMatchObject({ bookId: BOOK_ID, reviewCast: true });
  });

  it('points to the Characters page when nothing is saved yet', async () => {
    creationApi();
    await openAvatarStories();
    expect(await screen.findByRole('link', { name: 'Characters page' })).toHaveAttribute(
      'href',
      '/characters',
    );
    expect(screen.getByRole('textbox', { name: "Main character's name" })).toBeInTheDocument();
  });
});
