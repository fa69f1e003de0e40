import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFetch, json, RUNNING_SALE } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

const RESTRICTED =
  'The product is not yet available for purchase in your region. Check out our free story gallery in the meantime!';
const PROMO =
  'Print Books Launched! First digital story FREE + 40% off additional digital stories + 20% off Print Books!';

describe('home page', () => {
  it('shows the hero with Start Your Free Story to /signup and See Examples to /gallery when signed out', async () => {
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bedtime stories starring your little one' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Free Story' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'See Examples' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByText(/first digital story is FREE/)).toBeInTheDocument();
  });

  it('sends a signed-in user from Start Your Free Story to /create', async () => {
    renderApp({ path: '/', user: fakeUser() });
    expect(await screen.findByRole('link', { name: 'Start Your Free Story' })).toHaveAttribute(
      'href',
      '/create',
    );
  });

  it('has a landing variant that sends signed-out visitors to /login', async () => {
    renderApp({ path: '/personalized-stories' });
    expect(await screen.findByRole('link', { name: 'Start Your Free Story' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows no sale banner once the sale has ended (the launch sale ended on 2025-10-31)', async () => {
    installFetch({ 'GET /public/getCountry': () => json({ status: 200 }) });
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Bedtime stories starring your little one' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/public/getPricing', expect.anything()));
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim Sale!' })).not.toBeInTheDocument();
  });

  it('shows the sale banner with Claim Sale! while a sale runs, and it can be dismissed', async () => {
    installFetch({
      'GET /public/getCountry': () => json({ status: 200 }),
      'GET /public/getPricing': () => json({ sale: RUNNING_SALE }),
    });
    const { events } = renderApp({ path: '/' });

    expect(await screen.findByText(PROMO)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim Sale!' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText(RESTRICTED)).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Dismiss sale banner' }));
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim Sale!' })).not.toBeInTheDocument();
  });

  it('shows the region notice for an unsupported region, and it can be dismissed', async () => {
    installFetch({ 'GET /public/getCountry': () => json({ status: 403 }) });
    const { events } = renderApp({ path: '/' });

    expect(await screen.findByText(RESTRICTED)).toBeInTheDocument();
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Dismiss region notice' }));
    expect(screen.queryByText(RESTRICTED)).not.toBeInTheDocument();
  });

  it('only logs an error when the country check fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    installFetch({ 'GET /public/getCountry': () => json({ error: 'boom' }, 500) });
    renderApp({ path: '/' });

    await screen.findByRole('heading', { level: 1, name: 'Bedtime stories starring your little one' });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Country check failed', expect.anything()));
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();
    expect(screen.queryByText(RESTRICTED)).not.toBeInTheDocument();
  });
});
