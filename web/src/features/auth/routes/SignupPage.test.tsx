import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, installFetch, json } from '../../../testing/fetch';
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

type Events = ReturnType<typeof renderApp>['events'];

async function openSignup(user: User | null = null) {
  const view = renderApp({ path: '/signup', user });
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  return view;
}

async function fill(
  events: Events,
  { first = 'Sam', last = 'Rivera', email = 'sam@example.com', password = 'bedtime-stories' } = {},
) {
  const form = within(screen.getByRole('form', { name: 'Sign up' }));
  if (first) await events.type(form.getByRole('textbox', { name: 'First name' }), first);
  if (last) await events.type(form.getByRole('textbox', { name: 'Last name' }), last);
  if (email) await events.type(form.getByRole('textbox', { name: 'Email' }), email);
  if (password) await events.type(form.getByLabelText('Password'), password);
  await events.click(form.getByRole('button', { name: 'Sign up' }));
}

describe('sign-up page', () => {
  beforeEach(() => resetFirebaseAuthMocks());

  it('has the fields, the consent link to /policy, a link to /login and Google sign-up', async () => {
    await openSignup();
    const form = within(screen.getByRole('form', { name: 'Sign up' }));
    expect(form.getByRole('textbox', { name: 'First name' })).toBeRequired();
    expect(form.getByRole('textbox', { name: 'Last name' })).toBeRequired();
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(form.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(form.getByRole('link', { name: 'Terms of Use & Privacy Policy' })).toHaveAttribute(
      'href',
      '/policy',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
  });

  it('checks the password length before the email format', async () => {
    const { events } = await openSignup();
    await fill(events, { email: 'sam@example', password: '12345' });

    const dialog = await screen.findByRole('dialog', { name: 'Please Try Again' });
    expect(dialog).toHaveTextContent('The password must contain a minimum of six characters.');
    expect(dialog).not.toHaveTextContent('Invalid email format.');
    expect(fb.createUserWithEmailAndPassword).not.toHaveBeenCalled();

    await events.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects an email without the simple pattern', async () => {
    const { events } = await openSignup();
    await fill(events, { email: 'sam@example', password: '123456' });

    const dialog = await screen.findByRole('dialog', { name: 'Please Try Again' });
    expect(dialog).toHaveTextContent('Invalid email format.');
    expect(fb.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it("shows which requirements of the server's password policy are unmet", async () => {
    fb.validatePassword.mockResolvedValue({
      isValid: false,
      containsUppercaseLetter: false,
      containsNumericCharacter: false,
      meetsMinPasswordLength: true,
      passwordPolicy: { customStrengthOptions: { minPasswordLength: 8 } },
    });
    const { events } = await openSignup();
    await fill(events, { password: 'bedtime-stories' });

    const dialog = await screen.findByRole('dialog', { name: 'Please Try Again' });
    expect(dialog).toHaveTextContent('an uppercase letter and a number');
    expect(fb.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('re-validates against the refetched policy when the service rejects the password', async () => {
    fb.createUserWithEmailAndPassword.mockRejectedValue(
      authError('auth/password-does-not-meet-requirements'),
    );
    fb.validatePassword
      .mockResolvedValueOnce({ isValid: true, passwordPolicy: { customStrengthOptions: {} } })
      .mockResolvedValue({
        isValid: false,
        containsNonAlphanumericCharacter: false,
        passwordPolicy: { customStrengthOptions: {} },
      });
    const { events } = await openSignup();
    await fill(events);

    const dialog = await screen.findByRole('dialog', { name: 'Please Try Again' });
    expect(dialog).toHaveTextContent('a special character');
    expect(fb.validatePassword).toHaveBeenCalledTimes(2);
  });

  it('creates the account, names it, sends the verification email, registers it and goes to /account', async () => {
    const analytics = recordAnalytics();
    const fetchMock = installFetch({
      ...accountPageAnswers,
      'POST /user/usersInfo': () => json({ created: true, credits: 1 }),
    });
    // The session follows the new account as soon as Firebase created it.
    const { events, router } = await openSignup(fakeUser({ emailVerified: false }));
    await fill(events, { email: ' sam@example.com ' });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Please verify your email address' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(fb.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'sam@example.com',
      'bedtime-stories',
    );
    const user = mockedAuth.currentUser;
    expect(fb.updateProfile).toHaveBeenCalledWith(user, { displayName: 'Sam Rivera' });
    expect(fb.sendEmailVerification).toHaveBeenCalledWith(user, {
      url: `${window.location.origin}/account?verified=true`,
    });
    expect(bodyOf(fetchMock, '/user/usersInfo')).toEqual({
      emailAdd: 'sam@example.com',
      name: 'Sam Rivera',
      createdAt: '2025-07-01T10:00:00.000Z',
      lastLogin: expect.any(String),
      emailVerified: false,
      provider: 'password',
      userType: 'regular',
    });
    const headers = fetchMock.mock.calls.find(([path]) => path === '/user/usersInfo')?.[1]?.headers;
    expect(headers).toMatchObject({ Authorization: 'Bearer test-id-token' });
    expect(analytics.events).toContainEqual(['sign_up', { method: 'Email' }]);
    analytics.remove();
  });

  it("shows the server's registration error under the form, or the fallback", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFetch({
      'POST /user/usersInfo': () => json({ error: 'name must be at most 120 characters' }, 400),
    });
    const { events } = await openSignup();
    await fill(events);
    expect(await screen.findByRole('alert')).toHaveTextContent('name must be at most 120 characters');

    // A second try reuses the account created by the first one.
    installFetch({ 'POST /user/usersInfo': () => new Response('', { status: 500 }) });
    await events.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error during signup process'),
    );
    expect(fb.createUserWithEmailAndPassword).toHaveBeenCalledTimes(1);
  });

  it('explains an email that is already registered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fb.createUserWithEmailAndPassword.mockRejectedValue(authError('auth/email-already-in-use'));
    const { events } = await openSignup();
    await fill(events);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please log in instead.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts Google sign-up by redirect', async () => {
    const { events } = await openSignup();
    await events.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(fb.signInWithRedirect).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('pendingGoogleSignIn')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toHaveAttribute('aria-busy', 'true');
  });

  it('checks the whole form before creating anything: a 300-character first name creates no account', async () => {
    const fetchMock = installFetch({ ...accountPageAnswers });
    const { events } = await openSignup();
    const form = within(screen.getByRole('form', { name: 'Sign up' }));
    await events.click(form.getByRole('textbox', { name: 'First name' }));
    await events.paste('S'.repeat(300));
    await events.type(form.getByRole('textbox', { name: 'Last name' }), 'Rivera');
    await events.type(form.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await events.type(form.getByLabelText('Password'), 'bedtime-stories');
    await events.click(form.getByRole('button', { name: 'Sign up' }));

    const first = form.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveAccessibleDescription(NAME_TOO_LONG);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(fb.createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();

    // Shortened, the same form goes through.
    await events.clear(first);
    await events.type(first, 'Sam');
    expect(first).not.toHaveAttribute('aria-invalid');
    installFetch({
      ...accountPageAnswers,
      'POST /user/usersInfo': () => json({ created: true, credits: 1 }),
    });
    await events.click(form.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(fb.createUserWithEmailAndPassword).toHaveBeenCalledTimes(1));
  });
});
