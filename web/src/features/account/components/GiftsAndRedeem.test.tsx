import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, json, type FetchHandler } from '../../../testing/fetch';
import { englishLeft, inLocale } from '../../../test/i18nCheck';
import { accountAnswers, mockedAuth, openAccountAt } from '../testing/account';

vi.mock('firebase/auth', async () => (await import('../testing/account')).firebaseAuth);

const gift = (over: Record<string, unknown>) => ({
  giftId: 'g',
  state: 'ready',
  quantity: 1,
  recipientName: 'Leo',
  recipientEmail: null,
  message: null,
  sendOn: null,
  code: 'SPRT-ABCD-EFGH-JKLM-NP23',
  createdAt: '2026-03-01T12:00:00.000Z',
  redeemedAt: null,
  ...over,
});

function openAccount(overrides: Record<string, FetchHandler> = {}) {
  const answers = accountAnswers(1, {
    'POST /user/purchases': () => json({ credits: [], printOrders: [] }),
    'POST /user/newsletter': () => json({ subscribed: false }),
    'POST /user/gifts': () =>
      json({
        gifts: [
          gift({
            giftId: 'g2',
            quantity: 2,
            recipientName: 'Mia',
            state: 'redeemed',
            redeemedAt: '2026-03-05T10:00:00.000Z',
          }),
          gift({ giftId: 'g1', state: 'voided', code: null }),
        ],
      }),
    ...overrides,
  });
  return openAccountAt('/account?section=gifts', answers);
}

beforeEach(() => localStorage.setItem('emailVerifiedStatus', 'true'));
afterEach(() => {
  mockedAuth.currentUser = null;
});

describe('/account gifts', () => {
  it('lists the gifts given, with their codes and what became of them', async () => {
    openAccount();
    const list = await screen.findByRole('list', { name: 'Gifts you have given' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('2 stories for Mia');
    expect(rows[0]).toHaveTextContent('SPRT-ABCD-EFGH-JKLM-NP23');
    expect(rows[0]).toHaveTextContent('Redeemed on March 5, 2026');
    expect(rows[1]).toHaveTextContent('Refunded: the code no longer works');
    expect(rows[1]).not.toHaveTextContent('SPRT');
  });

  it('redeems a gift code and shows the new balance at once', async () => {
    const { events, fetchMock } = openAccount({
      'POST /user/redeemGift': () => json({ credits: 2, balance: 3 }),
    });
    const card = await screen.findByRole('region', { name: 'Redeem a gift' });
    await events.type(within(card).getByRole('textbox', { name: 'Gift code' }), 'sprt abcd efgh jklm np23');
    await events.click(within(card).getByRole('button', { name: 'Redeem' }));
    expect(await within(card).findByText(/2 story credits were added/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/redeemGift')).toEqual({ code: 'sprt abcd efgh jklm np23' });
    expect(screen.getByText('3 story credits')).toBeInTheDocument();
  });

  it("announces a code that does not work in the server's words, and an empty one before asking", async () => {
    const { events, fetchMock } = openAccount({
      'POST /user/redeemGift': () =>
        json({ error: 'That gift code does not work. Check it letter by letter.' }, 404),
    });
    const card = await screen.findByRole('region', { name: 'Redeem a gift' });
    await events.click(within(card).getByRole('button', { name: 'Redeem' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Please type the gift code first.');
    expect(fetchMock.mock.calls.some(([path]) => path === '/user/redeemGift')).toBe(false);
    await events.type(within(card).getByRole('textbox', { name: 'Gift code' }), 'SPRT-NOPE');
    await events.click(within(card).getByRole('button', { name: 'Redeem' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('That gift code does not work.');
    expect(within(card).getByRole('textbox', { name: 'Gift code' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/account purchases and gifts in Spanish', () => {
  inLocale('es');

  it('say each purchase, gift, date and price in Spanish, with no English message of theirs left', async () => {
    openAccount({
      'POST /user/purchases': () =>
        json({
          credits: [
            {
              receiptId: 'cs_test_1',
              itemName: 'Digital Storybook',
              quantity: 3,
              creditsGranted: 3,
              amountCents: 1500,
              currency: 'usd',
              paidAt: '2026-03-01T12:00:00.000Z',
              status: 'granted',
            },
          ],
          printOrders: [
            {
              orderId: 'po_1',
              title: 'Mia and the Moon',
              bookDeleted: false,
              amountCents: 3399,
              currency: 'usd',
              paidAt: '2026-03-02T12:00:00.000Z',
              status: 'IN_PRODUCTION',
              refunded: false,
              trackingUrl: null,
            },
          ],
        }),
    });
    const gifts = await screen.findByRole('list', { name: 'Regalos que has hecho' });
    expect(within(gifts).getAllByRole('listitem')[0]).toHaveTextContent('2 cuentos para Mia');
    expect(within(gifts).getAllByRole('listitem')[0]).toHaveTextContent('Canjeado el 5 de marzo de 2026');
    const credits = await screen.findByRole('list', { name: 'Compras de créditos' });
    expect(credits).toHaveTextContent('Digital Storybook × 3: 3 créditos');
    expect(credits).toHaveTextContent('15,00 US$');
    expect(credits).toHaveTextContent('1 de marzo de 2026');
    expect(screen.getByRole('list', { name: 'Pedidos de libros impresos' })).toHaveTextContent(
      'Imprimiéndose',
    );
    expect(englishLeft(document.body, ['account.purchases', 'account.gifts', 'account.loaded'])).toEqual([]);
  });
});
