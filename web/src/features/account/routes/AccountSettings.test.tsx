import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, json, type FetchHandler } from '../../../testing/fetch';
import { accountAnswers, firebaseAuth as firebase, mockedAuth, openAccountAt } from '../testing/account';

vi.mock('firebase/auth', async () => (await import('../testing/account')).firebaseAuth);

const PURCHASES = {
  credits: [
    {
      receiptId: 'cs_test_new',
      itemName: 'Story credits',
      quantity: 2,
      creditsGranted: 2,
      amountCents: 1998,
      currency: 'usd',
      status: 'granted',
      paidAt: '2026-03-02T12:00:00.000Z',
    },
    {
      receiptId: 'cs_test_old',
      itemName: 'Story credits',
      quantity: 1,
      creditsGranted: 1,
      amountCents: 999,
      currency: 'usd',
      status: 'refunded',
      paidAt: '2026-02-01T12:00:00.000Z',
    },
  ],
  printOrders: [
    {
      orderId: 'po_0123456789abcdef01234567',
      title: 'Mia and the Moon',
      amountCents: 3499,
      currency: 'usd',
      status: 'SHIPPED',
      paidAt: '2026-03-01T12:00:00.000Z',
      trackingUrl: 'https://tracking.example/LAB1',
      refunded: false,
      bookDeleted: false,
    },
    {
      orderId: 'po_fedcba9876543210fedcba98',
      title: '',
      amountCents: 2999,
      currency: 'usd',
      status: 'IN_PRODUCTION',
      paidAt: '2026-02-20T12:00:00.000Z',
      trackingUrl: null,
      refunded: false,
      bookDeleted: true,
    },
  ],
};

function openSettings(overrides: Record<string, FetchHandler> = {}) {
  // A parent with credits stays here when a link names a section (emails link to ?section=purchases).
  return openAccountAt(
    '/account?section=settings',
    accountAnswers(2, { 'POST /user/purchases': () => json(PURCHASES), ...overrides }),
  );
}

/** Types the current password, the new one and the new one again in `form`, then submits it. */
async function changePassword(
  events: ReturnType<typeof openSettings>['events'],
  form: HTMLElement,
  [current, next, again]: [string, string, string],
) {
  await events.type(within(form).getByLabelText('Current password'), current);
  await events.type(within(form).getByLabelText('New password'), next);
  await events.type(within(form).getByLabelText('New password again'), again);
  await events.click(within(form).getByRole('button', { name: 'Change password' }));
}

describe('account settings', () => {
  beforeEach(() => {
    localStorage.setItem('emailVerifiedStatus', 'true');
    for (const mock of [
      firebase.reauthenticateWithCredential,
      firebase.verifyBeforeUpdateEmail,
      firebase.updatePassword,
    ])
      mock.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    mockedAuth.currentUser = null;
  });

  it('lists every purchase with its receipt, and the parcel’s tracking link', async () => {
    openSettings();
    const credits = await screen.findByRole('list', { name: 'Story credit purchases' });
    const rows = within(credits).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('$19.98');
    expect(rows[0]).toHaveTextContent('cs_test_new');
    expect(rows[1]).toHaveTextContent('Refunded');
    const orders = within(screen.getByRole('list', { name: 'Printed book orders' })).getAllByRole('listitem');
    expect(orders[0]).toHaveTextContent('“Mia and the Moon”');
    expect(orders[0]).toHaveTextContent('Shipped');
    expect(within(orders[0]!).getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://tracking.example/LAB1',
    );
    // An order whose book was deleted stays, with its amount and number, as 'Deleted book'.
    expect(orders[1]).toHaveTextContent('Deleted book');
    expect(orders[1]).not.toHaveTextContent('“');
    expect(orders[1]).toHaveTextContent('$29.99');
    expect(orders[1]).toHaveTextContent('po_fedcba9876543210fedcba98');
    expect(orders[1]).toHaveTextContent('Being printed');
  });

  it('says so when nothing was bought yet', async () => {
    openSettings({ 'POST /user/purchases': () => json({ credits: [], printOrders: [] }) });
    expect(await screen.findByText(/No purchases yet/)).toBeInTheDocument();
  });

  it('saves a new name and greets with it', async () => {
    const { events, fetchMock } = openSettings({ 'POST /user/updateName': () => json({ name: 'Samantha' }) });
    const field = await screen.findByRole('textbox', { name: 'Your name' });
    await events.clear(field);
    await events.type(field, 'Samantha');
    await events.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name is saved.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/updateName')).toEqual({ name: 'Samantha' });
    expect(screen.getByRole('heading', { name: 'Welcome, Samantha!' })).toBeInTheDocument();
  });

  it('changes the email only through a link to the new address, after the password', async () => {
    const { events, user } = openSettings();
    await events.type(await screen.findByLabelText('New email address'), 'new@example.com');
    await events.type(screen.getByLabelText('Your current password'), 'old-secret-1');
    await events.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(/We sent a link to new@example.com/)).toBeInTheDocument();
    expect(firebase.reauthenticateWithCredential).toHaveBeenCalledWith(user, {
      email: 'sam@example.com',
      password: 'old-secret-1',
    });
    expect(firebase.verifyBeforeUpdateEmail).toHaveBeenCalledWith(user, 'new@example.com');
  });

  it('changes the password after signing in again, and explains a wrong current one', async () => {
    firebase.reauthenticateWithCredential.mockRejectedValueOnce({ code: 'auth/wrong-password' });
    const { events, user } = openSettings();
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await changePassword(events, form, ['wrong', 'brand-new-pass', 'brand-new-pass']);
    expect(await within(form).findByRole('alert')).toHaveTextContent('That password is not right.');
    expect(firebase.updatePassword).not.toHaveBeenCalled();

    await events.clear(within(form).getByLabelText('Current password'));
    await events.type(within(form).getByLabelText('Current password'), 'right-one');
    await events.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password is changed.')).toBeInTheDocument();
    expect(firebase.updatePassword).toHaveBeenCalledWith(user, 'brand-new-pass');
  });

  it('refuses two different new passwords without asking Firebase', async () => {
    const { events } = openSettings();
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await changePassword(events, form, ['right-one', 'brand-new-pass', 'brand-new-past']);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The two new passwords are not the same.',
    );
    expect(firebase.reauthenticateWithCredential).not.toHaveBeenCalled();
  });

  it('asks for a new password of six characters, as sign-up does', async () => {
    const { events } = openSettings();
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await changePassword(events, form, ['right-one', 'five5', 'five5']);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The password must contain a minimum of six characters.',
    );
    expect(firebase.updatePassword).not.toHaveBeenCalled();
    // Six characters are enough.
    for (const label of ['New password', 'New password again']) {
      await events.clear(within(form).getByLabelText(label));
      await events.type(within(form).getByLabelText(label), 'six666');
    }
    await events.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password is changed.')).toBeInTheDocument();
    expect(firebase.updatePassword).toHaveBeenCalledWith(expect.anything(), 'six666');
  });

  it('turns the newsletter on and off', async () => {
    const { events, fetchMock } = openSettings({
      'POST /user/newsletter': (init) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as { subscribed?: boolean };
        return json({ subscribed: body.subscribed ?? false, confirmationPending: false });
      },
    });
    const box = await screen.findByRole('checkbox', { name: /story ideas and bedtime tips/ });
    expect(box).not.toBeChecked();
    await events.click(box);
    expect(await screen.findByText('You are on the list. Welcome!')).toBeInTheDocument();
    expect(box).toBeChecked();
    await events.click(box);
    expect(await screen.findByText('You will not get the newsletter any more.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    const bodies = fetchMock.mock.calls
      .filter(([path]) => path === '/user/newsletter')
      .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as unknown);
    expect(bodies).toEqual([{}, { subscribed: true }, { subscribed: false }]);
  });
});
