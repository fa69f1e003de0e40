import { act, screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedCharacter } from '../../../api/characters';
import { auth } from '../../../lib/firebase';
import { BISCUIT, characterId, GRANDPA, MIA } from '../../../testing/characters';
import { bodyOf, installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { CHARACTERS_TEXT } from './CharactersPage';
import type { SaveCharacterRequest } from '@contract/characters';
import type { PersonLook } from '@contract/look';
import { characterPortraitSvg } from '@engines/illustrator/portrait';
import { stubBlobAddresses } from '../../../testing/downloads';

const mockedAuth = auth as unknown as { currentUser: User | null };
const id = characterId;

function api(rows: SavedCharacter[] = [MIA, GRANDPA, BISCUIT], overrides: Record<string, FetchHandler> = {}) {
  return installFetch({
    'POST /user/getUserName': () => json({ userName: 'Sam Rivera' }),
    'POST /user/characters/list': () => json(rows),
    'POST /user/characters/save': () => json({ id: id(9) }),
    'POST /user/characters/delete': () => new Response(null, { status: 204 }),
    'POST /user/characters/photo': () => new Response(new Blob(['png'], { type: 'image/png' })),
    ...overrides,
  });
}

const calls = (fetchMock: ReturnType<typeof api>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => input === path);

/** With no character saved yet: Add a character, named Nana, a grandparent; the form open. */
async function addNana() {
  const fetchMock = api([]);
  const { events } = await openPage();
  await events.click(await screen.findByRole('button', { name: 'Add a character' }));
  const form = within(dialog());
  await events.type(form.getByRole('textbox', { name: 'Name' }), 'Nana');
  await events.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'grandparent');
  return { fetchMock, events, form };
}

/** Waits for the one save the form sends and answers what it sent. */
async function savedBody(fetchMock: ReturnType<typeof api>) {
  await vi.waitFor(() => expect(calls(fetchMock, '/user/characters/save')).toHaveLength(1));
  return bodyOf(fetchMock, '/user/characters/save');
}

/** Waits for the list to be read again after a change. */
const listReadAgain = (fetchMock: ReturnType<typeof api>) =>
  vi.waitFor(() => expect(calls(fetchMock, '/user/characters/list')).toHaveLength(2));

async function openPage() {
  const view = renderApp({ path: '/characters', user: fakeUser() });
  await screen.findByRole('heading', { level: 1, name: CHARACTERS_TEXT.title });
  return view;
}

const card = (name: string) => screen.getByRole('article', { name });
const dialog = () => screen.getByRole('dialog');
const preview = () => within(dialog()).getByTestId('character-portrait');

beforeEach(() => {
  mockedAuth.currentUser = fakeUser();
  stubBlobAddresses();
});
afterEach(() => {
  mockedAuth.currentUser = null;
});

describe('/characters', () => {
  it('lists the saved characters as cards: drawing or photo, role, pronouns and photos', async () => {
    const fetchMock = api();
    await openPage();
    const list = await screen.findByRole('list', { name: 'Saved characters' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);

    const mia = within(card('Mia'));
    expect(mia.getByRole('heading', { name: 'Mia' })).toBeInTheDocument();
    expect(mia.getByText('Child · she / her')).toBeInTheDocument();
    expect(mia.getByText('No photos')).toBeInTheDocument();
    const drawing = mia.getByRole('img', { name: /^Mia: a girl with warm tan skin, curly auburn hair/ });
    expect(drawing.querySelector('svg')).not.toBeNull();

    const grandpa = within(card('Grandpa Joe'));
    expect(grandpa.getByText('Grandparent · he / him')).toBeInTheDocument();
    expect(grandpa.getByText('2 photos')).toBeInTheDocument();
    expect(await grandpa.findByRole('img', { name: 'Photo of Grandpa Joe' })).toHaveAttribute(
      'src',
      'blob:file-1',
    );
    expect(bodyOf(fetchMock, '/user/characters/photo')).toEqual({ id: GRANDPA.id, photo: 1 });

    expect(
      within(card('Biscuit')).getByRole('img', { name: /a dog with a golden coat/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 of 12 characters saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a character' })).toBeEnabled();
  });

  it('explains what saved characters are for when there are none', async () => {
    api([]);
    await openPage();
    expect(await screen.findByRole('heading', { name: 'No characters yet' })).toBeInTheDocument();
    expect(screen.getByText(CHARACTERS_TEXT.empty)).toBeInTheDocument();
    expect(screen.getByText('Save your family once and make every book from them.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list does not load', async () => {
    let fail = true;
    api([MIA], {
      'POST /user/characters/list': () => (fail ? json({ error: 'Server error' }, 500) : json([MIA])),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CHARACTERS_TEXT.failed);
    expect(logged).toHaveBeenCalled();
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mia' })).toBeInTheDocument();
  });

  it('adds a character with a built look as JSON and refreshes the list', async () => {
    const fetchMock = api([]);
    const { events } = await openPage();
    await events.click(await screen.findByRole('button', { name: 'Add a character' }));
    const form = within(dialog());
    expect(form.getByRole('heading', { name: 'Add a character' })).toBeInTheDocument();

    await events.type(form.getByRole('textbox', { name: 'Name' }), 'Leo');
    await events.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'sibling');
    await events.click(form.getByRole('radio', { name: 'he / him' }));
    await events.click(form.getByRole('radio', { name: 'A boy' }));
    await events.click(
      within(form.getByRole('group', { name: 'Skin tone' })).getByRole('radio', { name: 'Brown' }),
    );
    await events.click(
      within(form.getByRole('group', { name: 'Hair colour' })).getByRole('radio', { name: 'Black' }),
    );
    await events.click(form.getByRole('radio', { name: 'Braids' }));
    await events.click(
      within(form.getByRole('group', { name: 'Eye colour' })).getByRole('radio', { name: 'Hazel' }),
    );
    await events.click(form.getByRole('checkbox', { name: 'Freckles' }));
    await events.click(form.getByRole('button', { name: 'Save character' }));

    expect(await savedBody(fetchMock)).toEqual({
      id: expect.stringMatching(/^ch_[0-9a-f]{24}$/),
      name: 'Leo',
      role: 'sibling',
      pronouns: 'he',
      look: {
        skin: 'brown',
        hairColour: 'black',
        hairStyle: 'braids',
        eyes: 'hazel',
        glasses: false,
        freckles: true,
        presentation: 'boy',
      },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await listReadAgain(fetchMock);
  });

  it('sends a quick choice as the preset, and a pet as its species and coat', async () => {
    const fetchMock = api([]);
    const { events } = await openPage();
    await events.click(await screen.findByRole('button', { name: 'Add a character' }));
    await events.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'Ada');
    await events.click(within(dialog()).getByRole('radio', { name: 'Deep brown skin, black hair' }));
    await events.click(within(dialog()).getByRole('button', { name: 'Save character' }));
    expect(await savedBody(fetchMock)).toMatchObject({ look: { preset: 'dark_black' } });

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: 'Add a character' }));
    const form = within(dialog());
    await events.type(form.getByRole('textbox', { name: 'Name' }), 'Whiskers');
    await events.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'pet');
    expect(form.queryByRole('group', { name: 'Hair colour' })).not.toBeInTheDocument();
    await events.click(form.getByRole('radio', { name: 'Cat' }));
    await events.click(form.getByRole('radio', { name: 'Ginger' }));
    expect(preview()).toHaveAccessibleName('Whiskers: a cat with a ginger coat');
    await events.click(form.getByRole('button', { name: 'Save character' }));
    await vi.waitFor(() => expect(calls(fetchMock, '/user/characters/save')).toHaveLength(2));
    expect(bodyOf(fetchMock, '/user/characters/save', 1)).toEqual({
      id: expect.stringMatching(/^ch_[0-9a-f]{24}$/),
      name: 'Whiskers',
      role: 'pet',
      pronouns: 'she',
      look: { species: 'cat', coat: 'ginger' },
    });
    await vi.waitFor(() => expect(calls(fetchMock, '/user/characters/list')).toHaveLength(3));
  });

  it('draws the new character in its preview in the clothes its books will draw (issue 47)', async () => {
    const { fetchMock, events, form } = await addNana();
    await events.click(form.getByRole('radio', { name: 'she / her' }));
    await events.click(form.getByRole('radio', { name: 'A girl' }));
    const shown = preview().innerHTML;
    await events.click(form.getByRole('button', { name: 'Save character' }));
    const saved = (await savedBody(fetchMock)) as SaveCharacterRequest;
    // The id the books seed the clothes from was picked before the save, and sent with it.
    expect(saved.id).toMatch(/^ch_[0-9a-f]{24}$/);
    // In a book she is a grandmother with her id as her key (books/stories/savedCast.ts).
    const inBooks = characterPortraitSvg(
      {
        name: 'character',
        relationship: 'grandmother',
        gender: 'woman',
        look: saved.look as PersonLook,
        key: saved.id,
      },
      { size: 176 },
    );
    // Compared as the page holds SVG (its own way of writing empty elements).
    const drawn = document.createElement('div');
    drawn.innerHTML = inBooks;
    expect(shown).toBe(drawn.innerHTML);
  });

  it('redraws the live preview when a trait changes', async () => {
    api([]);
    const { events } = await openPage();
    await events.click(await screen.findByRole('button', { name: 'Add a character' }));
    const before = preview().innerHTML;
    expect(before).toContain('<svg');
    expect(preview()).not.toHaveAccessibleName(/glasses/);

    await events.click(within(dialog()).getByRole('checkbox', { name: 'Glasses' }));
    expect(preview()).toHaveAccessibleName(/round glasses/);
    const withGlasses = preview().innerHTML;
    expect(withGlasses).not.toBe(before);

    await events.click(
      within(within(dialog()).getByRole('group', { name: 'Hair colour' })).getByRole('radio', {
        name: 'Auburn',
      }),
    );
    expect(preview().innerHTML).not.toBe(withGlasses);
    expect(preview()).toHaveAccessibleName(/auburn hair/);
  });

  it('adds a character with photos as multipart, photo_1 and photo_2', async () => {
    const { fetchMock, events, form } = await addNana();
    await events.click(form.getByRole('checkbox', { name: /Draw this character/ }));
    const first = new File(['a'], 'nana.png', { type: 'image/png' });
    const second = new File(['b'], 'nana2.jpg', { type: 'image/jpeg' });
    const third = new File(['c'], 'oops.jpg', { type: 'image/jpeg' });
    await events.upload(form.getByLabelText('Photos (optional)'), [first, third]);
    expect(form.getByRole('img', { name: 'New photo 2: oops.jpg' })).toBeInTheDocument();
    await events.click(form.getByRole('button', { name: 'Remove photo 2 (oops.jpg)' }));
    await events.upload(form.getByLabelText('Photos (optional)'), second);
    expect(form.getByRole('img', { name: 'New photo 1: nana.png' })).toBeInTheDocument();
    expect(form.getByRole('img', { name: 'New photo 2: nana2.jpg' })).toBeInTheDocument();
    await events.click(form.getByRole('button', { name: 'Save character' }));

    await vi.waitFor(() => expect(calls(fetchMock, '/user/characters/save')).toHaveLength(1));
    const body = calls(fetchMock, '/user/characters/save')[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = body as FormData;
    expect(sent.get('name')).toBe('Nana');
    expect(sent.get('role')).toBe('grandparent');
    expect(sent.get('pronouns')).toBe('she');
    expect(sent.get('look')).toBe('null');
    // A new character goes with the id its builder picked (issue 47).
    expect(sent.get('id')).toMatch(/^ch_[0-9a-f]{24}$/);
    expect((sent.get('photo_1') as File).name).toBe('nana.png');
    expect((sent.get('photo_2') as File).name).toBe('nana2.jpg');
    expect(sent.has('photo_3')).toBe(false);
    await listReadAgain(fetchMock);
  });

  it('refuses files that are too large or not photos, and a fourth photo', async () => {
    api([]);
    const { events } = await openPage();
    await events.click(await screen.findByRole('button', { name: 'Add a character' }));
    const form = within(dialog());
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await events.upload(form.getByLabelText('Photos (optional)'), big);
    expect(form.getByRole('alert')).toHaveTextContent('big.png is larger than 5 MB.');
    const photos = [1, 2, 3, 4].map((n) => new File(['x'], `p${n}.png`, { type: 'image/png' }));
    await events.upload(form.getByLabelText('Photos (optional)'), photos);
    expect(form.getAllByRole('img', { name: /^New photo/ })).toHaveLength(3);
    expect(form.getByRole('alert')).toHaveTextContent('A character can have up to 3 photos.');
    expect(form.getByRole('button', { name: 'Three photos chosen' })).toBeDisabled();
  });

  it('edits a character: the form starts from it and the save sends its id', async () => {
    const fetchMock = api();
    const { events } = await openPage();
    await events.click(await screen.findByRole('button', { name: 'Edit Mia' }));
    const form = within(dialog());
    expect(form.getByRole('heading', { name: 'Edit Mia' })).toBeInTheDocument();
    const name = form.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Mia');
    expect(
      within(form.getByRole('group', { name: 'Hair colour' })).getByRole('radio', { name: 'Auburn' }),
    ).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Glasses' })).toBeChecked();
    await events.clear(name);
    await events.type(name, 'Mia Rose');
    await events.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await savedBody(fetchMock)).toEqual({
      id: MIA.id,
      name: 'Mia Rose',
      role: 'child',
      pronouns: 'she',
      look: MIA.look,
    });
    await listReadAgain(fetchMock);
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const fetchMock = api();
    const { events } = await openPage();
    await events.click(await screen.findByRole('button', { name: 'Delete Grandpa Joe' }));
    let confirm = within(dialog());
    expect(confirm.getByRole('heading', { name: 'Delete Grandpa Joe?' })).toBeInTheDocument();
    await events.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock, '/user/characters/delete')).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Delete Grandpa Joe' }));
    confirm = within(dialog());
    await events.click(confirm.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls(fetchMock, '/user/characters/delete')).toHaveLength(1));
    expect(bodyOf(fetchMock, '/user/characters/delete')).toEqual({ id: GRANDPA.id });
    await listReadAgain(fetchMock);
  });

  it('disables Add a character at twelve and says why', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({ ...MIA, id: id(i + 1), name: `Kid ${i + 1}` }));
    api(twelve);
    await openPage();
    const add = await screen.findByRole('button', { name: 'Add a character' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(CHARACTERS_TEXT.full);
    expect(screen.getByText('12 of 12 characters saved')).toBeInTheDocument();
  });

  it('shows the server’s message on a 400 and keeps everything typed', async () => {
    const fetchMock = api([], {
      'POST /user/characters/save': () =>
        json({ error: 'Please add a photo or build a look for this character.' }, 400),
    });
    const { events } = await openPage();
    await events.click(await screen.findByRole('button', { name: 'Add a character' }));
    const form = within(dialog());
    await events.type(form.getByRole('textbox', { name: 'Name' }), 'Leo');
    await events.click(form.getByRole('radio', { name: 'Bun' }));
    await events.click(form.getByRole('button', { name: 'Save character' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Please add a photo or build a look for this character.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Leo');
    expect(form.getByRole('radio', { name: 'Bun' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Save character' })).toBeEnabled();
    expect(calls(fetchMock, '/user/characters/list')).toHaveLength(1);
  });

  it('asks for a verified email before adding', async () => {
    api([]);
    renderApp({ path: '/characters', user: fakeUser({ emailVerified: false }) });
    const add = await screen.findByRole('button', { name: 'Add a character' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(CHARACTERS_TEXT.verifyFirst);
  });

  it('asks for a photo when the character is not drawn', async () => {
    const fetchMock = api([]);
    const { events } = await openPage();
    await events.click(await screen.findByRole('button', { name: 'Add a character' }));
    const form = within(dialog());
    await events.type(form.getByRole('textbox', { name: 'Name' }), 'Sam');
    await events.click(form.getByRole('checkbox', { name: /Draw this character/ }));
    expect(form.queryByTestId('character-portrait')).not.toBeInTheDocument();
    await events.click(form.getByRole('button', { name: 'Save character' }));
    expect(form.getByRole('alert')).toHaveTextContent(
      'Please add a photo or build a look for this character.',
    );
    expect(calls(fetchMock, '/user/characters/save')).toHaveLength(0);
  });

  it('keeps the saved photos when editing without picking new ones', async () => {
    const fetchMock = api();
    const { events } = await openPage();
    await events.click(await screen.findByRole('button', { name: 'Edit Grandpa Joe' }));
    const form = within(dialog());
    expect(
      form.getByText(/This character has 2 saved photos; new photos replace them\./),
    ).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: /Draw this character/ })).not.toBeChecked();
    await events.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await savedBody(fetchMock)).toEqual({
      id: GRANDPA.id,
      name: 'Grandpa Joe',
      role: 'grandparent',
      pronouns: 'he',
      look: null,
    });
    await listReadAgain(fetchMock);
  });

  it('needs a name before saving', async () => {
    const fetchMock = api([]);
    const { events } = await openPage();
    await events.click(await screen.findByRole('button', { name: 'Add a character' }));
    await events.click(within(dialog()).getByRole('button', { name: 'Save character' }));
    expect(within(dialog()).getByText('Please give the character a name.')).toBeInTheDocument();
    await act(async () => {});
    expect(calls(fetchMock, '/user/characters/save')).toHaveLength(0);
  });
});
