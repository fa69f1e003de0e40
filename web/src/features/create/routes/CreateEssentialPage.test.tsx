import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, json } from '../../../testing/fetch';
import { BISCUIT, savedCharacter } from '../../../testing/characters';
import {
  confirmGenerate,
  BOOK_ID,
  PARAGRAPHS,
  SAVED_FAMILY,
  advance,
  creationApi,
  installObjectUrls,
  openAs,
  photo,
  signOutApi,
} from '../testing/helpers';

const GENERATING = 'Your story is being generated and typically takes around 30s...';

const character = (n: number) => screen.getByRole('group', { name: `Character ${n}` });
const nameOf = (n: number) => within(character(n)).getByRole('textbox', { name: 'Name' });
const pickerOf = (n: number) => within(character(n)).getByLabelText(/(Choose|Replace) a photo of/);

async function openPhotoStories() {
  const view = openAs('/createessential');
  await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' });
  return view;
}

type Events = ReturnType<typeof userEvent.setup>;

/** Fills in a valid main character (name and photo). */
async function fillMain(events: Events, name = 'Mia') {
  await events.type(nameOf(1), name);
  await events.upload(pickerOf(1), photo('mia.png'));
}

/** Expects the 'Please Try Again' dialog with this message and closes it. */
async function expectTryAgain(events: Events, message: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Please Try Again' });
  expect(dialog).toHaveTextContent(message);
  await events.click(within(dialog).getByRole('button', { name: 'Ok' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/** Generate -> Confirm -> the story arrives in the editor. */
async function generateStory(events: Events) {
  await confirmGenerate(events);
  await screen.findByRole('dialog', { name: GENERATING });
  await advance(2000);
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Story title' })).toHaveValue('Mia and the Moon Boat'),
  );
}

describe('/createessential (Photo Stories)', () => {
  let urls: ReturnType<typeof installObjectUrls>;
  beforeEach(() => {
    urls = installObjectUrls();
  });
  afterEach(() => {
    signOutApi();
    vi.useRealTimers();
  });

  it('adds characters up to 6 and offers Delete only with more than one', async () => {
    creationApi();
    const { events } = await openPhotoStories();

    expect(within(character(1)).getByRole('combobox', { name: 'Relationship' })).toHaveValue('main');
    expect(within(character(1)).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Add character' });
    for (let n = 2; n <= 6; n += 1) await events.click(add);
    expect(screen.getAllByRole('group', { name: /^Character \d$/ })).toHaveLength(6);
    expect(add).toBeDisabled();
    expect(nameOf(6)).toHaveFocus();
    expect(within(character(2)).getByRole('combobox', { name: 'Relationship' })).toHaveValue('other');
    expect(within(character(1)).getByRole('button', { name: 'Delete character 1' })).toBeInTheDocument();

    await events.click(within(character(6)).getByRole('button', { name: 'Delete character 6' }));
    expect(screen.getAllByRole('group', { name: /^Character \d$/ })).toHaveLength(5);
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();

    for (let n = 5; n >= 2; n -= 1)
      await events.click(within(character(n)).getByRole('button', { name: /Delete/ }));
    expect(screen.getAllByRole('group', { name: /^Character \d$/ })).toHaveLength(1);
    expect(within(character(1)).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('previews a photo, replaces and removes it, revoking the old previews', async () => {
    creationApi();
    const { events, unmount } = await openPhotoStories();
    await events.type(nameOf(1), 'Mia');
    await events.upload(pickerOf(1), photo('mia.png'));
    expect(within(character(1)).getByRole('img', { name: 'Photo of Mia' })).toHaveAttribute(
      'src',
      'blob:test-1',
    );

    await events.upload(within(character(1)).getByLabelText('Replace photo of Mia'), photo('mia-2.png'));
    expect(within(character(1)).getByRole('img', { name: 'Photo of Mia' })).toHaveAttribute(
      'src',
      'blob:test-2',
    );
    expect(urls.revoked).toEqual(['blob:test-1']);

    await events.click(within(character(1)).getByRole('button', { name: 'Remove photo of Mia' }));
    expect(within(character(1)).queryByRole('img')).not.toBeInTheDocument();
    expect(urls.revoked).toEqual(['blob:test-1', 'blob:test-2']);

    await events.upload(pickerOf(1), photo('mia-3.png'));
    unmount();
    expect(urls.revoked).toContain('blob:test-3');
  });

  it('refuses non-images and photos over 5MB in the picker', async () => {
    creationApi();
    await openPhotoStories();
    const events = userEvent.setup({ applyAccept: false });

    await events.upload(pickerOf(1), photo('notes.pdf', 100, 'application/pdf'));
    expect(within(character(1)).getByRole('alert')).toHaveTextContent('Please upload only image files.');
    expect(within(character(1)).queryByRole('img')).not.toBeInTheDocument();

    await events.upload(pickerOf(1), photo('huge.png', 5_242_881));
    expect(within(character(1)).getByRole('alert')).toHaveTextContent('Image size must be less than 5MB');
    expect(within(character(1)).queryByRole('img')).not.toBeInTheDocument();

    await events.upload(pickerOf(1), photo('ok.png', 5_242_880));
    expect(within(character(1)).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(character(1)).getByRole('img', { name: 'Photo of character 1' })).toBeInTheDocument();
  });

  it('checks the characters on Generate in the order of the spec before asking for anything', async () => {
    const fetchMock = creationApi();
    const { events } = await openPhotoStories();
    const generate = screen.getByRole('button', { name: 'Generate' });

    await events.click(generate);
    await expectTryAgain(events, 'Please give your main character a name');

    await events.type(nameOf(1), 'Mia');
    await events.click(generate);
    await expectTryAgain(events, 'Please upload a photo for the main character');

    await events.upload(pickerOf(1), photo('mia.png'));
    await events.click(screen.getByRole('button', { name: 'Add character' }));
    await events.type(nameOf(2), 'Leo');
    await events.click(generate);
    await expectTryAgain(events, 'Please upload photos for all named characters');

    await events.clear(nameOf(2));
    await events.upload(pickerOf(2), photo('leo.png'));
    await events.click(generate);
    await expectTryAgain(events, 'Please provide names for all characters with photos');

    await events.type(nameOf(2), 'Leo');
    await events.selectOptions(
      within(character(1)).getByRole('combobox', { name: 'Relationship' }),
      'mother',
    );
    await events.click(generate);
    await expectTryAgain(events, 'No main character found');

    const paths = fetchMock.mock.calls.map(([path]) => path);
    expect(paths).not.toContain('/user/getNumCredits');
    expect(paths).not.toContain('/user/create');
  });

  it('stops with the credits notice when the balance is below 1', async () => {
    const fetchMock = creationApi({ 'POST /user/getNumCredits': () => json(0) });
    const { events } = await openPhotoStories();
    await fillMain(events);
    await events.click(screen.getByRole('button', { name: 'Generate' }));

    const dialog = await screen.findByRole('dialog', { name: 'More credits needed' });
    expect(dialog).toHaveTextContent(
      'You do not have sufficient credits. Please add credits to create a book!',
    );
    expect(within(dialog).getByRole('link', { name: 'Add credits' })).toHaveAttribute('href', '/cart');
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/create');
  });

  it('confirms, sends the multipart form, polls until the story is ready and fills the editor', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const fetchMock = creationApi({
      'POST /user/enhancedTextOutput': () => {
        polls += 1;
        return polls === 1
          ? json({ error: 'not ready' }, 404)
          : json({
              bookId: BOOK_ID,
              story: `Title: Mia and the Moon Boat\n\n${PARAGRAPHS.map((p, i) => `${i + 1}. ${p}`).join('\n\n')}`,
            });
      },
    });
    const { events } = await openPhotoStories();
    // Before generation the editor is disabled.
    expect(screen.getByRole('textbox', { name: 'Story title' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rewrite Story' })).toBeDisabled();

    await fillMain(events);
    await events.selectOptions(within(character(1)).getByRole('combobox', { name: 'Gender' }), 'girl');
    await events.click(screen.getByRole('button', { name: 'Add character' }));
    await events.type(nameOf(2), 'Grandma Rose');
    await events.selectOptions(
      within(character(2)).getByRole('combobox', { name: 'Relationship' }),
      'grandmother',
    );
    await events.selectOptions(within(character(2)).getByRole('combobox', { name: 'Gender' }), 'woman');
    await events.upload(pickerOf(2), photo('rose.jpg', 4096, 'image/jpeg'));
    // An empty third row is left out.
    await events.click(screen.getByRole('button', { name: 'Add character' }));
    await events.type(
      screen.getByRole('textbox', { name: 'What should the story be about?' }),
      'A boat trip to the moon',
    );
    await events.selectOptions(screen.getByRole('combobox', { name: 'Moral value' }), 'courage');
    await events.click(screen.getByRole('radio', { name: /5-7 years/ }));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Story language' }), 'Deutsch');

    await events.click(screen.getByRole('button', { name: 'Generate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ready to create your story?' });
    expect(confirm).toHaveTextContent('Please confirm if you have added all the necessary information.');

    // Cancel first: nothing is created.
    await events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/create');

    await confirmGenerate(events);

    const overlay = await screen.findByRole('dialog', { name: GENERATING });
    expect(within(overlay).getByRole('status')).toHaveTextContent(GENERATING);

    const createCall = fetchMock.mock.calls.find(([path]) => path === '/user/create');
    const form = createCall?.[1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(createCall?.[1]?.headers).not.toHaveProperty('Content-Type');
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      storyType: 'Essential',
      mainChrName: 'Mia',
      description: 'A boat trip to the moon',
      moralValue: 'courage',
      readerAgeGroup: '5-7years',
      language: 'de',
      gender: 'girl',
      appearanceValue: 'photo_based',
      artStyle: 'classic',
      character_0_data: expect.any(String),
      character_1_data: expect.any(String),
    });
    expect(JSON.parse(form.get('character_0_data') as string)).toEqual({
      id: expect.any(Number),
      name: 'Mia',
      relationship: 'main',
      gender: 'girl',
    });
    expect(JSON.parse(form.get('character_1_data') as string)).toMatchObject({
      name: 'Grandma Rose',
      relationship: 'grandmother',
      gender: 'woman',
    });
    expect((form.get('character_0_photo') as File).name).toBe('mia.png');
    expect((form.get('character_1_photo') as File).name).toBe('rose.jpg');
    expect(form.has('character_2_data')).toBe(false);

    // First check after ~2 s: not ready yet, the overlay stays.
    await advance(2000);
    await waitFor(() => expect(polls).toBe(1));
    expect(screen.getByRole('dialog', { name: GENERATING })).toBeInTheDocument();

    await advance(5000);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: GENERATING })).not.toBeInTheDocument());
    expect(polls).toBe(2);
    expect(screen.getByRole('textbox', { name: 'Story title' })).toHaveValue('Mia and the Moon Boat');
    PARAGRAPHS.forEach((paragraph, i) =>
      expect(screen.getByRole('textbox', { name: `Paragraph ${i + 1}` })).toHaveValue(paragraph),
    );
    expect(screen.getByRole('textbox', { name: 'Paragraph 1' })).toBeEnabled();
    // A paragraph holds at most 2000 characters, as the server accepts.
    expect(screen.getByRole('textbox', { name: 'Paragraph 1' })).toHaveAttribute('maxlength', '2000');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
  });

  it('Rewrite Story clears the story, the title and the paragraphs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    creationApi();
    const { events } = await openPhotoStories();
    await fillMain(events);
    await generateStory(events);

    await events.click(screen.getByRole('button', { name: 'Rewrite Story' }));
    expect(screen.getByRole('textbox', { name: 'Story title' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Story title' })).toBeDisabled();
    for (let i = 1; i <= 10; i += 1)
      expect(screen.getByRole('textbox', { name: `Paragraph ${i}` })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('shows the photo upload message when the upload fails and closes the overlay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    creationApi({ 'POST /user/create': () => json({ error: 'photo upload failed' }, 500) });
    const { events } = await openPhotoStories();
    await fillMain(events);
    await confirmGenerate(events);
    await expectTryAgain(events, 'Photo upload failed. Please try again.');
    expect(screen.queryByRole('dialog', { name: GENERATING })).not.toBeInTheDocument();
  });

  it('closes the overlay and explains when generation fails for good (422)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    creationApi({
      'POST /user/enhancedTextOutput': () =>
        json({ error: 'We could not write this story. Please try again.' }, 422),
    });
    const { events } = await openPhotoStories();
    await fillMain(events);
    await confirmGenerate(events);
    await screen.findByRole('dialog', { name: GENERATING });
    await advance(2000);
    await expectTryAgain(events, 'We could not write this story. Please try again.');
    expect(screen.queryByRole('dialog', { name: GENERATING })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('saves, locks the editor and opens the edit page with the book in the state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = creationApi();
    const { events, router } = await openPhotoStories();
    await fillMain(events);
    await generateStory(events);

    const title = screen.getByRole('textbox', { name: 'Story title' });
    await events.clear(title);
    await events.type(title, "Mia's Moon Boat!");
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Story has been saved successfully. The story will now proceed for image generation.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Story Saved' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rewrite Story' })).toBeDisabled();
    expect(title).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Paragraph 3' })).toBeDisabled();

    const saveCall = fetchMock.mock.calls.find(([path]) => path === '/user/saveEssentialStory');
    expect(JSON.parse(String(saveCall?.[1]?.body))).toEqual({
      bookId: BOOK_ID,
      storyTitle: "Mia's Moon Boat!",
      paragraphs: PARAGRAPHS,
    });

    await advance(1500);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/library/essential/mia-s-moon-boat/edit'),
    );
    expect(router.state.location.state).toEqual({
      bookID: BOOK_ID,
      storyTitle: "Mia's Moon Boat!",
      formattedStory: PARAGRAPHS.join('\n\n'),
      imageNum: 'None',
      artStyle: 'classic',
      language: 'en',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit your Photo Story' }),
    ).toBeInTheDocument();
  });

  it.each([
    [400, 'Please provide a story title.', 'Please provide a story title.'],
    [
      400,
      'Please ensure all story paragraphs have content.',
      'Please ensure all story paragraphs have content.',
    ],
    [
      400,
      'Each paragraph must be at most 2000 characters.',
      'Each paragraph must be at most 2000 characters.',
    ],
    [
      403,
      'Your story contains an inappropriate word ("darn").',
      'Your story contains an inappropriate word ("darn").',
    ],
    [403, 'Your story must contain exactly 10 paragraphs.', 'Your story must contain exactly 10 paragraphs.'],
    [
      404,
      'There is no credit left on your account.',
      "You don't have enough credits. Please purchase more credits to save your story.",
    ],
    [500, 'Internal error', "We're experiencing technical difficulties. Please try again later."],
    [409, 'Something else', 'Failed to save story. Please try again.'],
  ])('a save answered %i "%s" says "%s" and keeps the story editable', async (status, error, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    creationApi({ 'POST /user/saveEssentialStory': () => json({ error }, status) });
    const { events } = await openPhotoStories();
    await fillMain(events);
    await generateStory(events);

    await events.click(screen.getByRole('button', { name: 'Save' }));
    await expectTryAgain(events, message);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Story title' })).toBeEnabled();
  });

  it('says so when the save cannot reach the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    creationApi({
      'POST /user/saveEssentialStory': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { events } = await openPhotoStories();
    await fillMain(events);
    await generateStory(events);
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await expectTryAgain(events, 'Error saving story. Please try again.');
  });

  it('makes the story from saved characters with photos, uploading nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = creationApi({ 'POST /user/characters/list': () => json(SAVED_FAMILY) });
    const { events } = await openPhotoStories();
    const saved = await screen.findByRole('list', { name: 'Your saved characters' });
    await events.click(within(saved).getByRole('button', { name: /Ana/ }));
    await events.click(within(saved).getByRole('button', { name: /Mia/ }));
    const cast = screen.getByRole('list', { name: 'In this story' });
    // Ana, a parent, was picked first, but the hero of a story is a child: Mia leads.
    expect(
      within(cast)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['MiaHero', 'Ana']);
    expect(within(cast).queryByRole('button', { name: /Make Ana/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Characters' })).not.toBeInTheDocument();
    await events.selectOptions(screen.getByRole('combobox', { name: 'Moral value' }), 'kindness');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Story language' }), 'Italiano');
    await generateStory(events);
    expect(bodyOf(fetchMock, '/user/create')).toEqual({
      storyType: 'Essential',
      characterIds: [SAVED_FAMILY[0]!.id, SAVED_FAMILY[1]!.id],
      twoHeroes: false,
      description: '',
      moralValue: 'kindness',
      readerAgeGroup: '2-4years',
      language: 'it',
      artStyle: 'classic',
    });
  });

  it('makes a story with two heroes, the pet behind them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const leo = savedCharacter(4, { name: 'Leo', role: 'sibling', pronouns: 'he', photoCount: 1 });
    const fetchMock = creationApi({ 'POST /user/characters/list': () => json([...SAVED_FAMILY, leo]) });
    const { events } = await openPhotoStories();
    const saved = await screen.findByRole('list', { name: 'Your saved characters' });
    await events.click(within(saved).getByRole('button', { name: /Mia/ }));
    expect(screen.queryByRole('checkbox', { name: /Two heroes/ })).not.toBeInTheDocument();
    await events.click(within(saved).getByRole('button', { name: /Biscuit/ }));
    await events.click(within(saved).getByRole('button', { name: /Leo/ }));
    await events.click(
      screen.getByRole('checkbox', { name: 'Two heroes (twins, siblings or best friends)' }),
    );
    const rows = within(screen.getByRole('list', { name: 'In this story' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['MiaHero', 'LeoHero', 'Biscuit']);
    await generateStory(events);
    expect(bodyOf(fetchMock, '/user/create')).toMatchObject({
      characterIds: [SAVED_FAMILY[0]!.id, leo.id, BISCUIT.id],
      twoHeroes: true,
    });
  });
});
