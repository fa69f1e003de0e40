import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, installFetch, json } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { accountPageAnswers, resetFirebaseAuthMocks } from '../testing/firebaseAuthMock';

vi.mock('firebase/auth', async () => (await import('../testing/firebaseAuthMock')).firebaseAuth);

const CODE = 'SPRT-ABCD-EFGH-JKLM-NP23';

async function signUp(path: string, code?: string) {
  const view = renderApp({ path, user: fakeUser({ emailVerified: false }) });
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  const form = within(screen.getByRole('form', { name: 'Sign up' }));
  await view.events.type(form.getByRole('textbox', { name: 'First name' }), 'Sam');
  await view.events.type(form.getByRole('textbox', { name: 'Last name' }), 'Rivera');
  await view.events.type(form.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
  await view.events.type(form.getByLabelText('Password'), 'bedtime-stories');
  if (code) {
    await view.events.click(form.getByRole('button', { name: 'Have a gift code?' }));
    await view.events.type(form.getByRole('textbox', { name: /Gift code/ }), code);
  }
  await view.events.click(form.getByRole('button', { name: 'Sign up' }));
  return view;
}

describe('sign-up with a gift code', () => {
  beforeEach(() => resetFirebaseAuthMocks());

  it('hides the field behind "Have a gift code?" and asks nothing more without one', async () => {
    const fetchMock = installFetch({
      ...accountPageAnswers,
      'POST /user/usersInfo': () => json({ created: true, credits: 1 }),
    });
    await signUp('/signup');
    await screen.findByRole('heading', { level: 2, name: 'Please verify your email address' });
    expect(fetchMock.mock.calls.some(([path]) => path === '/user/redeemGift')).toBe(false);
  });

  it('redeems the code once the account is registered and says what it added', async () => {
    const fetchMock = installFetch({
      ...accountPageAnswers,
      'POST /user/usersInfo': () => json({ created: true, credits: 1 }),
      'POST /user/redeemGift': () => json({ credits: 2, balance: 3 }),
    });
    await signUp('/signup', CODE.toLowerCase());
    expect(await screen.findByText(/Your gift is in: 2 story credits were added/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/redeemGift')).toEqual({ code: CODE.toLowerCase() });
    const order = fetchMock.mock.calls.map(([path]) => path);
    expect(order.indexOf('/user/usersInfo')).toBeLessThan(order.indexOf('/user/redeemGift'));
  });

  it('opens the field with the code of the gift email, and hands a code that failed to /account', async () => {
    installFetch({
      ...accountPageAnswers,
      'POST /user/usersInfo': () => json({ created: true, credits: 1 }),
      'POST /user/redeemGift': () => json({ error: 'That gift code does not work.' }, 404),
    });
    renderApp({ path: `/signup?gift=${CODE}`, user: null });
    expect(await screen.findByRole('textbox', { name: /Gift code/ })).toHaveValue(CODE);
  });

  it('keeps the account when the code fails: /account offers to try it again, with why', async () => {
    installFetch({
      ...accountPageAnswers,
      'POST /user/usersInfo': () => json({ created: true, credits: 1 }),
      'POST /user/redeemGift': () => json({ error: 'That gift code does not work.' }, 404),
    });
    await signUp('/signup', 'SPRT-WRONG');
    const card = await screen.findByRole('region', { name: 'Redeem a gift' });
    expect(within(card).getByRole('textbox', { name: /Gift code/ })).toHaveValue('SPRT-WRONG');
    expect(within(card).getByRole('alert')).toHaveTextContent('That gift code does not work.');
  });
});
