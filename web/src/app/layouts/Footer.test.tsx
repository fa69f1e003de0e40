import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, installFetch, json } from '../../testing/fetch';
import { renderApp } from '../../testing/renderApp';

function footer() {
  return within(screen.getByRole('contentinfo'));
}

describe('footer', () => {
  it('has the contact mail link, social links, the tagline and the policy link', async () => {
    const { events } = renderApp({ path: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'From the blog' });

    expect(footer().getByRole('link', { name: 'hello@storysprout.com' })).toHaveAttribute(
      'href',
      'mailto:hello@storysprout.com',
    );
    expect(footer().getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/storysprout',
    );
    expect(footer().getByText('Created by a mom, loved by families')).toBeInTheDocument();

    await events.click(footer().getByRole('link', { name: 'Terms of Use & Privacy Policy' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Use And Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated Aug 5, 2025')).toBeInTheDocument();
  });

  it('subscribes to the newsletter and thanks the visitor in a dialog that Ok closes', async () => {
    const fetchMock = installFetch();
    const { events } = renderApp({ path: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'From the blog' });

    await events.type(footer().getByRole('textbox', { name: 'Email address' }), 'parent@example.com');
    await events.click(footer().getByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(dialog).toHaveTextContent(/sent you an email with a link/i);
    expect(dialog).toHaveTextContent(/tap it to confirm/i);
    expect(bodyOf(fetchMock, '/public/subscribeNewsletter')).toEqual({ email: 'parent@example.com' });
    expect(fetchMock.mock.calls.find(([path]) => path === '/public/subscribeNewsletter')?.[1]?.method).toBe(
      'POST',
    );
    expect(footer().getByRole('textbox', { name: 'Email address' })).toHaveValue('');

    await events.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('only logs a warning when the subscription fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFetch({
      'POST /public/subscribeNewsletter': () => json({ error: 'email must be a valid email address' }, 400),
    });
    const { events } = renderApp({ path: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'From the blog' });

    await events.type(footer().getByRole('textbox', { name: 'Email address' }), 'parent@example.com');
    await events.click(footer().getByRole('button', { name: 'Subscribe' }));

    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(footer().getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
