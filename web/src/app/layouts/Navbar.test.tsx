import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUser, renderApp } from '../../testing/renderApp';

const always = ['Home', 'Gallery', 'About Us', 'Blog', 'For Educators'];
const signedInOnly: Array<[string, string]> = [
  ['Account', '/account'],
  ['Create', '/create'],
  ['Library', '/library'],
  ['Characters', '/characters'],
  ['Print-Book', '/print-book-order'],
  ['Cart', '/cart'],
];

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('navigation bar', () => {
  it('shows the public links, Log in and Sign up to a signed-out visitor', async () => {
    renderApp({ path: '/gallery' });
    await screen.findByRole('heading', { level: 1, name: 'Story Gallery' });
    const nav = mainNav();

    for (const name of always) expect(nav.getByRole('link', { name })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(nav.getByRole('link', { name: 'For Educators' })).toHaveAttribute('href', '/educators');
    expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    for (const [name] of signedInOnly) expect(nav.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('adds the account links and Log out for a signed-in user', async () => {
    renderApp({ path: '/gallery', user: fakeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Story Gallery' });
    const nav = mainNav();

    for (const name of always) expect(nav.getByRole('link', { name })).toBeInTheDocument();
    for (const [name, href] of signedInOnly)
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(nav.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('sends Sign up to the educator sign-up on /educators and to /signup elsewhere', async () => {
    const { events } = renderApp({ path: '/educators' });
    await screen.findByRole('heading', { level: 1, name: 'A story for every child in your classroom' });
    expect(mainNav().getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signupEducators');

    await events.click(mainNav().getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'From the blog' });
    expect(mainNav().getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('marks the current page', async () => {
    renderApp({ path: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'From the blog' });
    expect(mainNav().getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('logs out: ends the session, forgets emailVerifiedStatus and returns to the home page', async () => {
    localStorage.setItem('emailVerifiedStatus', 'true');
    localStorage.setItem('somethingElse', 'kept');
    const { events, signOut, router } = renderApp({ path: '/library', user: fakeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Your Library' });

    await events.click(mainNav().getByRole('button', { name: 'Log out' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bedtime stories starring your little one' }),
    ).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('emailVerifiedStatus')).toBeNull();
    expect(localStorage.getItem('somethingElse')).toBe('kept');
    expect(mainNav().getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });
});

describe('small-screen menu', () => {
  it('opens with the same links, moves focus in, and closes with Escape', async () => {
    const { events } = renderApp({ path: '/blog', user: fakeUser() });
    await screen.findByRole('heading', { level: 1, name: 'From the blog' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await events.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    for (const name of [...always, ...signedInOnly.map(([label]) => label)]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is followed and with its close button', async () => {
    const { events } = renderApp({ path: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'From the blog' });

    await events.click(screen.getByRole('button', { name: 'Menu' }));
    await events.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Gallery' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Story Gallery' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Menu' }));
    await events.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside the open menu', async () => {
    const { events } = renderApp({ path: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'From the blog' });
    await events.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });

    for (let i = 0; i < 12; i++) {
      await events.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
    await events.tab({ shift: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });
});
