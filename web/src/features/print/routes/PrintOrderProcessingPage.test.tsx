import { act, screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { bodyOf, installFetch, json } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { FILE_POLL_MS, ORDER_POLL_MS } from '../hooks/useOrderProcessing';
import en from '../../../i18n/locales/en.json';
import { PROCESSING_TEXT } from '../messages';
import { inLocale } from '../../../test/i18nCheck';
import { expectCoverChosen } from '../testing/coverChoice';

const mockedAuth = auth as unknown as { currentUser: User | null };
const STORY = '1767225600000';
const ORDER = { storyId: STORY, storyTitle: 'Mia and the Moon', orderId: 'po_0123456789abcdef01234567' };
const IDS = Array.from({ length: 10 }, (_, i) => `${STORY}_${i + 1}`);
const file = (status: string, exists = status === 'ready') => ({
  exists,
  status,
  message: status === 'failed' ? 'Failed to generate print PDF' : null,
  pages: exists ? 32 : null,
  lowResolutionPages: [],
});
const NOT_SENT_MESSAGE =
  'This order was not sent by itself. Check the print files, then press Submit Print Order.';
/** A paid order the payment could not send by itself: its buyer makes the files and submits it. */
const DETAILS = {
  ...ORDER,
  status: 'NOT_SENT',
  message: NOT_SENT_MESSAGE,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  submitted: false,
  shippingName: 'Ground',
  totalCents: 3399,
  edition: 'colour',
  binding: 'paperback',
  copies: 1,
  taxCents: 0,
  tracking: null,
  history: [
    { status: 'UNPAID', at: '2026-11-20T10:00:00.000Z', message: null },
    { status: 'PAID', at: '2026-11-20T10:01:00.000Z', message: null },
    { status: 'NOT_SENT', at: '2026-11-20T10:01:01.000Z', message: NOT_SENT_MESSAGE },
  ],
  refund: null,
};

const LIMITED = 'You have started 20 print file builds in the last hour. Try again in 12 minutes.';

/**
 * A small print back end: files build on the next status check, the interior failing first;
 * with `limitRetries`, building the interior again answers the hourly limit's 429; `refund` is
 * the order's refund state.
 */
function printApi({
  limitRetries = false,
  refund = null as string | null,
  edition = undefined as 'colour' | 'coloring' | undefined,
  sentByPayment = false,
  notSentCode = undefined as string | undefined,
  /** The order as the printer left it, in place of the one the buyer sends. */
  printed = undefined as Partial<typeof DETAILS> | undefined,
} = {}) {
  // Sent by the payment: its proof's files are ready and its cover chosen; the first look finds
  // it being sent (PAID), the next one submitted.
  const files = sentByPayment
    ? { interior: file('ready'), cover: file('ready') }
    : { interior: file('none'), cover: file('none') };
  const pending: ('interior' | 'cover')[] = [];
  let interiorAttempts = 0;
  let submitted = false;
  let looks = 0;
  let cover: number | null = sentByPayment ? 2 : null;
  let submitAnswers = [
    { success: false, message: 'nope' },
    { success: true, message: 'Submitted' },
  ];
  const settle = () => {
    for (const kind of pending.splice(0)) {
      if (kind === 'interior') interiorAttempts += 1;
      files[kind] = kind === 'interior' && interiorAttempts === 1 ? file('failed') : file('ready');
    }
  };
  const start = (kind: 'interior' | 'cover') => {
    files[kind] = file('building', false);
    pending.push(kind);
    return json(files[kind], 202);
  };
  const fetchMock = installFetch({
    'POST /user/getImageNumbers': () => json({ imageNumbers: IDS }),
    'POST /user/getCoverImage': () => json({ isSet: cover !== null, coverImageNum: cover }),
    'POST /user/getUserSubmittedStatus': () =>
      submitted ? json({ user_submitted: 1 }) : json({ error: 'not submitted' }, 404),
    'POST /user/checkInnerFileStatus': () => {
      settle();
      return json(files.interior);
    },
    'POST /user/checkCoverPdfStatus': () => json(files.cover),
    'POST /user/print/order': () => {
      if (printed) return json({ ...DETAILS, ...printed });
      looks += 1;
      if (sentByPayment && looks === 1)
        return json({
          ...DETAILS,
          status: 'PAID',
          message: null,
          history: DETAILS.history.slice(0, 2),
        });
      if (sentByPayment) submitted = true;
      return json(
        submitted
          ? {
              ...DETAILS,
              submitted: true,
              status: 'CREATED',
              history: [
                ...DETAILS.history,
                { status: 'CREATED', at: '2026-11-20T10:05:00.000Z', message: null },
              ],
            }
          : { ...DETAILS, refund, ...(edition ? { edition } : {}), ...(notSentCode ? { notSentCode } : {}) },
      );
    },
    'POST /user/imageOutput': () => new Response(new Blob(['png'], { type: 'image/png' })),
    'POST /user/setCoverImage': (init) => {
      cover = (JSON.parse(String(init?.body)) as { selectedImageNum: number }).selectedImageNum;
      return json({ isSet: true, coverImageNum: cover });
    },
    'POST /user/generateCoverPdf': () => start('cover'),
    'POST /user/getPrintPdf': () =>
      limitRetries && interiorAttempts > 0 ? json({ error: LIMITED }, 429) : start('interior'),
    'POST /user/print/submit-job': () => {
      const [answer, ...rest] = submitAnswers;
      submitAnswers = rest;
      submitted = Boolean(answer?.success);
      return json(answer);
    },
  });
  return fetchMock;
}

async function open(state: unknown = ORDER) {
  const view = renderApp({ path: '/account', user: fakeUser() });
  await act(() => view.router.navigate('/print-book-order/mia-and-the-moon', { state }));
  return view;
}

const tick = () => act(() => vi.advanceTimersByTimeAsync(FILE_POLL_MS));

beforeEach(() => {
  mockedAuth.currentUser = fakeUser();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  mockedAuth.currentUser = null;
  vi.useRealTimers();
});

describe('/print-book-order/{slug}', () => {
  it('needs its order in its address or the navigation state', async () => {
    installFetch();
    await open({});
    expect(await screen.findByText('Missing story information. Please try again.')).toBeInTheDocument();
  });

  it('opens from its address alone, as in a fresh browser, with the title from the order', async () => {
    const fetchMock = printApi();
    const view = renderApp({ path: '/account', user: fakeUser() });
    await act(() =>
      view.router.navigate(`/print-book-order/mia-and-the-moon?book=${STORY}&order=${ORDER.orderId}`),
    );
    expect(await screen.findByText(`“Mia and the Moon” · Order# ${ORDER.orderId}`)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/print/order')).toEqual({ storyId: STORY, orderId: ORDER.orderId });
    expect(screen.queryByText(en[PROCESSING_TEXT.missing])).not.toBeInTheDocument();
    // Not sent by itself: it says why, and the buyer's way to send it is there.
    expect(screen.getByRole('heading', { name: 'Paid: not sent to the printer yet' })).toBeInTheDocument();
    expect(screen.getAllByText(NOT_SENT_MESSAGE)[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Cover & Generate Files' })).toBeInTheDocument();
  });

  it('says a paid order with its checked proof is being sent, with no button to press, then follows it', async () => {
    const fetchMock = printApi({ sentByPayment: true });
    await open();
    expect(await screen.findByRole('heading', { name: 'Paid: sending to the printer' })).toBeInTheDocument();
    expect(screen.getByText(en[PROCESSING_TEXT.sending])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Print Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a different cover' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Order Submitted Successfully' })).toBeInTheDocument();
    expect(screen.getByText('Sent to the printer', { selector: 'strong' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/user/print/submit-job')).toBe(false);
  });

  it('builds and checks the black-and-white interior of a colouring-book order', async () => {
    const fetchMock = printApi({ edition: 'coloring' });
    const { events } = await open();
    const confirm = await screen.findByRole('button', { name: 'Confirm Cover & Generate Files' });
    expect(screen.getByText(/^Colouring book \(black and white\)/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/checkInnerFileStatus')).toEqual({ bookId: STORY, edition: 'coloring' });
    expect(bodyOf(fetchMock, '/user/checkCoverPdfStatus')).toEqual({ bookId: STORY, binding: 'paperback' });
    await events.click(screen.getByRole('radio', { name: 'Picture 2 of “Mia and the Moon”' }));
    await events.click(confirm);
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, '/user/getPrintPdf')).toEqual({
        bookId: STORY,
        rebuild: true,
        edition: 'coloring',
      }),
    );
    // The one cover serves both editions.
    expect(bodyOf(fetchMock, '/user/generateCoverPdf')).toEqual({
      bookId: STORY,
      coverImageNum: 2,
      binding: 'paperback',
    });
  });

  it('takes the cover, generates both files with a retry, and submits the order', async () => {
    const fetchMock = printApi();
    const { events } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your print order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Library' })).toHaveAttribute('href', '/library');
    const confirm = await screen.findByRole('button', { name: 'Confirm Cover & Generate Files' });

    await events.click(confirm);
    const required = await screen.findByRole('dialog', { name: 'Selection Required' });
    expect(within(required).getByText('Please select a cover image first')).toBeInTheDocument();
    await events.click(within(required).getByRole('button', { name: 'Ok' }));

    await events.click(screen.getByRole('radio', { name: 'Picture 3 of “Mia and the Moon”' }));
    await events.click(confirm);
    expectCoverChosen(fetchMock, STORY, 3);
    expect(bodyOf(fetchMock, '/user/getPrintPdf')).toEqual({
      bookId: STORY,
      rebuild: true,
      edition: 'colour',
    });
    expect(await screen.findAllByText(/this takes 3-5 minutes/)).toHaveLength(2);

    await tick();
    const partial = await screen.findByRole('dialog', { name: 'Partial Success' });
    expect(within(partial).getByText(/print PDF could not be generated/)).toBeInTheDocument();
    await events.click(within(partial).getByRole('button', { name: 'Ok' }));

    await events.click(screen.getByRole('button', { name: 'Retry Interior PDF' }));
    await tick();
    const generated = await screen.findByRole('dialog', { name: 'Files Generated' });
    await events.click(within(generated).getByRole('button', { name: 'Ok' }));
    expect(screen.getByRole('button', { name: 'Download Interior PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download Cover PDF' })).toBeEnabled();

    await events.click(screen.getByRole('button', { name: 'Submit Print Order' }));
    const failed = await screen.findByRole('dialog', { name: 'Submission Failed' });
    expect(within(failed).getByText('Print job submission was not successful')).toBeInTheDocument();
    await events.click(within(failed).getByRole('button', { name: 'Ok' }));

    await events.click(screen.getByRole('button', { name: 'Submit Print Order' }));
    expect(await screen.findByRole('heading', { name: 'Order Submitted Successfully' })).toBeInTheDocument();
    expect(screen.getByText('Sent to the printer', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Order timeline' })).toHaveTextContent('Order created');
    // Downloads stay; only the chosen cover shows.
    expect(screen.getByRole('button', { name: 'Download Cover PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 3 of “Mia and the Moon”' })).toBeInTheDocument();
  });

  it('says when to try again when the hour’s builds are used up', async () => {
    printApi({ limitRetries: true });
    const { events } = await open();
    await events.click(await screen.findByRole('radio', { name: 'Picture 2 of “Mia and the Moon”' }));
    await events.click(screen.getByRole('button', { name: 'Confirm Cover & Generate Files' }));
    await tick();
    const partial = await screen.findByRole('dialog', { name: 'Partial Success' });
    await events.click(within(partial).getByRole('button', { name: 'Ok' }));

    await events.click(screen.getByRole('button', { name: 'Retry Interior PDF' }));
    const refused = await screen.findByRole('dialog', { name: 'Retry Failed' });
    expect(within(refused).getByText(LIMITED)).toBeInTheDocument();
  });

  it('says a refunded order will not be printed', async () => {
    printApi({ refund: 'refunded' });
    await open();
    expect(await screen.findByText('Refunded: it will not be printed')).toBeInTheDocument();
  });
});

describe('/print-book-order/{slug} in Spanish (issue 45)', () => {
  inLocale('es');

  it("says why a paid order was not sent from its code, not in the server's English", async () => {
    printApi({ notSentCode: 'files_changed' });
    await open();
    expect(
      await screen.findByText(
        'Los archivos de impresión cambiaron después de revisar tu prueba, así que este pedido no se envió solo. Revisa los archivos y pulsa Enviar pedido a imprenta.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(NOT_SENT_MESSAGE)).not.toBeInTheDocument();
  });

  it("quotes the printer's reason for refusing an order in its own English, marked as English", async () => {
    const reason = 'The cover file is 2 mm too narrow.';
    printApi({
      printed: {
        status: 'REJECTED',
        message: reason,
        submitted: true,
        history: [
          ...DETAILS.history,
          { status: 'REJECTED', at: '2026-11-20T11:00:00.000Z', message: reason },
        ],
      },
    });
    await open();
    const quoted = await screen.findByText(reason);
    expect(quoted).toHaveAttribute('lang', 'en');
    expect(quoted.closest('[role="alert"]')).toHaveTextContent(
      `La imprenta dijo: ${reason} Genera de nuevo los archivos y vuelve a enviarlos.`,
    );
  });
});
