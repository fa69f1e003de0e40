import { act, screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink } from '../../../lib/analytics';
import { auth } from '../../../lib/firebase';
import { bodyOf, installFetch, json, RUNNING_SALE, type FetchHandler } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import en from '../../../i18n/locales/en.json';
import { englishLeft, inLocale } from '../../../test/i18nCheck';

const mockedAuth = auth as unknown as { currentUser: User | null };
const ITEM = {
  id: 1,
  name: 'Digital Storybook',
  imageSrc: '/images/digital-storybook.svg',
  imageAlt: 'An open storybook',
};
const PAYMENT = { price: 1500, quantity: 3, itemName: 'Digital Storybook', transactionId: 'cs_test_abc' };

function api(overrides: Record<string, FetchHandler> = {}) {
  return installFetch({
    'POST /user/getUserName': () => json({ userName: 'Sam Rivera' }),
    'POST /user/itemInfo': () => json(ITEM),
    'POST /user/checkoutSession': () => json('http://127.0.0.1:12111/c/pay/cs_test_abc'),
    'POST /user/getLatestPaymentInfo': () => json(PAYMENT),
    'POST /user/getNumCredits': () => json(3),
    ...overrides,
  });
}

async function openCart(state: unknown = { productId: 1 }) {
  const view = renderApp({ path: '/account', user: fakeUser() });
  await act(() => view.router.navigate('/cart', { state }));
  await screen.findByRole('heading', { level: 1, name: 'Your cart' });
  return view;
}

beforeEach(() => {
  mockedAuth.currentUser = fakeUser();
});
afterEach(() => {
  mockedAuth.currentUser = null;
});

describe('/cart', () => {
  it('shows the product at the full price now that the launch sale has ended, with no sale lines', async () => {
    api();
    await openCart();
    expect(await screen.findByRole('heading', { name: 'Digital Storybook' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome, Sam Rivera!/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'An open storybook' })).toHaveAttribute('src', ITEM.imageSrc);
    expect(screen.getByLabelText('Unit price $5.00')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$5.00')).toBeInTheDocument();
    expect(screen.getByText(en['cart.taxes'])).toBeInTheDocument();
    expect(screen.queryByText(/savings/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('during a sale shows the banner, the struck-through price and the savings for the quantity', async () => {
    api({ 'GET /public/getPricing': () => json({ sale: RUNNING_SALE }) });
    const { events } = await openCart();
    expect(await screen.findByLabelText('Unit price $3.00')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Launch Special: 40% off digital stories');
    await events.selectOptions(screen.getByLabelText('Quantity'), '3');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$9.00')).toBeInTheDocument();
    expect(within(summary).getByText('Launch Special savings')).toBeInTheDocument();
    expect(within(summary).getByText('-$6.00')).toBeInTheDocument();
  });

  it('Checkout sends the product and quantity, records begin_checkout and goes to the payment page', async () => {
    const fetchMock = api();
    const events: string[] = [];
    const remove = addAnalyticsSink((event) => events.push(event));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const view = await openCart();
    await screen.findByRole('heading', { name: 'Digital Storybook' });
    await view.events.selectOptions(screen.getByLabelText('Quantity'), '3');
    await view.events.click(screen.getByRole('button', { name: 'Checkout' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_test_abc'));
    expect(bodyOf(fetchMock, '/user/checkoutSession')).toEqual({ productId: 1, quantity: 3 });
    expect(events).toContain('begin_checkout');
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveAttribute('aria-busy', 'true');
    remove();
  });

  it('opens the region dialog on a 403 {status: 403}', async () => {
    api({ 'POST /user/checkoutSession': () => json({ status: 403 }, 403) });
    const { events } = await openCart();
    await screen.findByRole('heading', { name: 'Digital Storybook' });
    await events.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: en['region.title'] });
    expect(dialog).toHaveTextContent(en['region.message']);
    await events.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says No Product Selected without a product', async () => {
    const fetchMock = api();
    await openCart(null);
    expect(screen.getByRole('heading', { name: en['cart.noProductTitle'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en['cart.browse'] })).toHaveAttribute(
      'href',
      '/?section=pricing',
    );
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/itemInfo');
  });

  it('empties the cart with Remove', async () => {
    api();
    const { events } = await openCart();
    await screen.findByRole('heading', { name: 'Digital Storybook' });
    await events.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('heading', { name: en['cart.noProductTitle'] })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});

describe('/success and /cancel', () => {
  it('confirms only the payment of this checkout, with what it granted, and records purchase once', async () => {
    let calls = 0;
    api({
      // The webhook arrives after the first check.
      'POST /user/getLatestPaymentInfo': () => json(++calls === 1 ? null : PAYMENT),
    });
    const events: string[] = [];
    const remove = addAnalyticsSink((event) => events.push(event));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp({ path: '/success?session_id=cs_test_abc', user: fakeUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByRole('heading', { level: 1, name: en['cart.confirmedTitle'] }),
    ).toBeInTheDocument();
    expect(screen.getByText(en['cart.confirmed'])).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(await screen.findByText('Your story credits')).toBeInTheDocument();
    expect(events.filter((e) => e === 'purchase')).toHaveLength(1);
    remove();
    vi.useRealTimers();
  });

  it('never claims credits were added while the payment is not recorded', async () => {
    api({ 'POST /user/getLatestPaymentInfo': () => json(null) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp({ path: '/success?session_id=cs_test_other', user: fakeUser() });
    for (let i = 0; i < 16; i++) await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByRole('heading', { level: 1, name: en['cart.notYetTitle'] }),
    ).toBeInTheDocument();
    expect(screen.queryByText(en['cart.confirmed'])).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('shows Purchase Denied on /cancel', async () => {
    api();
    renderApp({ path: '/cancel', user: fakeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase Denied' })).toBeInTheDocument();
    expect(screen.getByText(/we were unable to process your payment/)).toBeInTheDocument();
  });
});

describe('in Spanish', () => {
  inLocale('es');

  it('the cart, with its sale and the region dialog, has no English message left', async () => {
    api({
      'GET /public/getPricing': () => json({ sale: RUNNING_SALE }),
      'POST /user/checkoutSession': () => json({ status: 403 }, 403),
    });
    const view = renderApp({ path: '/account', user: fakeUser() });
    await act(() => view.router.navigate('/cart', { state: { productId: 1 } }));
    await screen.findByRole('heading', { level: 1, name: 'Tu carrito' });
    expect(await screen.findByLabelText('Precio por unidad 3,00 US$')).toBeInTheDocument();
    await view.events.selectOptions(screen.getByLabelText('Cantidad'), '3');
    expect(englishLeft()).toEqual([]);
    await view.events.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByRole('dialog', { name: '¡Lo sentimos!' });
    expect(englishLeft()).toEqual([]);
  });

  it('the empty cart, the confirmation and Purchase Denied have no English message left', async () => {
    api();
    const view = renderApp({ path: '/account', user: fakeUser() });
    await act(() => view.router.navigate('/cart', { state: null }));
    await screen.findByRole('heading', { name: 'Ningún producto seleccionado' });
    expect(englishLeft()).toEqual([]);
    view.unmount();

    const paid = renderApp({ path: '/success?session_id=cs_test_abc', user: fakeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Compra confirmada' });
    expect(await screen.findByText('Tus créditos')).toBeInTheDocument();
    expect(screen.getByText('15,00 US$')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    paid.unmount();

    renderApp({ path: '/cancel', user: fakeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Compra rechazada' });
    expect(englishLeft()).toEqual([]);
  });
});
