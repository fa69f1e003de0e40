import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, renderApp } from '../testing/renderApp';
import { GUARDED_PATHS, PUBLIC_PATHS } from './routes';

const HOME_HEADING = 'Bedtime stories starring your little one';

/** A concrete URL for a route pattern (a real article and a real sample for the public ones). */
const concrete = (path: string) =>
  path === '/blog/:slug'
    ? '/blog/helping-children-navigate-big-emotions-with-personalized-stories'
    : path === '/gallery/:slug'
      ? '/gallery/noah-and-the-night-light'
      : path.replace(':slug', 'the-brave-little-fox');

describe('routes', () => {
  it('registers every route of the spec', () => {
    expect(PUBLIC_PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/personalized-stories',
        '/educators',
        '/about',
        '/about-us',
        '/login',
        '/signup',
        '/signupEducators',
        '/contact',
        '/gallery',
        '/gallery/:slug',
        '/blog',
        '/blog/:slug',
        '/policy',
      ]),
    );
    expect(GUARDED_PATHS).toEqual(
      expect.arrayContaining([
        '/account',
        '/create',
        '/createessential',
        '/createenhanced',
        '/library',
        '/library/:slug',
        '/library/:slug/edit',
        '/library/essential/:slug',
        '/library/enhanced/:slug',
        '/library/essential/:slug/edit',
        '/library/enhanced/:slug/edit',
        '/print-book',
        '/print-book-order',
        '/print-book-order/:slug',
        '/cart',
        '/success',
        '/cancel',
        '/print-success',
        '/print-cancel',
      ]),
    );
  });

  it.each(PUBLIC_PATHS.map(concrete))('%s shows its page to everybody', async (path) => {
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/coming\s+soon/i);
  });

  it.each(GUARDED_PATHS.map(concrete))('%s sends a signed-out visitor to the home page', async (path) => {
    const { router } = renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  // /print-book needs its book in the navigation state (else the library): see PrintBookPage.test.
  const OWN_PAGE_PATHS = GUARDED_PATHS.filter((path) => path !== '/print-book');
  it.each(OWN_PAGE_PATHS.map(concrete))('%s shows its page to a signed-in user', async (path) => {
    const { router } = renderApp({ path, user: fakeUser() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/coming\s+soon/i);
  });

  it.each([
    ['/library/essential/the-brave-little-fox', 'Your Photo Story'],
    ['/library/enhanced/the-brave-little-fox', 'Your Avatar Story'],
    ['/library/essential/the-brave-little-fox/edit', 'Edit your Photo Story'],
    ['/library/enhanced/the-brave-little-fox/edit', 'Edit your Avatar Story'],
    ['/library/the-brave-little-fox/edit', 'Edit your story'],
    ['/print-book-order', 'Your Print Books'],
    ['/success', 'Confirming your payment'],
    ['/cancel', 'Purchase Denied'],
  ])('%s opens the right page', async (path, heading) => {
    renderApp({ path, user: fakeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/pricing leads to the prices on the home page (issue 47: it was Page not found)', async () => {
    const { router } = renderApp({ path: '/pricing' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your first digital story is free' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?section=pricing');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it('waits for the session before deciding on a guarded route', async () => {
    const { router, session } = renderApp({ path: '/account', loading: true });
    expect(await screen.findByText('Checking your sign-in...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');

    session.resolve(fakeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('redirects once the session turns out to be signed out', async () => {
    const { router, session } = renderApp({ path: '/cart', loading: true });
    expect(await screen.findByText('Checking your sign-in...')).toBeInTheDocument();
    session.resolve(null);
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Page not found with a link home for an unknown path', async () => {
    const { events } = renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Go back home' });
    expect(home).toHaveAttribute('href', '/');

    await events.click(home);
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
  });

  it('shows the unexpected-error screen when a page does not load within the time-out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/gallery', chunkTimeoutMs: 30, pages: { gallery: () => new Promise(() => {}) } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    // The shell stays usable around the error.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the unexpected-error screen when a page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({
      path: '/blog',
      pages: { blog: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { events } = renderApp({ path: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'From the blog' });
    scrollTo.mockClear();

    await events.click(screen.getByRole('link', { name: 'Gallery' }));
    await screen.findByRole('heading', { level: 1, name: 'Story Gallery' });
    // The scroll is an effect that runs after the new page is painted.
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
