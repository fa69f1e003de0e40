import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/fetch';
import { renderApp } from '../../../testing/renderApp';

const TOKEN = `${'a'.repeat(64)}.secretsecretsecret12`;

describe('the newsletter’s email links', () => {
  it('confirms the sign-up with the link’s token', async () => {
    const fetchMock = installFetch({ 'POST /public/confirmNewsletter': () => json({ subscribed: true }) });
    renderApp({ path: `/newsletter/confirm?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are on the list' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => path === '/public/confirmNewsletter');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it('says so when a confirmation link has expired', async () => {
    installFetch({
      'POST /public/confirmNewsletter': () =>
        json(
          { error: 'This confirmation link has expired. Please sign up again and use the newest email.' },
          404,
        ),
    });
    renderApp({ path: `/newsletter/confirm?token=${TOKEN}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'That link did not work' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/has expired/).length).toBeGreaterThan(0);
  });

  it('unsubscribes in one click from the email’s link', async () => {
    const fetchMock = installFetch({
      'POST /public/unsubscribeNewsletter': () => json({ unsubscribed: true }),
    });
    renderApp({ path: `/newsletter/unsubscribe?token=${TOKEN}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/public/unsubscribeNewsletter')).toBe(true);
  });

  it('asks for the whole link when the token is missing', async () => {
    installFetch();
    renderApp({ path: '/newsletter/unsubscribe' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'That link did not work' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/link is incomplete/).length).toBeGreaterThan(0);
  });
});
