import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/fetch';
import { creationApi, openAs, signOutApi } from '../testing/helpers';

const NOTICE = 'You do not have sufficient credits. Please add credits to create a book!';

describe('/create', () => {
  afterEach(signOutApi);

  it('welcomes the user with the credit balance and opens the chosen story type with it in the state', async () => {
    creationApi();
    const { events, router } = openAs('/create');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 story credits')).toBeInTheDocument();
    const types = screen.getByRole('group', { name: 'Select a story type' });
    expect(within(types).getByRole('radio', { name: /Photo Stories/ })).toBeChecked();

    await events.click(within(types).getByRole('radio', { name: /Avatar Stories/ }));
    await events.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Avatar Stories' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/createenhanced');
    expect(router.state.location.state).toEqual({ storyType: 'Enhanced' });
  });

  it('opens Photo Stories with its story type', async () => {
    creationApi();
    const { events, router } = openAs('/create');
    await screen.findByText('3 story credits');
    await events.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo Stories' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/createessential',
      state: { storyType: 'Essential' },
    });
  });

  it.each([
    ['no credits', 0],
    ['a balance that is not a number', 'lots'],
  ])('with %s shows the notice with a link to the cart and does not continue', async (_, credits) => {
    creationApi({ 'POST /user/getNumCredits': () => json(credits) });
    const { events, router } = openAs('/create');

    const dialog = await screen.findByRole('dialog', { name: 'More credits needed' });
    expect(dialog).toHaveTextContent(NOTICE);
    expect(within(dialog).getByRole('link', { name: 'Add credits' })).toHaveAttribute('href', '/cart');

    await events.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'More credits needed' })).toHaveTextContent(NOTICE);
    expect(router.state.location.pathname).toBe('/create');
  });

  it('greets with the display name when the name cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    creationApi({ 'POST /user/getUserName': () => json({ error: 'boom' }, 500) });
    openAs('/create');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome, Sam Rivera!' }),
    ).toBeInTheDocument();
  });
});
