import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../lib/firebase';
import { savedDownloads, stubBlobAddresses } from '../../testing/downloads';
import { bodyOf, installFetch, json } from '../../testing/fetch';
import { fakeUser } from '../../testing/renderApp';
import { ReadingModePdfButton } from './ReadingModePdfButton';

const mockedAuth = auth as unknown as { currentUser: User | null };
const BOOK_ID = '1772366400000';
const pdf = () =>
  new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });

describe('Download PDF (reading mode)', () => {
  let saved: string[];
  beforeEach(() => {
    mockedAuth.currentUser = fakeUser();
    stubBlobAddresses('reading');
    saved = savedDownloads();
  });
  afterEach(() => {
    mockedAuth.currentUser = null;
    vi.restoreAllMocks();
  });

  it('builds the reading-mode edition, then saves it named after the book', async () => {
    const fetchMock = installFetch({
      'POST /user/createEnhancedPdf': () => json({ bookId: BOOK_ID, generatedPdf: 1, pages: 22 }),
      'POST /user/getPdf': () => pdf(),
    });
    const user = userEvent.setup();
    render(<ReadingModePdfButton bookId={BOOK_ID} title="Mia’s Big Day!" />);
    await user.click(screen.getByRole('button', { name: 'Download PDF (reading mode)' }));
    await waitFor(() => expect(saved).toEqual(['Mias-Big-Day-reading-mode.pdf']));
    expect(bodyOf(fetchMock, '/user/createEnhancedPdf')).toEqual({ bookId: BOOK_ID, readingMode: true });
    expect(bodyOf(fetchMock, '/user/getPdf')).toEqual({ bookId: BOOK_ID, readingMode: true });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says calmly when the pictures are not all drawn, and when the PDF could not be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = () => json({ error: 'Your illustrations are not all ready yet.' }, 409);
    installFetch({ 'POST /user/createEnhancedPdf': () => answer() });
    const user = userEvent.setup();
    render(<ReadingModePdfButton bookId={BOOK_ID} />);
    const button = screen.getByRole('button', { name: 'Download PDF (reading mode)' });
    await user.click(button);
    expect(
      await screen.findByText('Your illustrations are not all ready yet. Please try again in a minute.'),
    ).toBeInTheDocument();
    answer = () => json({ error: 'Something broke' }, 500);
    await user.click(button);
    expect(
      await screen.findByText(
        "We couldn't make your reading-mode PDF just now. Please try again in a moment.",
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
