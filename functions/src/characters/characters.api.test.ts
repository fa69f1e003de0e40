import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MAX_SAVED_CHARACTERS } from '../contract/characters.js';
import { pixelBombPng } from '../shared/testing/pixelBomb.js';
import { useApiApp } from '../testing/apiApp.js';
import { createTestUser, type TestUser } from '../testing/authEmulator.js';
import { MIA_CHARACTER, MIA_LOOK, parent, post } from '../testing/books.js';

const api = useApiApp();

const photo = (colour: string, width = 900, height = 700) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** characters/save as multipart: the fields, `look` as JSON text, photos as photo_1..n. */
function saveWithPhotos(user: TestUser, fields: Record<string, unknown>, photos: Buffer[]) {
  const call = request(api.app).post('/user/characters/save').set('Authorization', `Bearer ${user.idToken}`);
  for (const [name, value] of Object.entries(fields))
    call.field(name, typeof value === 'string' ? value : JSON.stringify(value));
  photos.forEach((bytes, i) => call.attach(`photo_${i + 1}`, bytes, `photo-${i + 1}.jpg`));
  return call;
}

/** Saves a character (JSON) and answers its id. */
const savedId = async (user: TestUser, body: object) =>
  ((await post(api.app, user, 'characters/save', body)).body as { id: string }).id;

const list = async (user: TestUser) =>
  (await post(api.app, user, 'characters/list')).body as Record<string, unknown>[];

describe('saved characters', () => {
  it('saves a family of four with a pet, lists them in order, and edits one', async () => {
    const user = await parent(api.deps);
    const family = [
      MIA_CHARACTER,
      { name: 'Sam', role: 'sibling', pronouns: 'they', look: { preset: 'medium_brown' } },
      {
        name: 'Ana',
        role: 'parent',
        pronouns: 'she',
        look: { ...MIA_LOOK, presentation: 'girl', freckles: false },
      },
      {
        name: 'Grandpa Joe',
        role: 'grandparent',
        pronouns: 'he',
        look: { ...MIA_LOOK, hairColour: 'white', hairStyle: 'bald', presentation: 'boy' },
      },
      { name: 'Biscuit', role: 'pet', pronouns: 'he', look: { species: 'dog', coat: 'golden' } },
    ];
    const ids: string[] = [];
    for (const character of family) {
      const res = await post(api.app, user, 'characters/save', character);
      expect(res.status).toBe(200);
      expect(res.body.id).toMatch(/^ch_[0-9a-f]{24}$/);
      ids.push(res.body.id);
      api.deps.clock.advance(1000);
    }
    expect(await list(user)).toEqual(
      family.map((c, i) => ({ id: ids[i], ...c, photoCount: 0, sheet: false })),
    );
    // Another parent sees none of them and cannot touch them.
    const other = await parent(api.deps);
    expect(await list(other)).toEqual([]);
    expect((await post(api.app, other, 'characters/save', { ...family[0], id: ids[0] })).status).toBe(404);
    expect((await post(api.app, other, 'characters/delete', { id: ids[0] })).status).toBe(404);

    // Editing keeps the look when none is sent, and changes the rest.
    const renamed = await post(api.app, user, 'characters/save', {
      id: ids[0],
      name: 'Mia Rose',
      role: 'child',
      pronouns: 'she',
    });
    expect(renamed.body).toEqual({ id: ids[0] });
    expect((await list(user))[0]).toMatchObject({ id: ids[0], name: 'Mia Rose', look: MIA_LOOK });
  });

  it('saves a new character under the id its avatar builder picked (issue 47), never over another', async () => {
    const user = await parent(api.deps);
    const picked = 'ch_0123456789abcdef01234567';
    const made = await post(api.app, user, 'characters/save', {
      id: picked,
      name: 'Mia',
      role: 'child',
      pronouns: 'she',
      look: MIA_LOOK,
    });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ id: picked });
    expect((await list(user)).map((c) => c.id)).toEqual([picked]);
    // Taken now: another parent proposing it finds nothing of theirs there.
    const other = await parent(api.deps);
    const taken = await post(api.app, other, 'characters/save', {
      id: picked,
      name: 'Zed',
      role: 'child',
      pronouns: 'he',
      look: MIA_LOOK,
    });
    expect(taken.status).toBe(404);
    expect((await list(user))[0]).toMatchObject({ id: picked, name: 'Mia' });
  });

  it('keeps up to 3 photos per character, replaced as a set, and deletes them with the character', async () => {
    const user = await parent(api.deps);
    const saved = await saveWithPhotos(user, { name: 'Leo', role: 'child', pronouns: 'he' }, [
      await photo('#e5527a'),
      await photo('#3fa66b'),
    ]);
    expect(saved.status).toBe(200);
    const { id } = saved.body as { id: string };
    expect(await list(user)).toEqual([
      { id, name: 'Leo', role: 'child', pronouns: 'he', look: null, photoCount: 2, sheet: false },
    ]);
    const first = await post(api.app, user, 'characters/photo', { id, photo: 1 }).buffer(true);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(first.body as Buffer).metadata()).width).toBe(900);
    expect((await post(api.app, user, 'characters/photo', { id, photo: 3 })).status).toBe(404);
    const before = await api.deps.blobs.list(`characters/${id}/`);
    expect(before).toHaveLength(2);

    // New photos replace the old ones (their files too); a look can be added beside them.
    const replaced = await saveWithPhotos(
      user,
      { id, name: 'Leo', role: 'child', pronouns: 'he', look: { preset: 'fair_blond' } },
      [await photo('#8fd3ff')],
    );
    expect(replaced.status).toBe(200);
    expect((await list(user))[0]).toMatchObject({ photoCount: 1, look: { preset: 'fair_blond' } });
    const after = await api.deps.blobs.list(`characters/${id}/`);
    expect(after).toHaveLength(1);
    expect(after.some((path) => before.includes(path))).toBe(false);

    const four = await saveWithPhotos(user, { name: 'Too Many', role: 'friend', pronouns: 'she' }, [
      await photo('#111111'),
      await photo('#222222'),
      await photo('#333333'),
      await photo('#444444'),
    ]);
    expect(four.status).toBe(400);

    const deleted = await post(api.app, user, 'characters/delete', { id });
    expect(deleted.status).toBe(204);
    expect(await list(user)).toEqual([]);
    expect(await api.deps.blobs.list(`characters/${id}/`)).toEqual([]);
    expect((await post(api.app, user, 'characters/delete', { id })).status).toBe(404);
  });

  it.each([
    [
      'no photo and no look',
      { name: 'Nobody', role: 'friend', pronouns: 'he' },
      'Please add a photo or build a look for this character.',
    ],
    [
      'a pet with a person’s look',
      { name: 'Rex', role: 'pet', pronouns: 'he', look: MIA_LOOK },
      /pet’s look is a species/,
    ],
    [
      'a person with a pet’s look',
      { name: 'Ana', role: 'parent', pronouns: 'she', look: { species: 'cat', coat: 'grey' } },
      'Only a pet can have a pet’s look.',
    ],
    [
      'an unknown role',
      { name: 'Ana', role: 'aunt', pronouns: 'she', look: MIA_LOOK },
      /role must be one of: child, sibling, parent, grandparent, friend, pet/,
    ],
    [
      'an unknown skin tone',
      { name: 'Ana', role: 'parent', pronouns: 'she', look: { ...MIA_LOOK, skin: 'green' } },
      /look must be/,
    ],
    [
      'a name of 41 characters',
      { name: 'x'.repeat(41), role: 'child', pronouns: 'she', look: MIA_LOOK },
      'name must be at most 40 characters',
    ],
    [
      'a refused word in the name',
      { name: 'Shit Sam', role: 'child', pronouns: 'he', look: MIA_LOOK },
      /Please choose another name/,
    ],
  ])('refuses %s with a 400, saving nothing', async (_case, body, message) => {
    const user = await parent(api.deps);
    const res = await post(api.app, user, 'characters/save', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await list(user)).toEqual([]);
  });

  it('refuses a photo over 40 megapixels or not an image, before decoding it', async () => {
    const user = await parent(api.deps);
    const bomb = await saveWithPhotos(user, { name: 'Big', role: 'child', pronouns: 'she' }, [
      pixelBombPng(),
    ]);
    expect(bomb.status).toBe(400);
    expect(bomb.body.error).toMatch(/^Photo 1 is too large: 256 megapixels \(16000 x 16000\)/);
    const text = await saveWithPhotos(user, { name: 'Text', role: 'child', pronouns: 'she' }, [
      Buffer.from('hello'),
    ]);
    expect(text.status).toBe(400);
    expect(text.body.error).toMatch(/^Photo 1 is not an image/);
    expect(await list(user)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_CHARACTERS} characters, also when saved at once`, async () => {
    const user = await parent(api.deps);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_CHARACTERS + 3 }, (_, i) =>
        post(api.app, user, 'characters/save', {
          name: `Friend ${i + 1}`,
          role: 'friend',
          pronouns: 'they',
          look: MIA_LOOK,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_SAVED_CHARACTERS);
    const refused = answers.filter((a) => a.status === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body.error).toBe('You can save up to 12 characters. Delete one to add another.');
    expect(await list(user)).toHaveLength(MAX_SAVED_CHARACTERS);
  });

  it('needs a verified email to save, and answers 400 for bad ids', async () => {
    const unverified = await createTestUser();
    const res = await post(api.app, unverified, 'characters/save', MIA_CHARACTER);
    expect(res.status).toBe(403);
    const user = await parent(api.deps);
    expect((await post(api.app, user, 'characters/delete', { id: 'nope' })).status).toBe(400);
    expect(
      (await post(api.app, user, 'characters/photo', { id: 'ch_0123456789abcdef01234567', photo: 9 })).status,
    ).toBe(400);
  });

  it('forgets every character and photo with the account', async () => {
    const user = await parent(api.deps);
    const { id } = (
      await saveWithPhotos(user, { name: 'Leo', role: 'child', pronouns: 'he' }, [await photo('#e5527a')])
    ).body as {
      id: string;
    };
    const { CHARACTERS_DATA } = await import('./forget.js');
    await CHARACTERS_DATA.forgetUser(api.deps)({ uid: user.uid, email: user.email });
    expect(await api.deps.store.get(`characters/${id}`)).toBeNull();
    expect(await api.deps.blobs.list(`characters/${id}/`)).toEqual([]);
  });
});

describe('making books from saved characters', () => {
  it('makes Avatar and Photo Stories from the saved cast without uploading, the hero first', async () => {
    const user = await parent(api.deps, 3);
    const save = async (body: object, photos: Buffer[] = []) =>
      (
        (photos.length
          ? await saveWithPhotos(user, body as Record<string, unknown>, photos)
          : await post(api.app, user, 'characters/save', body)
        ).body as { id: string }
      ).id;
    const mia = await save(MIA_CHARACTER, [await photo('#e5527a')]);
    const ana = await save({ name: 'Ana', role: 'parent', pronouns: 'she', look: { preset: 'warm_black' } }, [
      await photo('#3fa66b'),
    ]);
    const biscuit = await save(
      { name: 'Biscuit', role: 'pet', pronouns: 'he', look: { species: 'dog', coat: 'golden' } },
      [await photo('#ffb547')],
    );

    const avatar = await post(api.app, user, 'create', {
      storyType: 'Enhanced',
      characterIds: [mia, ana, biscuit],
      moralValue: 'kindness',
      readerAgeGroup: '5-7years',
    });
    expect(avatar.status).toBe(200);
    await api.deps.tasks.idle();
    const book = (await api.deps.store.get(`books/${avatar.body.bookId}`)) as {
      inputs: { mainCharacterName: string; characters: Record<string, unknown>[] };
    };
    expect(book.inputs.mainCharacterName).toBe('Mia');
    expect(book.inputs.characters).toEqual([
      { name: 'Mia', relationship: 'main', gender: 'girl', look: MIA_LOOK, key: mia },
      {
        name: 'Ana',
        relationship: 'mother',
        gender: 'woman',
        look: {
          skin: 'warm',
          hairColour: 'black',
          hairStyle: 'long',
          eyes: 'brown',
          glasses: false,
          freckles: false,
          presentation: 'girl',
        },
        key: ana,
      },
      {
        name: 'Biscuit',
        relationship: 'pet',
        // His pronouns reach the story's grammar (issue 47 item 8).
        gender: 'boy',
        look: { species: 'dog', coat: 'golden' },
        key: biscuit,
      },
    ]);
    const story = (await post(api.app, user, 'enhancedTextOutput', { bookId: avatar.body.bookId })).body as {
      story: string;
    };
    for (const name of ['Mia', 'Ana', 'Biscuit']) expect(story.story).toContain(name);

    const photoStory = await post(api.app, user, 'create', {
      storyType: 'Essential',
      characterIds: [mia, biscuit],
      description: 'a picnic',
    });
    expect(photoStory.status).toBe(200);
    const photoBook = photoStory.body.bookId as string;
    const stored = await api.deps.blobs.list(`books/${photoBook}/photos/`);
    expect(stored).toHaveLength(2);
    // Deleting a character deletes its photos; the book made from it keeps its own copy.
    expect((await post(api.app, user, 'characters/delete', { id: biscuit })).status).toBe(204);
    expect(await api.deps.blobs.list(`books/${photoBook}/photos/`)).toEqual(stored);
  }, 60_000);

  it('makes a book of two heroes, both named in the title and on most pages', async () => {
    const user = await parent(api.deps, 1);
    const save = (body: object) => savedId(user, body);
    const mia = await save(MIA_CHARACTER);
    const leo = await save({ name: 'Leo', role: 'sibling', pronouns: 'he', look: { preset: 'fair_blond' } });
    const biscuit = await save({
      name: 'Biscuit',
      role: 'pet',
      pronouns: 'he',
      look: { species: 'dog', coat: 'golden' },
    });
    const created = await post(api.app, user, 'create', {
      storyType: 'Enhanced',
      characterIds: [mia, leo, biscuit],
      twoHeroes: true,
      moralValue: 'courage',
    });
    expect(created.status).toBe(200);
    await api.deps.tasks.idle();
    const book = (await api.deps.store.get(`books/${created.body.bookId}`)) as {
      inputs: { characters: { name: string; relationship: string }[] };
    };
    expect(book.inputs.characters.map((c) => [c.name, c.relationship])).toEqual([
      ['Mia', 'main'],
      ['Leo', 'main'],
      ['Biscuit', 'pet'],
    ]);
    const { story } = (await post(api.app, user, 'enhancedTextOutput', { bookId: created.body.bookId }))
      .body as {
      story: string;
    };
    const [title, ...paragraphs] = story.split(/\n\s*\n/);
    expect(title).toMatch(/Mia/);
    expect(title).toMatch(/Leo/);
    expect(paragraphs.filter((p) => p.includes('Mia') && p.includes('Leo')).length).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('refuses what the story cannot be made from with a 400 (or 404), spending nothing', async () => {
    const user = await parent(api.deps, 1);
    const noLook = (
      (await saveWithPhotos(user, { name: 'Leo', role: 'child', pronouns: 'he' }, [await photo('#e5527a')]))
        .body as { id: string }
    ).id;
    const noPhoto = await savedId(user, { name: 'Zoe', role: 'child', pronouns: 'she', look: MIA_LOOK });
    const pet = await savedId(user, {
      name: 'Rex',
      role: 'pet',
      pronouns: 'he',
      look: { species: 'cat', coat: 'grey' },
    });
    const grownUp = await savedId(user, { name: 'Ana', role: 'parent', pronouns: 'she', look: MIA_LOOK });
    const other = await parent(api.deps, 1);
    const theirs = await savedId(other, { name: 'Kai', role: 'child', pronouns: 'he', look: MIA_LOOK });
    const create = (body: object) => post(api.app, user, 'create', { moralValue: 'courage', ...body });
    const cases: [object, number, RegExp][] = [
      [{ storyType: 'Enhanced', characterIds: [noLook] }, 400, /^Leo has no look/],
      [{ storyType: 'Essential', characterIds: [noPhoto] }, 400, /^Zoe has no photo/],
      [{ storyType: 'Enhanced', characterIds: [pet, noPhoto] }, 400, /^The hero of a story is a child/],
      [{ storyType: 'Enhanced', characterIds: [grownUp, noPhoto] }, 400, /^The hero of a story is a child/],
      [
        { storyType: 'Enhanced', characterIds: [noPhoto, pet], twoHeroes: true },
        400,
        /^A story with two heroes needs two children first/,
      ],
      [
        { storyType: 'Enhanced', characterIds: [noPhoto], twoHeroes: true },
        400,
        /^A story with two heroes needs two children first/,
      ],
      [
        { storyType: 'Enhanced', characterIds: [noPhoto], twoHeroes: 'yes' },
        400,
        /twoHeroes must be true or false/,
      ],
      [{ storyType: 'Enhanced', characterIds: [noPhoto, noPhoto] }, 400, /must not repeat/],
      [{ storyType: 'Enhanced', characterIds: [] }, 400, /at least one character/],
      [
        { storyType: 'Enhanced', characterIds: [noPhoto], moralValue: undefined },
        400,
        /describe your story or choose a moral value/,
      ],
      [{ storyType: 'Enhanced', characterIds: [theirs] }, 404, /Character not found/],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(body);
      expect(res.status).toBe(status);
      expect(res.body.error).toMatch(message);
    }
    expect(await api.deps.store.query('books', { where: [['ownerUid', '==', user.uid]] })).toEqual([]);
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(1);
  });
});
