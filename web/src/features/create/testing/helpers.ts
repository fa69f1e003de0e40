import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { BISCUIT, savedCharacter } from '../../../testing/characters';
import { installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

export const BOOK_ID = '1700000000000';
export const PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `Page ${i + 1} of the adventure.`);
export const STORY_TEXT = [
  'Title: Mia and the Moon Boat',
  ...PARAGRAPHS.map((p, i) => `${i + 1}. ${p}`),
].join('\n\n');

const mockedAuth = auth as unknown as { currentUser: User | null };

/** The API of the creation pages, answering like a healthy server unless overridden. */
export function creationApi(overrides: Record<string, FetchHandler> = {}) {
  const saved: FetchHandler = (init) => {
    const body = JSON.parse(String(init?.body)) as {
      storyTitle: string;
      paragraphs: string[];
      bookId: string;
    };
    return json({
      storyTitle: body.storyTitle,
      bookId: body.bookId,
      formattedStory: body.paragraphs.join('\n\n'),
    });
  };
  return installFetch({
    'POST /user/getUserName': () => json({ userName: 'Sam Rivera' }),
    'POST /user/getNumCredits': () => json(3),
    'POST /user/create': () => json({ bookId: BOOK_ID }),
    'POST /user/enhancedTextOutput': () => json({ bookId: BOOK_ID, story: STORY_TEXT }),
    'POST /user/saveEssentialStory': saved,
    'POST /user/saveStory': saved,
    'POST /user/characters/list': () => json([]),
    ...overrides,
  });
}

/** Opens a page as a signed-in, verified user whose API calls carry a token. */
export function openAs(path: string, user: User = fakeUser()) {
  mockedAuth.currentUser = user;
  return renderApp({ path, user });
}

export function signOutApi() {
  mockedAuth.currentUser = null;
}

/** Moves fake time forward (tests run with shouldAdvanceTime fake timers). */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** An image file of the given size. */
export function photo(name = 'mia.png', size = 2048, type = 'image/png'): File {
  const file = new File(['photo'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom has no object URLs: stand-ins that record what was created and revoked. */
export function installObjectUrls() {
  let next = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn(() => {
      next += 1;
      const url = `blob:test-${next}`;
      created.push(url);
      return url;
    }),
    revokeObjectURL: vi.fn((url: string) => {
      revoked.push(url);
    }),
  });
  return { created, revoked };
}

/** A saved family as POST /user/characters/list answers it: a child, a parent and a pet. */
export const SAVED_FAMILY = [
  savedCharacter(1, { name: 'Mia', look: { preset: 'warm_black' }, photoCount: 1 }),
  savedCharacter(2, { name: 'Ana', role: 'parent', photoCount: 2 }),
  BISCUIT,
];

/** Generate, then Confirm in 'Ready to create your story?': the story is asked for. */
export async function confirmGenerate(events: ReturnType<typeof userEvent.setup>) {
  await events.click(screen.getByRole('button', { name: 'Generate' }));
  const confirm = await screen.findByRole('dialog', { name: 'Ready to create your story?' });
  await events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
}
