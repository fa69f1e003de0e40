import { screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { bodyOf, installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

const mockedAuth = auth as unknown as { currentUser: User | null };

const ORG = { organizationID: 'org_1', orgName: 'Maple Room', credits: 30, canBuy: true };
const CLASS_ID = 'class_abc';
const status = (done: number, rows: Array<[string, string]>) => ({
  classId: CLASS_ID,
  title: 'Sharing crayons',
  lesson: { moral: 'kindness', ageGroup: '5-7years', idea: 'Sharing crayons' },
  createdAt: '2026-03-01T12:00:00.000Z',
  total: rows.length,
  done,
  failed: 0,
  books: rows.map(([childName, s], i) => ({
    bookId: s === 'writing' ? null : String(1770000000000 + i),
    childName,
    status: s,
    title: s === 'writing' ? null : `${childName} and the Crayons`,
    pagesReady: s === 'ready' ? 10 : 3,
  })),
});

/** getUserInfo of an educator in the organization (admins also see its join code). */
const EDUCATOR = {
  userType: 'educator',
  joinCode: null,
  organizationID: ORG.organizationID,
  orgName: ORG.orgName,
};

function api(overrides: Record<string, FetchHandler> = {}) {
  return installFetch({
    'POST /user/getUserName': () => json({ userName: 'Ada Admin' }),
    'POST /user/getUserInfo': () => json({ ...EDUCATOR, userRole: 'admin' }),
    'POST /user/orgCredits': () => json(ORG),
    'POST /user/createClass': () => json({ classId: CLASS_ID }),
    'POST /user/classes': () => json([]),
    ...overrides,
  });
}

beforeEach(() => {
  mockedAuth.currentUser = fakeUser();
});
afterEach(() => {
  mockedAuth.currentUser = null;
});

describe('/classroom', () => {
  it('sends one lesson with the class list, then follows the books to N of N ready', async () => {
    let polls = 0;
    const fetchMock = api({
      'POST /user/classStatus': () =>
        json(
          (polls += 1) === 1
            ? status(0, [
                ['Ada', 'drawing'],
                ['Ben', 'writing'],
              ])
            : status(2, [
                ['Ada', 'ready'],
                ['Ben', 'ready'],
              ]),
        ),
    });
    const { events, router } = renderApp({ path: '/classroom', user: fakeUser() });
    const balance = await screen.findByRole('region', { name: /Maple Room: 30 book credits/ });
    expect(within(balance).getByRole('button', { name: 'Buy for my organization' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Classroom' })).toHaveAttribute('href', '/classroom');

    const form = screen.getByRole('form', { name: 'New class' });
    await events.selectOptions(within(form).getByLabelText('Moral'), 'kindness');
    await events.type(within(form).getByLabelText(/The idea/), 'Sharing crayons');
    await events.click(within(form).getByRole('button', { name: 'Make 1 book' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Child 1 needs a first name.');
    expect(fetchMock).not.toHaveBeenCalledWith('/user/createClass', expect.anything());

    const child1 = within(form).getByRole('group', { name: 'Child 1' });
    await events.type(within(child1).getByLabelText('First name'), 'Ada');
    await events.click(within(form).getByRole('button', { name: 'Add a child' }));
    const child2 = within(form).getByRole('group', { name: 'Child 2' });
    await events.type(within(child2).getByLabelText('First name'), 'Ben');
    await events.selectOptions(within(child2).getByLabelText('Drawn as'), 'boy');
    expect(within(form).getByText('2 of 30 children')).toBeInTheDocument();
    await events.click(within(form).getByRole('button', { name: 'Make 2 books' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/classroom/${CLASS_ID}`));
    const sent = bodyOf(fetchMock, '/user/createClass') as {
      lesson: object;
      children: { name: string; look: { presentation: string } }[];
    };
    expect(sent.lesson).toEqual({ moral: 'kindness', ageGroup: '5-7years', idea: 'Sharing crayons' });
    expect(sent.children.map((c) => c.name)).toEqual(['Ada', 'Ben']);
    expect(sent.children[1]?.look.presentation).toBe('boy');

    expect(await screen.findByRole('progressbar', { name: '0 of 2 ready' })).toBeInTheDocument();
    expect(screen.getByText('Writing the story…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all (ZIP)' })).toBeDisabled();
    expect(
      await screen.findByRole('progressbar', { name: '2 of 2 ready' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ben and the Crayons')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all (ZIP)' })).toBeEnabled();
  });

  it('tells a member who buys, and shows the server’s refusal when the balance is short', async () => {
    api({
      'POST /user/getUserInfo': () => json({ ...EDUCATOR, userRole: 'member' }),
      'POST /user/orgCredits': () => json({ ...ORG, credits: 5, canBuy: false }),
      'POST /user/createClass': () =>
        json(
          {
            error:
              'This class needs 1 credit and your organization has 0. Ask your administrator to add a Classroom Pack.',
          },
          402,
        ),
    });
    const { events } = renderApp({ path: '/classroom', user: fakeUser() });
    const balance = await screen.findByRole('region', { name: /Maple Room: 5 book credits/ });
    expect(
      within(balance).queryByRole('button', { name: 'Buy for my organization' }),
    ).not.toBeInTheDocument();
    expect(
      within(balance).getByText(/Only your organization’s administrator can add credits/),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New class' });
    await events.type(within(form).getByLabelText(/The idea/), 'A rainy day');
    await events.type(within(form).getByLabelText('First name'), 'Cleo');
    await events.click(within(form).getByRole('button', { name: 'Make 1 book' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /needs 1 credit and your organization has 0/,
    );
  });

  it("lists the educator's classes with their progress and ZIP, each opening its own page", async () => {
    api({
      'POST /user/classes': () =>
        json([
          {
            classId: CLASS_ID,
            title: 'Sharing crayons',
            createdAt: '2026-03-01T12:00:00.000Z',
            total: 3,
            bookIds: ['1770000000000', '1770000000001', '1770000000002'],
          },
        ]),
      'POST /user/classStatus': () =>
        json(
          status(3, [
            ['Ada', 'ready'],
            ['Ben', 'ready'],
            ['Cleo', 'ready'],
          ]),
        ),
    });
    const { events, router } = renderApp({ path: '/classroom', user: fakeUser() });
    const classes = await screen.findByRole('list', { name: 'Your classes' });
    const card = await within(classes).findByRole('article', { name: 'Class: Sharing crayons' });
    expect(await within(card).findByRole('progressbar', { name: '3 of 3 ready' })).toBeInTheDocument();
    expect(within(card).getByText(/Made on March 1, 2026; 3 books/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download all (ZIP)' })).toBeEnabled();
    // The form for a new lesson stays on the page below the list.
    expect(screen.getByRole('form', { name: 'New class' })).toBeInTheDocument();

    await events.click(within(card).getByRole('link', { name: 'Class: Sharing crayons' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/classroom/${CLASS_ID}`));
    const books = await screen.findByRole('list', { name: 'Books of the class' });
    expect(within(books).getByText('Cleo')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '3 of 3 ready' })).toBeInTheDocument();
  });

  it('opens a class by its address, as after a reload', async () => {
    api({
      'POST /user/classStatus': () =>
        json(
          status(1, [
            ['Ada', 'ready'],
            ['Ben', 'drawing'],
          ]),
        ),
    });
    renderApp({ path: `/classroom/${CLASS_ID}`, user: fakeUser() });
    expect(await screen.findByRole('heading', { name: 'Class: Sharing crayons' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: '1 of 2 ready' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New class' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write another lesson' })).toHaveAttribute('href', '/classroom');
  });

  it('leads the older ?class= address to the class page', async () => {
    api({ 'POST /user/classStatus': () => json(status(1, [['Ada', 'ready']])) });
    const { router } = renderApp({ path: `/classroom?class=${CLASS_ID}`, user: fakeUser() });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/classroom/${CLASS_ID}`));
    expect(await screen.findByRole('heading', { name: 'Class: Sharing crayons' })).toBeInTheDocument();
  });

  it('sends someone in no organization to their account page', async () => {
    api({ 'POST /user/orgCredits': () => json({ error: 'not in one' }, 404) });
    renderApp({ path: '/classroom', user: fakeUser() });
    expect(await screen.findByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
  });
});
