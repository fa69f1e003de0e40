import { act, screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_SIGN_IN } from '../../../lib/signInLanding';
import { bodyOf, heldAnswer, installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { accountAnswers, adminInfo, firebaseAuth as firebase, mockedAuth } from '../testing/account';

vi.mock('firebase/auth', async () => (await import('../testing/account')).firebaseAuth);

const ADMIN = adminInfo('Maple Leaf Preschool');
const memberInfo = { ...ADMIN, userRole: 'member', joinCode: null };

const members = [
  {
    memberID: 'uid_ada',
    name: 'Ada Lee',
    emailAdd: 'ada@example.com',
    userRole: 'admin',
    createdAt: '2025-03-04T12:00:00.000Z',
  },
  { memberID: 'uid_ben', name: null, emailAdd: 'ben@example.com', userRole: 'member', createdAt: null },
  {
    memberID: 'uid_sam',
    name: 'Sam Rivera',
    emailAdd: 'sam@example.com',
    userRole: 'member',
    createdAt: '2025-05-01T12:00:00.000Z',
  },
];

function api(overrides: Record<string, FetchHandler> = {}) {
  return installFetch(
    accountAnswers(0, { 'POST /user/getOrganizationMembers': () => json(members), ...overrides }),
  );
}

function openAccount(user: User, path = '/account') {
  mockedAuth.currentUser = user;
  return renderApp({ path, user });
}

/** Opens /account as the organization's admin; `more` adds or replaces answers. */
function openAsAdmin(more: Record<string, FetchHandler> = {}) {
  const fetchMock = api({ 'POST /user/getUserInfo': () => json(ADMIN), ...more });
  return { ...openAccount(fakeUser()), fetchMock };
}

describe('account page', () => {
  beforeEach(() => {
    firebase.sendEmailVerification.mockReset().mockResolvedValue(undefined);
    localStorage.setItem('emailVerifiedStatus', 'true');
  });
  afterEach(() => {
    mockedAuth.currentUser = null;
    vi.useRealTimers();
  });

  it('asks an unverified user to verify and resends the verification email', async () => {
    const fetchMock = api();
    const user = fakeUser({ emailVerified: false });
    const { events } = openAccount(user);

    const notice = await screen.findByRole('region', { name: 'Please verify your email address' });
    expect(notice).toHaveTextContent('sam@example.com');
    expect(notice).toHaveTextContent(/come right back to this page/);
    await events.click(within(notice).getByRole('button', { name: 'Resend verification email' }));

    expect(firebase.sendEmailVerification).toHaveBeenCalledWith(user, {
      url: `${window.location.origin}/account?verified=true`,
    });
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'A new verification email is on its way to sam@example.com.',
    );
    // No account data is loaded for an unverified user.
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/getNumCredits');
  });

  it('shows the resend button busy while sending', async () => {
    firebase.sendEmailVerification.mockReturnValue(new Promise(() => {}));
    const { events } = openAccount(fakeUser({ emailVerified: false }));
    await events.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('on the return from the verification link waits 5 s, refreshes the token, tells the server once and loads the account', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.removeItem('emailVerifiedStatus');
    const fetchMock = api();
    const calls: string[] = [];
    const user = fakeUser({ emailVerified: false });
    Object.assign(user, {
      reload: vi.fn(async () => {
        calls.push('reload');
        Object.assign(user, { emailVerified: true });
      }),
      getIdToken: vi.fn(async (force?: boolean) => {
        if (force) calls.push('getIdToken(true)');
        return 'test-id-token';
      }),
    });
    const { router } = openAccount(user, '/account?verified=true');

    expect(await screen.findByText('Confirming your email...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(user.reload).not.toHaveBeenCalled();
    expect(screen.getByText('Confirming your email...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' }),
    ).toBeInTheDocument();
    expect(calls.slice(0, 2)).toEqual(['reload', 'getIdToken(true)']);
    const reports = fetchMock.mock.calls.filter(([path]) => path === '/user/usersEmailVerificationInfo');
    expect(reports).toHaveLength(1);
    expect(bodyOf(fetchMock, '/user/usersEmailVerificationInfo')).toEqual({ emailVerified: true });
    expect(localStorage.getItem('emailVerifiedStatus')).toBe('true');
    expect(router.state.location.search).toBe('');
  });

  it('shows the account 5 s after the return even while the server is slow to hear of it (issue 47)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.removeItem('emailVerifiedStatus');
    const report = heldAnswer();
    api({ 'POST /user/usersEmailVerificationInfo': report.handler });
    const user = fakeUser({ emailVerified: false });
    Object.assign(user, { reload: vi.fn(async () => Object.assign(user, { emailVerified: true })) });
    openAccount(user, '/account?verified=true');

    expect(await screen.findByText('Confirming your email...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    // The server has not answered yet: the page does not wait for it.
    await vi.waitFor(() => expect(screen.queryByText('Confirming your email...')).not.toBeInTheDocument());
    report.answer(json({ emailVerified: true }));
    await vi.waitFor(() => expect(localStorage.getItem('emailVerifiedStatus')).toBe('true'));
  });

  it('waits 5 s from the return, not from the last token refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api();
    const user = fakeUser();
    Object.assign(user, { reload: vi.fn(async () => {}) });
    const { session } = openAccount(user, '/account?verified=true');
    await screen.findByText('Confirming your email...');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    // Firebase refreshes the ID token and hands the app the user again (a new object here).
    const refreshed = Object.assign(fakeUser(), { reload: vi.fn(async () => {}) });
    mockedAuth.currentUser = refreshed;
    await session.resolve(refreshed);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() => expect(screen.queryByText('Confirming your email...')).not.toBeInTheDocument());
  });

  it('does not tell the server again once this browser has', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = api();
    const user = fakeUser();
    Object.assign(user, { reload: vi.fn(async () => {}) });
    openAccount(user, '/account?verified=true');

    await screen.findByText('Confirming your email...');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' });
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/usersEmailVerificationInfo');
  });

  it('lets a user who verified elsewhere continue with I have verified my email', async () => {
    localStorage.removeItem('emailVerifiedStatus');
    const fetchMock = api();
    const user = fakeUser({ emailVerified: false });
    let verifiedNow = false;
    Object.assign(user, { reload: vi.fn(async () => Object.assign(user, { emailVerified: verifiedNow })) });
    const { events } = openAccount(user);

    await events.click(await screen.findByRole('button', { name: 'I have verified my email' }));
    expect(await screen.findByText(/Your email is not verified yet\./)).toHaveAttribute('role', 'status');

    verifiedNow = true;
    await events.click(screen.getByRole('button', { name: 'I have verified my email' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => path === '/user/usersEmailVerificationInfo')).toHaveLength(
      1,
    );
    expect(localStorage.getItem('emailVerifiedStatus')).toBe('true');
  });

  it('tells the server about a verified email once when this browser has not yet', async () => {
    localStorage.removeItem('emailVerifiedStatus');
    const fetchMock = api();
    openAccount(fakeUser());
    await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' });
    await vi.waitFor(() => expect(localStorage.getItem('emailVerifiedStatus')).toBe('true'));
    expect(fetchMock.mock.calls.filter(([path]) => path === '/user/usersEmailVerificationInfo')).toHaveLength(
      1,
    );
  });

  it('shows the welcome, the credit balance and the links to create and pricing', async () => {
    api({ 'POST /user/getNumCredits': () => json(0) });
    openAccount(fakeUser());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You have/)).toHaveTextContent('You have 0 story credits.');
    expect(screen.getByRole('link', { name: 'Create a story' })).toHaveAttribute('href', '/create');
    expect(screen.getByRole('link', { name: 'Buy more credits' })).toHaveAttribute(
      'href',
      '/?section=pricing',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Organization Join Code' })).not.toBeInTheDocument();
  });

  /** Arrives at /account as the sign-in pages send a person there (spec part 1 §4). */
  async function arriveFromSignIn(user: User) {
    const rendered = openAccount(user, '/gallery');
    await screen.findByRole('heading', { level: 1, name: 'Story Gallery' });
    await act(() => rendered.router.navigate('/account', { state: AFTER_SIGN_IN }));
    return rendered;
  }

  it('leads a regular user with credits on to /create after signing in', async () => {
    api({ 'POST /user/getNumCredits': () => json(2) });
    const { router } = await arriveFromSignIn(fakeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a story' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
  });

  it('opens the account page itself from the navbar’s Account, also for a parent with credits', async () => {
    api({
      'POST /user/getNumCredits': () => json(2),
      'POST /user/purchases': () => json({ credits: [], printOrders: [] }),
    });
    const { router, events } = openAccount(fakeUser(), '/gallery');
    await screen.findByRole('heading', { level: 1, name: 'Story Gallery' });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await events.click(nav.getByRole('link', { name: 'Account' }));
    expect(await screen.findByText(/You have/)).toHaveTextContent('You have 2 story credits.');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your purchases' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('keeps an educator with credits on the account page after signing in', async () => {
    api({ 'POST /user/getNumCredits': () => json(5), 'POST /user/getUserInfo': () => json(memberInfo) });
    const { router } = await arriveFromSignIn(fakeUser());
    expect(await screen.findByText(/You have/)).toHaveTextContent('You have 5 story credits.');
    expect(router.state.location.pathname).toBe('/account');
  });

  it('shows an admin the members table without the viewer, with N/A and roles', async () => {
    const { fetchMock } = openAsAdmin();

    const table = await screen.findByRole('table', { name: 'Your Organization Members' });
    expect(bodyOf(fetchMock, '/user/getOrganizationMembers')).toEqual({ organizationID: 'org_1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Joined', 'Actions']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Ada Lee', 'ada@example.com', 'Administrator', 'Mar 4, 2025', 'Remove'],
      ['N/A', 'ben@example.com', 'Member', 'N/A', 'Remove'],
    ]);
    expect(screen.getByText('Maple Leaf Preschool')).toBeInTheDocument();
  });

  it('titles the table Organization Members for a member, who can remove nobody', async () => {
    api({ 'POST /user/getUserInfo': () => json(memberInfo) });
    openAccount(fakeUser());
    const table = await screen.findByRole('table', { name: 'Organization Members' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets an admin remove a member after confirming, busy while it runs', async () => {
    const call = heldAnswer();
    const { events, fetchMock } = openAsAdmin({
      'POST /user/removeOrganizationMember': call.handler,
    });
    const table = await screen.findByRole('table', { name: 'Your Organization Members' });

    await events.click(within(table).getByRole('button', { name: 'Remove ben@example.com' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove ben@example.com?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('removeOrganizationMember'))).toBe(
      false,
    );

    await events.click(within(table).getByRole('button', { name: 'Remove ben@example.com' }));
    dialog = screen.getByRole('dialog', { name: 'Remove ben@example.com?' });
    expect(dialog).toHaveTextContent(/Their own account and stories stay/);
    await events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByRole('button', { name: 'Removing…' })).toBeDisabled();
    expect(bodyOf(fetchMock, '/user/removeOrganizationMember')).toEqual({
      organizationID: 'org_1',
      memberID: 'uid_ben',
    });
    await act(async () => call.answer(json({ removed: true })));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(table).queryByText('ben@example.com')).not.toBeInTheDocument();
    expect(within(table).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('ben@example.com was removed from your organization.')).toBeInTheDocument();
  });

  it('shows why a member could not be removed, in the dialog', async () => {
    const { events } = openAsAdmin({
      'POST /user/removeOrganizationMember': () => json({ error: 'Member not found' }, 404),
    });
    const table = await screen.findByRole('table', { name: 'Your Organization Members' });
    await events.click(within(table).getByRole('button', { name: 'Remove Ada Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Ada Lee?' });
    await events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Member not found');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(within(table).getByText('ada@example.com')).toBeInTheDocument();
  });

  it.each([
    [ADMIN, 'Your Organization Members', 'No members have joined your organization yet.'],
    [memberInfo, 'Organization Members', 'No other members in this organization yet.'],
  ])('shows the empty message (%#)', async (info, title, message) => {
    api({
      'POST /user/getUserInfo': () => json(info),
      'POST /user/getOrganizationMembers': () => json([members[2]]),
    });
    openAccount(fakeUser());
    const section = await screen.findByRole('region', { name: title });
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an admin the join code panel and copies the code', async () => {
    const { events } = openAsAdmin();
    // user-event installs its own clipboard on navigator; watch it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    const panel = await screen.findByRole('region', { name: 'Organization Join Code' });
    expect(panel).toHaveTextContent('K7Q2MP');
    expect(panel).toHaveTextContent(/must verify their email address first/);
    await events.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('K7Q2MP');
    expect(await within(panel).findByText('Copied!')).toBeInTheDocument();
  });

  it('lets an admin replace the join code after confirming; the new code shows and copies', async () => {
    const call = heldAnswer();
    const { events, fetchMock } = openAsAdmin({
      'POST /user/rotateJoinCode': call.handler,
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const panel = await screen.findByRole('region', { name: 'Organization Join Code' });

    await events.click(within(panel).getByRole('button', { name: 'Replace code' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace the join code?' });
    expect(dialog).toHaveTextContent(/K7Q2MP stops working at once/);
    await events.click(within(dialog).getByRole('button', { name: 'Replace code' }));
    expect(within(dialog).getByRole('button', { name: 'Replacing…' })).toBeDisabled();
    expect(bodyOf(fetchMock, '/user/rotateJoinCode')).toEqual({ organizationID: 'org_1' });
    await act(async () => call.answer(json({ joinCode: 'N3WC0D' })));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('Join code')).toHaveTextContent('N3WC0D');
    expect(within(panel).getByRole('status')).toHaveTextContent('New join code ready.');
    await events.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('N3WC0D');
  });

  it('shows why the join code could not be replaced, and keeps the old one', async () => {
    const { events } = openAsAdmin({
      'POST /user/rotateJoinCode': () =>
        json({ error: "Only the organization's administrator can do this" }, 403),
    });
    const panel = await screen.findByRole('region', { name: 'Organization Join Code' });
    await events.click(within(panel).getByRole('button', { name: 'Replace code' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace the join code?' });
    await events.click(within(dialog).getByRole('button', { name: 'Replace code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Only the organization's administrator can do this",
    );
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByLabelText('Join code')).toHaveTextContent('K7Q2MP');
  });

  it.each([
    ['a member', memberInfo],
    ['an admin without a code', { ...adminInfo, joinCode: null }],
  ])('shows no join code panel to %s', async (_who, info) => {
    api({ 'POST /user/getUserInfo': () => json(info) });
    openAccount(fakeUser());
    await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' });
    expect(screen.queryByRole('region', { name: 'Organization Join Code' })).not.toBeInTheDocument();
  });

  it('only logs load failures and falls back to the account name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    api({
      'POST /user/getUserName': () => json({ error: 'boom' }, 500),
      'POST /user/getNumCredits': () => json({ error: 'boom' }, 500),
    });
    openAccount(fakeUser({ displayName: 'Sam R.' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam R.!' })).toBeInTheDocument();
    expect(screen.queryByText(/You have/)).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});

describe('deleting the account', () => {
  beforeEach(() => localStorage.setItem('emailVerifiedStatus', 'true'));
  afterEach(() => {
    mockedAuth.currentUser = null;
  });

  it('says what goes, asks for the email typed again, starts the deletion and signs out', async () => {
    const fetchMock = api({
      'POST /user/deleteAccount': () =>
        json(
          {
            status: 'deleting',
            message: 'Your account and everything in it are being deleted. This takes a minute or two.',
            organizationHandedTo: null,
          },
          202,
        ),
    });
    const { events, router, signOut } = openAccount(fakeUser());
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    await events.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('the family photos you uploaded');
    const confirm = within(dialog).getByRole('button', { name: 'Delete everything' });
    expect(confirm).toBeDisabled();
    await events.type(within(dialog).getByLabelText('Type your email address to confirm'), 'SAM@example.com');
    await events.click(confirm);
    expect(bodyOf(fetchMock, '/user/deleteAccount')).toEqual({ email: 'SAM@example.com' });
    const done = await screen.findByRole('dialog', { name: 'Your account is being deleted' });
    expect(done).toHaveTextContent('This takes a minute or two.');
    await events.click(within(done).getByRole('button', { name: 'Ok' }));
    expect(signOut).toHaveBeenCalled();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  const deletionAfterFreshSignIn = () => {
    let calls = 0;
    return api({
      'POST /user/deleteAccount': () =>
        ++calls === 1
          ? json(
              { error: 'Please sign in again to delete your account.', code: 'recent_sign_in_required' },
              403,
            )
          : json(
              { status: 'deleting', message: 'Your account is being deleted.', organizationHandedTo: null },
              202,
            ),
    });
  };

  it('asks for the password again when the server wants a recent sign-in, then deletes', async () => {
    firebase.reauthenticateWithCredential.mockReset();
    firebase.reauthenticateWithCredential
      .mockRejectedValueOnce(Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' }))
      .mockResolvedValueOnce({});
    const fetchMock = deletionAfterFreshSignIn();
    const getIdToken = vi.fn(async () => 'test-id-token');
    const user = fakeUser({ providerData: [{ providerId: 'password' }] as User['providerData'], getIdToken });
    const { events } = openAccount(user);
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    await events.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await events.type(within(dialog).getByLabelText('Type your email address to confirm'), 'sam@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Delete everything' }));

    expect(
      await within(dialog).findByText('Please sign in again to delete your account.'),
    ).toBeInTheDocument();
    const again = within(dialog).getByRole('button', { name: 'Sign in and delete' });
    expect(again).toBeDisabled();
    await events.type(within(dialog).getByLabelText('Your password'), 'oops');
    await events.click(again);
    expect(
      await within(dialog).findByText('That password is not right. Please try again.'),
    ).toBeInTheDocument();
    await events.clear(within(dialog).getByLabelText('Your password'));
    await events.type(within(dialog).getByLabelText('Your password'), 'secret-pass');
    await events.click(within(dialog).getByRole('button', { name: 'Sign in and delete' }));

    expect(await screen.findByRole('dialog', { name: 'Your account is being deleted' })).toBeInTheDocument();
    expect(firebase.reauthenticateWithCredential).toHaveBeenLastCalledWith(user, {
      email: 'sam@example.com',
      password: 'secret-pass',
    });
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/user/deleteAccount'))).toHaveLength(
      2,
    );
  });

  it('offers Google again to a Google account, then deletes', async () => {
    firebase.reauthenticateWithPopup.mockReset().mockResolvedValue({});
    deletionAfterFreshSignIn();
    const user = fakeUser({ providerData: [{ providerId: 'google.com' }] as User['providerData'] });
    const { events } = openAccount(user);
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    await events.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await events.type(within(dialog).getByLabelText('Type your email address to confirm'), 'sam@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await events.click(await within(dialog).findByRole('button', { name: 'Sign in with Google and delete' }));
    expect(await screen.findByRole('dialog', { name: 'Your account is being deleted' })).toBeInTheDocument();
    expect(firebase.reauthenticateWithPopup).toHaveBeenCalledTimes(1);
  });

  it('is reachable from the footer even for a parent with credits, who otherwise goes on to create', async () => {
    api({ 'POST /user/getNumCredits': () => json(3) });
    openAccount(fakeUser(), '/account?section=delete');
    expect(await screen.findByRole('region', { name: 'Delete my account' })).toBeInTheDocument();
  });
});
