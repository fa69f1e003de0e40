import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUser, renderApp } from '../../testing/renderApp';

const MESSAGE =
  'Please verify your email address first. If you have verified your email, please refresh this page.';

describe('verified-email guard', () => {
  it.each(['/create', '/createessential', '/createenhanced', '/cart'])(
    '%s asks an unverified user to verify first',
    async (path) => {
      const { router } = renderApp({ path, user: fakeUser({ emailVerified: false }) });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Please verify your email' }),
      ).toBeInTheDocument();
      expect(screen.getByText(MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Resend the verification email' })).toHaveAttribute(
        'href',
        '/account',
      );
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each([
    ['/create', 'Create a story'],
    ['/cart', 'Your cart'],
  ])('%s shows its page to a verified user', async (path, heading) => {
    renderApp({ path, user: fakeUser({ emailVerified: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('does not block the library of an unverified user', async () => {
    renderApp({ path: '/library', user: fakeUser({ emailVerified: false }) });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Please verify your email',
    );
  });
});
