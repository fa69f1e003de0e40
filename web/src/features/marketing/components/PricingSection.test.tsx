import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFetch, json, RUNNING_SALE } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

const pricing = async () => screen.findByRole('region', { name: 'Your first digital story is free' });

describe('the pricing section', () => {
  it('shows today’s full prices with no sale, and Buy Now leads a signed-in parent to the cart', async () => {
    installFetch({ 'POST /user/getUserName': () => json({ userName: 'Sam' }) });
    const { events, router } = renderApp({ path: '/', user: fakeUser() });
    const section = await pricing();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/public/getPricing', expect.anything()));
    expect(within(section).getByText('$5.00')).toBeInTheDocument();
    expect(within(section).getByText('$25.00')).toBeInTheDocument();
    expect(within(section).queryByRole('note')).not.toBeInTheDocument();
    expect(section.querySelector('s')).toBeNull();
    // Classroom Plans (issue 31): the classroom price, and a signed-in educator starts one.
    expect(within(section).getByText('$3.50')).toBeInTheDocument();
    expect(within(section).getByText(/Classroom Packs of 30 \(\$105\.00\)/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Start a classroom' })).toHaveAttribute(
      'href',
      '/classroom',
    );
    expect(within(section).getByRole('link', { name: 'Questions? Contact us' }).getAttribute('href')).toBe(
      'mailto:hello@storysprout.com?subject=Classroom%20Plans%20Inquiry',
    );
    await events.click(within(section).getByRole('button', { name: 'Buy Now' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.state).toEqual({ productId: 1 });
  });

  it('during a sale shows the banner, the struck-through prices and Buy Now - Save 40%; signed out it leads to login', async () => {
    installFetch({ 'GET /public/getPricing': () => json({ sale: RUNNING_SALE }) });
    const { events, router } = renderApp({ path: '/educators' });
    const section = await pricing();
    const buy = await within(section).findByRole('button', { name: 'Buy Now - Save 40%' });
    expect(within(section).getByText('$3.00')).toBeInTheDocument();
    expect(within(section).getByLabelText('was $5.00')).toBeInTheDocument();
    expect(within(section).getByText('$20.00')).toBeInTheDocument();
    expect(within(section).getByRole('note')).toHaveTextContent(
      '40% off digital stories and 20% off printed books',
    );
    expect(within(section).getByRole('link', { name: 'Start a classroom' })).toHaveAttribute(
      'href',
      '/signupEducators',
    );
    await events.click(buy);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('scrolls into view for ?section=pricing', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderApp({ path: '/?section=pricing' });
    await pricing();
    // The scroll runs in an effect after the section is painted: wait for it, do not race it.
    await vi.waitFor(() => expect(scroll).toHaveBeenCalled());
  });
});
