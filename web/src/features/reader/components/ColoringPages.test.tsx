import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { installFetch, json } from '../../../testing/fetch';
import { fakeUser } from '../../../testing/renderApp';
import { paperForLocale } from '../api/coloring';
import { ColoringPages } from './ColoringPages';

const mockedAuth = auth as unknown as { currentUser: User | null };
const BOOK_ID = '1772366400000';
const pdf = () =>
  new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('Print pages to colour', () => {
  let saved: string[];
  beforeEach(() => {
    mockedAuth.currentUser = fakeUser();
    saved = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:coloring'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    mockedAuth.currentUser = null;
    vi.restoreAllMocks();
  });

  it('picks the paper from the locale: Letter in the US, A4 elsewhere', () => {
    expect(paperForLocale('en-US')).toBe('letter');
    expect(paperForLocale('en')).toBe('letter'); // English alone means the US
    expect(paperForLocale('es-MX')).toBe('letter');
    expect(paperForLocale('en-GB')).toBe('a4');
    expect(paperForLocale('fr')).toBe('a4');
    expect(paperForLocale('de-DE')).toBe('a4');
    expect(paperForLocale(undefined)).toBe('a4');
    expect(paperForLocale('not a locale!')).toBe('a4');
  });

  it('downloads the colouring pages on the chosen paper, busy while they are made', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = installFetch({
      'POST /user/createColoringPdf': async () => {
        await gate;
        return pdf();
      },
    });
    render(<ColoringPages bookId={BOOK_ID} locale="en-GB" />);

    const a4 = screen.getByRole('radio', { name: 'A4 (210 x 297 mm)' });
    expect(a4).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Letter (8.5 x 11 in)' }));
    const button = screen.getByRole('button', { name: 'Print pages to colour' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Making your colouring pages...');

    release();
    await waitFor(() => expect(saved).toEqual([`StorySprout-${BOOK_ID}-coloring-letter.pdf`]));
    expect(button).not.toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Your colouring pages are downloading.');
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/user/createColoringPdf')!;
    expect(bodyOf(init)).toEqual({ storyId: BOOK_ID, paper: 'letter' });
  });

  it('says why nothing downloaded: the hourly limit in the server’s words, or pictures still drawing', async () => {
    installFetch({
      'POST /user/createColoringPdf': () =>
        json({ error: 'You have built 10 PDFs in the last hour. Try again in 12 minutes.' }, 429),
    });
    const { unmount } = render(<ColoringPages bookId={BOOK_ID} locale="en-US" />);
    expect(screen.getByRole('radio', { name: 'Letter (8.5 x 11 in)' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Print pages to colour' }));
    expect(
      await screen.findByText('You have built 10 PDFs in the last hour. Try again in 12 minutes.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    unmount();

    installFetch({ 'POST /user/createColoringPdf': () => json({ error: 'not all ready' }, 409) });
    render(<ColoringPages bookId={BOOK_ID} locale="en-US" />);
    fireEvent.click(screen.getByRole('button', { name: 'Print pages to colour' }));
    expect(
      await screen.findByText('Some pictures are still being drawn. Please try again in a minute.'),
    ).toBeInTheDocument();
  });
});
