import { act, screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { bodyOf, installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { PROOF_TEXT } from '../components/proof/PrintProof';
import type { ProofRenderer } from '../components/proof/renderer';
import en from '../../../i18n/locales/en.json';
import { englishLeft, inLocale } from '../../../test/i18nCheck';
import { PRINT_TEXT } from '../messages';
import { paperbackProof } from '../testing/proofAnswer';

// pdf.js does not run in jsdom: the proof draws through a stand-in that only sizes the canvas.
vi.mock('../components/proof/renderer', () => ({
  loadPdfRenderer: async (): Promise<ProofRenderer> => ({
    open: async (bytes) => ({
      pageCount: new TextDecoder().decode(bytes) === 'cover' ? 1 : 32,
      render: async (_page, canvas, widthPx) => {
        canvas.width = widthPx;
      },
      destroy: () => {},
    }),
  }),
}));

const mockedAuth = auth as unknown as { currentUser: User | null };
const BOOK = { storyId: '1767225600000', storyTitle: 'Mia and the Moon', orderNumber: '1767225600000' };
/** A $33.99 order of BOOK as POST /user/printOrders lists it (not yet tracked): a paperback unless said. */
const orderRow = ({
  id = 'po_0123456789abcdef01234567',
  title = BOOK.storyTitle,
  status,
  createdAt = '2026-11-23T07:00:00.000Z',
  refund = null,
  binding = 'paperback',
  copies = 1,
}: {
  id?: string;
  title?: string;
  status: string;
  createdAt?: string;
  refund?: string | null;
  binding?: string;
  copies?: number;
}) => [id, BOOK.storyId, title, status, createdAt, 3399, null, refund, binding, copies];
const OPTIONS = [
  { id: 'MAIL', name: 'Mail', delivery_time: '8-14 business days', cost: 499 },
  { id: 'GROUND', name: 'Ground', delivery_time: '5-7 business days', cost: 899 },
];

const READY = {
  exists: true,
  status: 'ready',
  message: null,
  pages: 32,
  lowResolutionPages: [],
  build: 'b1',
};
const IDS = Array.from({ length: 10 }, (_, i) => `${BOOK.storyId}_${i + 1}`);
/** getlegends of the book: what the print page reads its title from when opened by its address. */
const LEGENDS = [
  BOOK.storyId,
  BOOK.storyTitle,
  'Enhanced',
  IDS.map((_, i) => `Picture ${i + 1}`),
  [0],
  ['Mia:1'],
  'Title: Mia and the Moon',
  IDS,
];
const PROOF = paperbackProof();
const pdf = (name: string) => () => new Response(name, { headers: { 'Content-Type': 'application/pdf' } });

function api(overrides: Record<string, FetchHandler> = {}) {
  return installFetch({
    // The book's cover is chosen and both files are built: the proof opens at once.
    'POST /user/getImageNumbers': () =>
      json({ imageNumbers: Array.from({ length: 10 }, (_, i) => `${BOOK.storyId}_${i + 1}`) }),
    'POST /user/getCoverImage': () => json({ isSet: true, coverImageNum: 2 }),
    'POST /user/checkInnerFileStatus': () => json(READY),
    'POST /user/checkCoverPdfStatus': () => json(READY),
    'POST /user/getPrintPdf': pdf('interior'),
    'POST /user/downloadCoverPdf': pdf('cover'),
    'POST /user/print/proof': () => json(PROOF),
    'POST /user/getUserName': () => json({ userName: 'Sam Rivera' }),
    'POST /user/print/shipping-options': () => json({ shippingOptions: OPTIONS, taxRateBps: 0 }),
    'POST /user/print/calculate-cost': () => json('http://127.0.0.1:12111/c/pay/cs_test_p'),
    'POST /user/getLatestPrintBookPayment': () =>
      json({ orderID: 'po_0123456789abcdef01234567', storyID: BOOK.storyId, storyTitle: BOOK.storyTitle }),
    ...overrides,
  });
}

async function openPrint(state: unknown = BOOK, user = fakeUser()) {
  const view = renderApp({ path: '/account', user });
  await act(() => view.router.navigate('/print-book', { state }));
  return view;
}

async function fillAddress(events: ReturnType<typeof renderApp>['events']) {
  await events.type(screen.getByLabelText(/Street address/), '12 Maple Street');
  await events.type(screen.getByLabelText(/City/), 'Portland');
  await events.selectOptions(screen.getByLabelText(/State/), 'OR');
  await events.type(screen.getByLabelText(/ZIP code/), '97201');
  await events.type(screen.getByLabelText(/Phone number/), '(503) 555-0147');
}

/** Ticks 'I have checked my proof' once the proof is shown. */
async function checkProof(events: ReturnType<typeof renderApp>['events']) {
  await events.click(await screen.findByRole('checkbox', { name: new RegExp(en[PROOF_TEXT.checkbox]) }));
}

beforeEach(() => {
  mockedAuth.currentUser = fakeUser();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  sessionStorage.clear();
});
afterEach(() => {
  mockedAuth.currentUser = null;
});

describe('/print-book', () => {
  it('goes back to the library without a book', async () => {
    api();
    const { router } = await openPrint({});
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/library'));
  });

  it('opens from its address alone, as in a fresh browser, with the title from the server', async () => {
    const fetchMock = api({ 'POST /user/getlegends': () => json(LEGENDS) });
    const view = renderApp({ path: '/account', user: fakeUser() });
    await act(() => view.router.navigate(`/print-book?book=${BOOK.storyId}`));
    expect(
      await screen.findByText(`A full-colour paperback of “${BOOK.storyTitle}”, shipped anywhere we reach.`),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/getlegends')).toEqual({ bookId: BOOK.storyId });
    expect(view.router.state.location.pathname).toBe('/print-book');
  });

  it('is as the parent left it when they come back from the payment page', async () => {
    const fetchMock = api();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const first = await openPrint();
    const { events } = first;
    await events.click(
      within(await screen.findByRole('group', { name: 'Binding' })).getByRole('radio', { name: /Hardcover/ }),
    );
    await events.click(screen.getByRole('button', { name: 'One copy more' }));
    await checkProof(events);
    await fillAddress(events);
    await events.click(screen.getByRole('button', { name: 'See shipping options' }));
    await events.click(
      within(await screen.findByRole('group', { name: 'Shipping method' })).getByLabelText(/Ground/),
    );
    await events.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    first.unmount();

    // Back from the payment page: a new page load of the same tab.
    await openPrint();
    const bindings = await screen.findByRole('group', { name: 'Binding' });
    expect(within(bindings).getByRole('radio', { name: /Hardcover/ })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Copies' })).toHaveValue(2);
    expect(screen.getByLabelText(/Street address/)).toHaveValue('12 Maple Street');
    expect(screen.getByLabelText(/ZIP code/)).toHaveValue('97201');
    const methods = await screen.findByRole('group', { name: 'Shipping method' });
    expect(within(methods).getByLabelText(/Ground/)).toBeChecked();
    // The files are the ones the proof was ticked for: ticked again, and payment is open.
    expect(await screen.findByRole('checkbox', { name: new RegExp(en[PROOF_TEXT.checkbox]) })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    expect(bodyOf(fetchMock, '/user/print/shipping-options', 1)).toMatchObject({
      binding: 'hardcover',
      copies: 2,
    });
  });

  it('does not tick a proof again whose files were made again meanwhile', async () => {
    let build = 'b1';
    api({
      'POST /user/checkInnerFileStatus': () => json({ ...READY, build }),
      'POST /user/checkCoverPdfStatus': () => json({ ...READY, build }),
    });
    const first = await openPrint();
    await checkProof(first.events);
    await vi.waitFor(() => expect(sessionStorage.length).toBe(1));
    first.unmount();

    build = 'b2';
    await openPrint();
    expect(
      await screen.findByRole('checkbox', { name: new RegExp(en[PROOF_TEXT.checkbox]) }),
    ).not.toBeChecked();
  });

  it('asks for a verified email first', async () => {
    api();
    await openPrint(BOOK, fakeUser({ emailVerified: false }));
    expect(await screen.findByText(en[PRINT_TEXT.verifyFirst])).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Shipping address' })).not.toBeInTheDocument();
  });

  it('checks the address, lists the shipping methods, and pays the book plus shipping', async () => {
    const fetchMock = api();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { events } = await openPrint();
    expect(await screen.findByRole('heading', { level: 1, name: 'Print your book' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Library' })).toHaveAttribute('href', '/library');
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('placeholder', '(555) 123-4567');

    await events.click(screen.getByRole('button', { name: 'See shipping options' }));
    expect(screen.getByText('Please enter the street address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a state.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/print/shipping-options');

    await fillAddress(events);
    await events.click(screen.getByRole('button', { name: 'See shipping options' }));
    const methods = await screen.findByRole('group', { name: 'Shipping method' });
    expect(bodyOf(fetchMock, '/user/print/shipping-options')).toMatchObject({
      storyId: BOOK.storyId,
      shippingAddress: { street1: '12 Maple Street', city: 'Portland', state_code: 'OR', postcode: '97201' },
    });
    const pay = screen.getByRole('button', { name: 'Continue to Payment' });
    expect(pay).toBeDisabled();
    await events.click(within(methods).getByLabelText(/Ground/));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$25.00')).toBeInTheDocument();
    expect(within(summary).getByText('$8.99')).toBeInTheDocument();
    expect(within(summary).getByText('$33.99')).toBeInTheDocument();
    // Paying waits for the proof, and says so.
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(en[PRINT_TEXT.proofFirst]);
    await checkProof(events);
    expect(pay).toBeEnabled();
    await events.click(pay);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_test_p'));
    expect(bodyOf(fetchMock, '/user/print/calculate-cost')).toMatchObject({
      shippingOption: 'Ground',
      proofChecked: true,
    });
  });

  it('offers the colouring book at its lower price, quotes and pays for that edition', async () => {
    const fetchMock = api();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { events } = await openPrint();
    const editions = await screen.findByRole('group', { name: 'Edition' });
    const colour = within(editions).getByRole('radio', { name: /Storybook \(full colour\)/ });
    const coloring = within(editions).getByRole('radio', { name: /Colouring book \(black and white\)/ });
    expect(colour).toBeChecked();
    expect(colour.closest('label')).toHaveTextContent('$25.00');
    expect(coloring.closest('label')).toHaveTextContent('$20.00');

    await fillAddress(events);
    await events.click(screen.getByRole('button', { name: 'See shipping options' }));
    await screen.findByRole('group', { name: 'Shipping method' });
    expect(bodyOf(fetchMock, '/user/print/shipping-options')).toMatchObject({ edition: 'colour' });

    // Choosing the colouring book with the keyboard asks for its shipping quote.
    colour.focus();
    await events.keyboard('{ArrowDown}');
    expect(coloring).toBeChecked();
    expect(
      screen.getByText(
        `A black-and-white colouring paperback of “${BOOK.storyTitle}”, shipped anywhere we reach.`,
      ),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, '/user/print/shipping-options', 1)).toMatchObject({ edition: 'coloring' }),
    );
    const methods = await screen.findByRole('group', { name: 'Shipping method' });
    await events.click(within(methods).getByLabelText(/Ground/));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(`Printed Colouring Book: ${BOOK.storyTitle}`)).toBeInTheDocument();
    expect(within(summary).getByText('$20.00')).toBeInTheDocument();
    expect(within(summary).getByText('$28.99')).toBeInTheDocument();
    // Another edition is another proof: its own tick.
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await checkProof(events);
    await events.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_test_p'));
    expect(bodyOf(fetchMock, '/user/print/calculate-cost')).toMatchObject({
      shippingOption: 'Ground',
      edition: 'coloring',
    });
  });

  it('orders three hardcovers to Canada: the quote, the printer’s tax and the total follow the choice', async () => {
    const CANADA = [
      { id: 'MAIL', name: 'Mail', delivery_time: '10-20 business days', cost: 2198 },
      { id: 'EXPRESS', name: 'Express', delivery_time: '2-4 business days', cost: 7998 },
    ];
    const fetchMock = api({
      'POST /user/print/shipping-options': () => json({ shippingOptions: CANADA, taxRateBps: 1300 }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { events } = await openPrint();
    const bindings = await screen.findByRole('group', { name: 'Binding' });
    const hardcover = within(bindings).getByRole('radio', { name: /Hardcover/ });
    expect(hardcover.closest('label')).toHaveTextContent('$40.00');
    expect(screen.getByText(/^A full-colour paperback of/)).toBeInTheDocument();
    await events.click(hardcover);
    // The page's lead names the binding chosen (issue 47), not the paperback.
    expect(
      screen.getByText(`A full-colour hardcover of “${BOOK.storyTitle}”, shipped anywhere we reach.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/full-colour paperback/)).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'One copy more' }));
    await events.click(screen.getByRole('button', { name: 'One copy more' }));
    expect(screen.getByRole('spinbutton', { name: 'Copies' })).toHaveValue(3);

    await events.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CA');
    await events.type(screen.getByLabelText(/Street address/), '100 Queen St W');
    await events.type(screen.getByLabelText(/City/), 'Toronto');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'ON');
    await events.type(screen.getByLabelText(/Postal code/), 'M5H 2N2');
    await events.type(screen.getByLabelText(/Phone number/), '+1 416 555 0123');
    await events.click(screen.getByRole('button', { name: 'See shipping options' }));
    const methods = await screen.findByRole('group', { name: 'Shipping method' });
    expect(bodyOf(fetchMock, '/user/print/shipping-options')).toMatchObject({
      binding: 'hardcover',
      copies: 3,
      shippingAddress: { country_code: 'CA', state_code: 'ON', postcode: 'M5H 2N2' },
    });
    await events.click(within(methods).getByLabelText(/Mail/));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(
      within(summary).getByText(`Printed Storybook (hardcover): ${BOOK.storyTitle}`),
    ).toBeInTheDocument();
    expect(within(summary).getByText('$40.00 × 3 copies')).toBeInTheDocument();
    expect(within(summary).getByText('$120.00')).toBeInTheDocument();
    expect(within(summary).getByText('$21.98')).toBeInTheDocument();
    expect(within(summary).getByText('Tax (13%)')).toBeInTheDocument();
    // 13% of $141.98, as the payment charges it.
    expect(within(summary).getByText('$18.46')).toBeInTheDocument();
    expect(within(summary).getByText('$160.44')).toBeInTheDocument();

    await checkProof(events);
    await events.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_test_p'));
    expect(bodyOf(fetchMock, '/user/print/calculate-cost')).toMatchObject({
      shippingOption: 'Mail',
      binding: 'hardcover',
      copies: 3,
      proofChecked: true,
    });
  });

  it("shows the red banner with the server's words when the options fail", async () => {
    api({ 'POST /user/print/shipping-options': () => json({ error: 'Book not found' }, 404) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = await openPrint();
    await screen.findByRole('form', { name: 'Shipping address' });
    await fillAddress(events);
    await events.click(screen.getByRole('button', { name: 'See shipping options' }));
    expect(await screen.findByText('Book not found')).toBeInTheDocument();
  });
});

describe('/print-success', () => {
  it('shows the paid order and opens order processing after 5 seconds', async () => {
    api();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp({ path: '/print-success?session_id=cs_test_p', user: fakeUser() });
    expect(
      await screen.findByText(/We have received your payment for “Mia and the Moon”/),
    ).toBeInTheDocument();
    expect(screen.getByText(/po_0123456789abcdef01234567/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/print-book-order/mia-and-the-moon'));
    expect(router.state.location.state).toMatchObject({
      storyId: BOOK.storyId,
      orderId: 'po_0123456789abcdef01234567',
    });
    vi.useRealTimers();
  });

  it("waits for its own session's order instead of showing an earlier one", async () => {
    const EARLIER = {
      orderID: 'po_aaaaaaaaaaaaaaaaaaaaaaaa',
      storyID: '1767000000000',
      storyTitle: 'Leo Sails',
    };
    const OWN = {
      orderID: 'po_bbbbbbbbbbbbbbbbbbbbbbbb',
      storyID: BOOK.storyId,
      storyTitle: BOOK.storyTitle,
    };
    let ownPaid = false;
    let asked = 0;
    api({
      'POST /user/getLatestPrintBookPayment': (init) => {
        asked += 1;
        const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
        // The webhook of cs_test_own is still on its way: only the earlier order is paid.
        if (body.sessionId === 'cs_test_own')
          return ownPaid ? json(OWN) : json({ error: 'No paid order' }, 404);
        return json(EARLIER);
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp({ path: '/print-success?session_id=cs_test_own', user: fakeUser() });
    await vi.waitFor(() => expect(asked).toBeGreaterThanOrEqual(1));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(/Leo Sails/)).not.toBeInTheDocument();
    expect(screen.getByText(en[PRINT_TEXT.loadingOrder])).toBeInTheDocument();

    ownPaid = true;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByText(/We have received your payment for “Mia and the Moon”/),
    ).toBeInTheDocument();
    expect(screen.getByText(/po_bbbbbbbbbbbbbbbbbbbbbbbb/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/print-book-order/mia-and-the-moon'));
    expect(router.state.location.state).toMatchObject({ orderId: OWN.orderID });
    expect(screen.queryByText(/Leo Sails/)).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});

describe('/print-book-order', () => {
  it('lists the paid orders with their book, order number and a way to their progress', async () => {
    api({
      'POST /user/printOrders': () =>
        json([
          orderRow({ status: 'PAID' }),
          orderRow({
            id: 'po_89abcdef0123456789abcdef',
            title: 'Refunded Book',
            status: 'PAID',
            createdAt: '2026-11-22T07:00:00.000Z',
            refund: 'refunded',
          }),
        ]),
      'POST /user/imageOutput': () => json({ error: 'not ready' }, 404),
    });
    const { events, router } = renderApp({ path: '/print-book-order', user: fakeUser() });
    const order = await screen.findByRole('article', { name: BOOK.storyTitle });
    expect(order).toHaveTextContent('Order# po_0123456789abcdef01234567');
    expect(order).toHaveTextContent(`Story ID: ${BOOK.storyId}`);
    expect(order).toHaveTextContent('Created On: January 1, 2026');
    expect(order).toHaveTextContent('$33.99');
    expect(order).not.toHaveTextContent(/refunded/i);
    expect(screen.getByRole('article', { name: 'Refunded Book' })).toHaveTextContent(
      'Refunded: it will not be printed',
    );
    await events.click(within(order).getByRole('button', { name: 'View order progress' }));
    expect(router.state.location.pathname).toBe('/print-book-order/mia-and-the-moon');
    expect(router.state.location.state).toMatchObject({ orderId: 'po_0123456789abcdef01234567' });
  });

  it('says No print book orders found before the first order', async () => {
    api({ 'POST /user/printOrders': () => json([]) });
    renderApp({ path: '/print-book-order', user: fakeUser() });
    const empty = (await screen.findByRole('heading', { name: 'No print book orders found' })).closest(
      'section',
    );
    expect(within(empty as HTMLElement).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'href',
      '/library',
    );
  });
});

describe('in Spanish', () => {
  inLocale('es');

  it('the print form, from its errors to the proof, shipping and summary, has no English message left', async () => {
    api();
    const { events } = await openPrint();
    await screen.findByRole('heading', { level: 1, name: 'Imprime tu libro' });
    await events.click(screen.getByRole('button', { name: 'Ver opciones de envío' }));
    expect(screen.getByText('Introduce la dirección.')).toBeInTheDocument();
    expect(screen.getByText('Elige un estado.')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    expect(screen.getByRole('option', { name: 'Estados Unidos' })).toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: /^Dirección/ }), '12 Maple Street');
    await events.type(screen.getByLabelText(/Ciudad/), 'Portland');
    await events.selectOptions(screen.getByLabelText(/^Estado/), 'OR');
    await events.type(screen.getByLabelText(/Código postal/), '97201');
    await events.type(screen.getByLabelText(/Número de teléfono/), '(503) 555-0147');
    await events.click(screen.getByRole('button', { name: 'Ver opciones de envío' }));
    const methods = await screen.findByRole('group', { name: 'Método de envío' });
    await events.click(within(methods).getByLabelText(/Ground/));
    await events.click(await screen.findByRole('checkbox', { name: /He revisado mi prueba/ }));
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    expect(within(summary).getByText('33,99 US$')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
    expect(englishLeft()).toEqual([]);
  });

  it('the payment received, the orders list and Purchase Denied have no English message left', async () => {
    api({
      'POST /user/printOrders': () =>
        json([
          orderRow({ status: 'SHIPPED', refund: 'partially-refunded', binding: 'hardcover', copies: 3 }),
        ]),
      'POST /user/imageOutput': () => json({ error: 'not ready' }, 404),
    });
    const paid = renderApp({ path: '/print-success?session_id=cs_test_p', user: fakeUser() });
    expect(await screen.findByText(/Hemos recibido tu pago por «Mia and the Moon»/)).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    paid.unmount();

    const list = renderApp({ path: '/print-book-order', user: fakeUser() });
    const order = await screen.findByRole('article', { name: BOOK.storyTitle });
    expect(order).toHaveTextContent('Creado el: 1 de enero de 2026');
    expect(order).toHaveTextContent('Tapa dura × 3 ejemplares');
    expect(order).toHaveTextContent('Enviado · 33,99 US$');
    expect(englishLeft()).toEqual([]);
    list.unmount();

    renderApp({ path: '/print-cancel', user: fakeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Compra rechazada' });
    expect(englishLeft()).toEqual([]);
  });
});
