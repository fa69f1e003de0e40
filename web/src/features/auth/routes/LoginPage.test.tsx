import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, installFetch, json, type FetchHandler } from '../../../testing/fetch';
import type { User } from 'firebase/auth';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { NAME_TOO_LONG } from '@contract/accounts';
import {
  accountPageAnswers,
  authError,
  firebaseAuth as fb,
  mockedAuth,
  recordAnalytics,
  resetFirebaseAuthMocks,
} from '../testing/firebaseAuthMock';

vi.mock('firebase/auth', async () => (await import('../testing/firebaseAuthMock')).firebaseAuth);

const returningUser = fakeUser({
  emailVerified: true,
  metadata: { creationTime: 'Tue, 01 Jul 2025 10:00:00 GMT' },
  providerData: [{ providerId: 'password' }],
} as never);

async function openLogin(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp({ path: '/login', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
  return view;
}

function form() {
  return within(screen.getByRole('form', { name: 'Log in' }));
}

async function signIn(events: ReturnType<typeof renderApp>['events'], password = 'wrong-password') {
  await events.type(form().getByRole('textbox', { name: 'Email' }), 'sam@example.com');
  await events.type(form().getByLabelText('Password'), password);
  await events.click(form().getByRole('button', { name: 'Sign in' }));
}

/** Signs `user` in on /login with the right password while the API answers `answers`. */
async function signInAs(user: User, answers: Record<string, FetchHandler>) {
  const fetchMock = installFetch(answers);
  fb.signInWithEmailAndPassword.mockImplementation(async () => {
    mockedAuth.currentUser = user;
    return { user };
  });
  const view = await openLogin({ user });
  await signIn(view.events, 'bedtime-stories');
  return { ...view, fetchMock };
}

describe('login page', () => {
  beforeEach(() => resetFirebaseAuthMocks());

  it('has email, password with show/hide, Forgot password?, a link to /signup, OR and Google', async () => {
    const { events } = await openLogin();
    const password = form().getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await events.click(form().getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(form().getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');

    expect(form().getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('separator')).toHaveTextContent('OR');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it('shows Please Try Again when the email or password is wrong', async () => {
    fb.signInWithEmailAndPassword.mockRejectedValue(authError('auth/invalid-credential'));
    const { events } = await openLogin();
    await signIn(events);

    const dialog = await screen.findByRole('dialog', { name: 'Please Try Again' });
    expect(dialog).toHaveTextContent('Either username or password is wrong.');
    await events.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(form().getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows nothing for too many requests', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fb.signInWithEmailAndPassword.mockRejectedValue(authError('auth/too-many-requests'));
    const { events } = await openLogin();
    await signIn(events);

    await vi.waitFor(() => expect(form().getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(fb.signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a spinner on Sign in while signing in', async () => {
    fb.signInWithEmailAndPassword.mockReturnValue(new Promise(() => {}));
    const { events } = await openLogin();
    await signIn(events);
    const button = form().getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('records the login, registers the user and goes to /account', async () => {
    const analytics = recordAnalytics();
    const { router, fetchMock } = await signInAs(returningUser, {
      ...accountPageAnswers,
      'POST /user/usersInfo': () => json({ created: false, credits: 0 }),
    });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(fb.signInWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'sam@example.com',
      'bedtime-stories',
    );
    expect(analytics.events).toContainEqual(['login', { method: 'Email' }]);
    expect(bodyOf(fetchMock, '/user/usersInfo')).toMatchObject({
      emailAdd: 'sam@example.com',
      name: 'Sam Rivera',
      emailVerified: true,
      provider: 'password',
      userType: 'regular',
    });
    analytics.remove();
  });

  it('sends the password reset email to the typed address and confirms it', async () => {
    const { events } = await openLogin();
    await events.type(form().getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await events.click(form().getByRole('button', { name: 'Forgot password?' }));

    expect(fb.sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), 'sam@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Password Reset' });
    expect(dialog).toHaveTextContent('Password reset email sent to your inbox');
  });

  it('does not show a failed password reset', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fb.sendPasswordResetEmail.mockRejectedValue(authError('auth/user-not-found'));
    const { events } = await openLogin();
    await events.type(form().getByRole('textbox', { name: 'Email' }), 'nobody@example.com');
    await events.click(form().getByRole('button', { name: 'Forgot password?' }));

    await vi.waitFor(() => expect(fb.sendPasswordResetEmail).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts Google sign-in by redirect, flagging it in sessionStorage', async () => {
    const { events } = await openLogin();
    await events.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(sessionStorage.getItem('pendingGoogleSignIn')).not.toBeNull();
    expect(fb.signInWithRedirect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toHaveAttribute('aria-busy', 'true');
  });

  it('finishes a Google sign-in after the redirect: registers the user and goes to /account', async () => {
    const analytics = recordAnalytics();
    const googleUser = fakeUser({
      email: 'sam@gmail.com',
      providerData: [{ providerId: 'google.com' }],
      metadata: {},
    } as never);
    let finish: (value: unknown) => void = () => {};
    fb.getRedirectResult.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const fetchMock = installFetch({
      ...accountPageAnswers,
      'POST /user/usersInfo': () => json({ created: true, credits: 1 }),
    });
    sessionStorage.setItem('pendingGoogleSignIn', 'true');

    const { router } = await openLogin({ user: googleUser });
    // Busy from the start while the redirect result is read; the flag is cleared.
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toHaveAttribute('aria-busy', 'true');
    // Cleared by the page's effect, which may run after the heading is first seen.
    await waitFor(() => expect(sessionStorage.getItem('pendingGoogleSignIn')).toBeNull());

    mockedAuth.currentUser = googleUser;
    finish({ user: googleUser });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(fb.getRedirectResult).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetchMock, '/user/usersInfo')).toMatchObject({
      emailAdd: 'sam@gmail.com',
      provider: 'google.com',
    });
    expect(analytics.events).toContainEqual(['login', { method: 'Google' }]);
    analytics.remove();
  });

  it('does not read a redirect result on an ordinary visit', async () => {
    await openLogin();
    expect(fb.getRedirectResult).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it('lets an account whose sign-up stopped half-way finish its profile instead of an error loop', async () => {
    // Created by a sign-up that then failed: a 300-character name the API never accepted.
    const halfMade = fakeUser({
      email: 'sam@example.com',
      displayName: 'S'.repeat(300),
      emailVerified: false,
      metadata: { creationTime: 'Tue, 01 Jul 2025 10:00:00 GMT' },
      providerData: [{ providerId: 'password' }],
    } as never);
    const { events, router, fetchMock } = await signInAs(halfMade, {
      ...accountPageAnswers,
      'POST /user/usersInfo': () => json({ created: true, credits: 1 }),
    });

    const finish = within(await screen.findByRole('form', { name: 'Finish your profile' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Finish your profile' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/user/usersInfo')).toBe(false);
    // The contract's check here too: a name still too long is said, and nothing is sent.
    await events.click(finish.getByRole('textbox', { name: 'First name' }));
    await events.paste('S'.repeat(121));
    await events.type(finish.getByRole('textbox', { name: 'Last name' }), 'Rivera');
    await events.click(finish.getByRole('button', { name: 'Save and continue' }));
    expect(finish.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(NAME_TOO_LONG);
    expect(fb.updateProfile).not.toHaveBeenCalled();

    await events.clear(finish.getByRole('textbox', { name: 'First name' }));
    await events.type(finish.getByRole('textbox', { name: 'First name' }), 'Sam');
    await events.click(finish.getByRole('button', { name: 'Save and continue' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(fb.updateProfile).toHaveBeenCalledWith(halfMade, { displayName: 'Sam Rivera' });
    expect(bodyOf(fetchMock, '/user/usersInfo')).toMatchObject({
      name: 'Sam Rivera',
      emailAdd: 'sam@example.com',
    });
  });

  it("asks to finish the profile when the API refuses the account's record", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await signInAs(returningUser, {
      'POST /user/usersInfo': () => json({ error: 'provider is not valid' }, 400),
    });
    const finish = await screen.findByRole('form', { name: 'Finish your profile' });
    expect(finish).toHaveTextContent('provider is not valid');
  });
});
