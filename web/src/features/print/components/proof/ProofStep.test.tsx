import en from '../../../../i18n/locales/en.json';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../../lib/firebase';
import { bodyOf, installFetch, json } from '../../../../testing/fetch';
import { fakeUser } from '../../../../testing/renderApp';
import { PROOF_TEXT } from './PrintProof';
import { LOW_RES_FLAG } from './ProofSheet';
import { ProofStep } from './ProofStep';
import type { ProofDocument, ProofRenderer } from './renderer';
import { paperbackProof } from '../../testing/proofAnswer';
import { expectCoverChosen } from '../../testing/coverChoice';

const mockedAuth = auth as unknown as { currentUser: User | null };
const STORY = '1767225600000';
const IDS = Array.from({ length: 10 }, (_, i) => `${STORY}_${i + 1}`);
const file = (
  status: 'ready' | 'building' | 'none',
  lowResolutionPages: number[] = [],
  build = status === 'none' ? null : 'b1',
) => ({
  exists: status === 'ready',
  status,
  message: null,
  pages: status === 'ready' ? 32 : null,
  lowResolutionPages,
  build,
});
/** The builds of the files the proof shows first. */
const FIRST_BUILDS = { interior: 'b1', cover: 'b1' };
const PROOF = paperbackProof([3, 7]);

/** The PDF library's stand-in: the bytes say which file it is; each drawing is recorded. */
function fakeRenderer() {
  const drawn: string[] = [];
  const renderer: ProofRenderer = {
    async open(bytes) {
      const name = new TextDecoder().decode(bytes);
      const doc: ProofDocument = {
        pageCount: name === 'interior' ? 32 : 1,
        async render(page, canvas, widthPx) {
          canvas.width = widthPx;
          drawn.push(`${name} ${page}`);
        },
        destroy: () => {},
      };
      return doc;
    },
  };
  return { drawn, load: async () => renderer };
}

function api({ ready = true, cover = 2 as number | null } = {}) {
  let files = ready ? { interior: file('ready', [3, 7]), cover: file('ready') } : null;
  let coverPage = cover;
  return installFetch({
    'POST /user/getImageNumbers': () => json({ imageNumbers: IDS }),
    'POST /user/getCoverImage': () => json({ isSet: coverPage !== null, coverImageNum: coverPage }),
    'POST /user/setCoverImage': (init) => {
      coverPage = (JSON.parse(String(init?.body)) as { selectedImageNum: number }).selectedImageNum;
      return json({ isSet: true, coverImageNum: coverPage });
    },
    'POST /user/checkInnerFileStatus': () => json(files?.interior ?? file('none')),
    'POST /user/checkCoverPdfStatus': () => json(files?.cover ?? file('none')),
    'POST /user/getPrintPdf': (init) => {
      if ((JSON.parse(String(init?.body)) as { rebuild?: boolean }).rebuild) {
        files = { interior: file('ready', [3, 7], 'b2'), cover: files?.cover ?? file('none') };
        return json(files.interior, 202);
      }
      return new Response('interior', { headers: { 'Content-Type': 'application/pdf' } });
    },
    'POST /user/generateCoverPdf': () => {
      files = { interior: files?.interior ?? file('none'), cover: file('ready', [], 'b2') };
      return json(files.cover, 202);
    },
    'POST /user/downloadCoverPdf': () =>
      new Response('cover', { headers: { 'Content-Type': 'application/pdf' } }),
    'POST /user/print/proof': () => json(PROOF),
  });
}

beforeEach(() => {
  mockedAuth.currentUser = fakeUser();
  // jsdom draws nothing; the stand-in renderer sizes the canvas and the page reads no pixels.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  mockedAuth.currentUser = null;
});

function renderStep(
  load: () => Promise<ProofRenderer>,
  checkedBefore: { interior: string; cover: string } | null = null,
) {
  const confirmed = vi.fn();
  const view = render(
    <ProofStep
      storyId={STORY}
      storyTitle="Mia and the Moon"
      edition="colour"
      binding="paperback"
      onConfirmedChange={confirmed}
      checkedBefore={checkedBefore}
      loadRenderer={load}
    />,
  );
  return { ...view, confirmed };
}

describe('the proof before paying', () => {
  it('draws the cover and every page with their lines, flags soft pictures, and reports the tick', async () => {
    api();
    const renderer = fakeRenderer();
    const events = userEvent.setup();
    const { confirmed, container } = renderStep(renderer.load);

    const pages = await screen.findByRole('region', { name: 'Page proofs' });
    expect(within(pages).getAllByRole('listitem')).toHaveLength(32);
    await waitFor(() => expect(renderer.drawn).toHaveLength(33));
    expect(renderer.drawn[0]).toBe('cover 1');
    expect(await screen.findByText('All 32 pages and the cover are ready to check.')).toBeInTheDocument();

    // Every sheet carries bleed, trim and safety; the cover its two spine folds.
    const cover = screen.getByRole('region', { name: 'Cover proof' });
    expect(cover.querySelectorAll('[data-guide="spine"]')).toHaveLength(2);
    expect(cover.querySelectorAll('[data-guide="safety"]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-guide="trim"]')).toHaveLength(33);
    expect(container.querySelectorAll('[data-guide="bleed"]')).toHaveLength(33);
    const page1 = within(pages).getByRole('button', { name: 'Page 1. Open a larger view' });
    expect(page1.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 8.75 8.75');

    // Pages 3 and 7 are flagged on the page and in the summary.
    expect(within(pages).getAllByText(`⚠ ${en[LOW_RES_FLAG]}`)).toHaveLength(2);
    expect(
      within(pages).getByRole('button', { name: /^Page 3: this picture may print soft/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/2 pages have pictures that may print soft: pages 3 and 7\./),
    ).toBeInTheDocument();

    // The legend in plain words, and the print colours switch with its caveat.
    expect(screen.getByText(en[PROOF_TEXT.trim])).toBeInTheDocument();
    expect(screen.getByText(en[PROOF_TEXT.safety])).toBeInTheDocument();
    expect(screen.getByText(en[PROOF_TEXT.softProofNote])).toBeInTheDocument();
    const colours = screen.getByRole('switch', { name: en[PROOF_TEXT.softProof] });
    await events.click(colours);
    expect(colours).toBeChecked();

    // A larger view opens in a dialog, from the keyboard too, and closes with Escape.
    page1.focus();
    await events.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Page 1' });
    await waitFor(() => expect(renderer.drawn.filter((d) => d === 'interior 1')).toHaveLength(2));
    await events.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    expect(confirmed).toHaveBeenLastCalledWith(null);
    await events.click(screen.getByRole('checkbox', { name: new RegExp(en[PROOF_TEXT.checkbox]) }));
    expect(confirmed).toHaveBeenLastCalledWith(FIRST_BUILDS);
  });

  it('unticks the proof when another cover is chosen and the files are made again', async () => {
    const fetchMock = api();
    const renderer = fakeRenderer();
    const events = userEvent.setup();
    const { confirmed } = renderStep(renderer.load);
    await events.click(await screen.findByRole('checkbox', { name: new RegExp(en[PROOF_TEXT.checkbox]) }));
    expect(confirmed).toHaveBeenLastCalledWith(FIRST_BUILDS);

    await events.click(screen.getByRole('button', { name: 'Choose a different cover' }));
    expect(confirmed).toHaveBeenLastCalledWith(FIRST_BUILDS);
    await events.click(screen.getByRole('radio', { name: /Picture 4/ }));
    await events.click(screen.getByRole('button', { name: 'Make my proof' }));
    expect(confirmed).toHaveBeenLastCalledWith(null);
    expectCoverChosen(fetchMock, STORY, 4);
    const box = await screen.findByRole('checkbox', { name: new RegExp(en[PROOF_TEXT.checkbox]) });
    expect(box).not.toBeChecked();
  });

  it('asks for a cover, then makes the files and shows the proof once they are built', async () => {
    const fetchMock = api({ ready: false, cover: null });
    const renderer = fakeRenderer();
    const events = userEvent.setup();
    renderStep(renderer.load);
    await events.click(await screen.findByRole('button', { name: 'Make my proof' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a cover picture first.');
    await events.click(screen.getByRole('radio', { name: /Picture 2/ }));
    await events.click(screen.getByRole('button', { name: 'Make my proof' }));
    expect(bodyOf(fetchMock, '/user/getPrintPdf')).toEqual({
      bookId: STORY,
      rebuild: true,
      edition: 'colour',
    });
    expect(await screen.findByRole('region', { name: 'Page proofs' })).toBeInTheDocument();
  });

  it('ticks again after the payment page for the very files it was ticked for, never for others', async () => {
    api();
    const same = renderStep(fakeRenderer().load, FIRST_BUILDS);
    const box = await screen.findByRole('checkbox', { name: new RegExp(en[PROOF_TEXT.checkbox]) });
    await waitFor(() => expect(box).toBeChecked());
    expect(same.confirmed).toHaveBeenLastCalledWith(FIRST_BUILDS);
    same.unmount();

    // The cover was made again since (another build): the parent checks the new proof.
    api();
    const other = renderStep(fakeRenderer().load, { interior: 'b1', cover: 'b0' });
    expect(
      await screen.findByRole('checkbox', { name: new RegExp(en[PROOF_TEXT.checkbox]) }),
    ).not.toBeChecked();
    expect(other.confirmed).toHaveBeenLastCalledWith(null);
  });
});
