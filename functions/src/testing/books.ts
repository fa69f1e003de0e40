import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { createTestUser, type TestUser } from './authEmulator.js';
import { post } from './api.js';
import type { TestDeps } from './testDeps.js';
import { Resvg } from '@resvg/resvg-js';

export { post };

/** Helpers shared by the books API tests: a verified parent with credits, and a saved book. */
/** A small PNG (a coloured circle on 64 x 64) standing in for a family photo. */
export const circlePhoto = (fill = '#E5527A'): Buffer =>
  new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="28" fill="${fill}"/></svg>`,
  )
    .render()
    .asPng();

export const avatarBody = {
  storyType: 'Enhanced',
  gender: 'girl',
  mainChrName: 'Mia',
  description: 'a windy day at the beach with a red kite',
  moralValue: 'kindness',
  appearanceValue: 'medium_brown',
  readerAgeGroup: '2-4years',
};

export async function parent(deps: TestDeps, credits = 1, emailVerified = true): Promise<TestUser> {
  const user = await createTestUser({ emailVerified, displayName: 'Pat Parent' });
  await deps.store.set(`users/${user.uid}`, {
    name: 'Pat Parent',
    emailAdd: user.email,
    credits,
    userType: 'regular',
  });
  return user;
}

export function paragraphsOf(story: string): string[] {
  return story
    .split('\n\n')
    .slice(1)
    .map((p) => p.replace(/^\d+\.\s*/, ''));
}

/** Creates an Avatar book (`fields` over avatarBody) and waits for its writing task: its id. */
export async function writtenAvatarBook(
  app: Express,
  deps: TestDeps,
  user: TestUser,
  fields: object = {},
): Promise<string> {
  const created = await post(app, user, 'create', { ...avatarBody, ...fields });
  expect(created.status).toBe(200);
  await deps.tasks.idle();
  return (created.body as { bookId: string }).bookId;
}

/** The id and paragraphs of a book just created (`created`, the create route's answer), once written. */
async function writtenParagraphs(
  app: Express,
  deps: TestDeps,
  user: TestUser,
  created: { status: number; body: unknown },
) {
  expect(created.status).toBe(200);
  const { bookId } = created.body as { bookId: string };
  await deps.tasks.idle();
  const text = await post(app, user, 'enhancedTextOutput', { bookId });
  expect(text.status, JSON.stringify(text.body)).toBe(200);
  return { bookId, paragraphs: paragraphsOf((text.body as { story: string }).story) };
}

/**
 * The story of a book just created (`created`, the create route's answer) once its writing task
 * ran: its id, the paragraphs to save and each page's picture description.
 */
export async function writtenStory(...args: Parameters<typeof writtenParagraphs>) {
  const [app, , user] = args;
  const { bookId, paragraphs } = await writtenParagraphs(...args);
  const legends = ((await post(app, user, 'getlegends', { bookId })).body as unknown[])[3] as string[];
  return { bookId, paragraphs, legends };
}

/** Creates, writes and saves an Avatar book, waiting for its 10 illustrations. */
export async function savedBook(
  app: Express,
  deps: TestDeps,
  user: TestUser,
  title = 'Mia and the Red Kite',
  /** More create fields (e.g. a dedication). */
  extra: object = {},
) {
  const created = await post(app, user, 'create', { ...avatarBody, ...extra });
  const { bookId, paragraphs } = await writtenParagraphs(app, deps, user, created);
  await saveAndDraw(app, deps, user, { bookId, storyTitle: title, paragraphs });
  return { bookId, paragraphs };
}

/**
 * Saves a written story as edited (`route`: saveEssentialStory for a Photo Story; `story` may
 * carry more save fields) and waits for its pictures to be drawn.
 */
export async function saveAndDraw(
  app: Express,
  deps: TestDeps,
  user: TestUser,
  story: { bookId: string; storyTitle: string; paragraphs: string[] } & Record<string, unknown>,
  route: 'saveStory' | 'saveEssentialStory' = 'saveStory',
) {
  const saved = await post(app, user, route, story);
  expect(saved.status).toBe(200);
  await deps.tasks.idle();
  return saved;
}

/** Mia's look as the avatar builder saves it (the characters and language tests save her). */
export const MIA_LOOK = {
  skin: 'warm',
  hairColour: 'auburn',
  hairStyle: 'braids',
  eyes: 'green',
  glasses: true,
  freckles: true,
  presentation: 'girl',
};

/** Mia as the characters page saves her (POST /user/characters/save). */
export const MIA_CHARACTER = { name: 'Mia', role: 'child', pronouns: 'she', look: MIA_LOOK };

/**
 * What printing starts from: a parent with one credit and a saved book, 'Mia and the Moon',
 * whose PDF is built.
 */
export async function printableBook(
  app: Express,
  deps: TestDeps,
): Promise<{ owner: TestUser; bookId: string }> {
  const owner = await parent(deps, 1);
  const { bookId } = await savedBook(app, deps, owner, 'Mia and the Moon');
  expect((await post(app, owner, 'createPdf', { bookId })).status).toBe(200);
  return { owner, bookId };
}

/** POST /user/create as the Photo Story form sends it: fields plus one photo per character. */
export function photoStoryRequest(
  app: Express,
  user: TestUser,
  characters: { name: string; relationship: string; file?: Buffer; filename?: string; gender?: string }[],
) {
  const call = request(app)
    .post('/user/create')
    .set('Authorization', `Bearer ${user.idToken}`)
    .field('storyType', 'Essential')
    .field('mainChrName', characters[0]?.name ?? '')
    .field('description', 'a picnic in the park')
    .field('moralValue', 'gratitude')
    .field('readerAgeGroup', '5-7years')
    .field('gender', 'boy')
    .field('appearanceValue', 'photo_based');
  characters.forEach((c, i) => {
    call.field(
      `character_${i}_data`,
      JSON.stringify({
        id: i,
        name: c.name,
        relationship: c.relationship,
        gender: c.gender ?? (i === 0 ? 'boy' : 'woman'),
      }),
    );
    if (c.file) call.attach(`character_${i}_photo`, c.file, c.filename ?? `photo-${i}.png`);
  });
  return call;
}

/**
 * A create field refused alike on every kind of create body: the Avatar JSON, the Photo Story
 * form and the saved characters' JSON, each sending its bad value (`avatar`, `form`, `cast`),
 * are each answered 400 with an error that says `message`.
 */
export async function expectRefusedOnEveryCreate(
  app: Express,
  user: TestUser,
  field: string,
  bad: { avatar: unknown; form: string; cast: unknown },
  message: string,
): Promise<void> {
  const avatar = await post(app, user, 'create', { ...avatarBody, [field]: bad.avatar });
  expect(avatar.status).toBe(400);
  expect(avatar.body.error).toContain(message);
  const file = circlePhoto();
  const form = await photoStoryRequest(app, user, [{ name: 'Leo', relationship: 'main', file }]).field(
    field,
    bad.form,
  );
  expect(form.status).toBe(400);
  expect(form.body.error).toContain(message);
  const fromCast = await post(app, user, 'create', {
    storyType: 'Enhanced',
    characterIds: ['abc'],
    moralValue: 'kindness',
    [field]: bad.cast,
  });
  expect(fromCast.status).toBe(400);
  expect(fromCast.body.error).toContain(message);
}
