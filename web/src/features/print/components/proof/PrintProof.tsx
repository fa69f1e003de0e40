import type { Binding, ProofAnswer } from '@contract/print';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { coverGuides, interiorGuides, type Guides } from './guides';
import type { ProofDocument } from './renderer';
import { ProofSheet, type RenderQueue } from './ProofSheet';

export const PROOF_TEXT = {
  checkbox: 'I have checked my proof',
  softProof: 'Show print colours',
  softProofNote:
    'Screens glow; paper reflects. Printed colours are a little softer and less bright than on your screen, and the paper is a warm white. “Show print colours” is an approximation of that, not an exact match.',
  bleed: 'Shaded edge: printed, then trimmed off. Pictures run into it so no white line shows at the edge.',
  trim: 'Anything outside the solid line is trimmed off.',
  safety: 'Keep words and faces inside the dashed line: the cut can wander a little.',
  spine: 'Dotted lines on the cover: the spine, where the cover folds around the pages.',
  hinge: 'Orange lines: the hinges, where a hardcover bends open.',
  wrap: 'Blue lines: the edge of the board; the cover wraps around it.',
} as const;

/** Device pixels to draw at: sharp on a phone's dense screen, never more than needed. */
const px = (cssWidth: number, max: number) =>
  Math.min(
    max,
    Math.round(cssWidth * Math.min(2, typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1)),
  );

/** One page drawn at a time, in the order pages scroll into view; says which is being drawn. */
function useRenderQueue() {
  const tail = useRef<Promise<void>>(Promise.resolve());
  const [current, setCurrent] = useState<number | null>(null);
  const queue = useCallback<RenderQueue>((page, task) => {
    const run = tail.current.then(async () => {
      setCurrent(page);
      try {
        await task();
      } finally {
        setCurrent(null);
      }
    });
    tail.current = run.catch(() => undefined);
    return run;
  }, []);
  return { queue, current };
}

const listOf = (pages: number[]) =>
  pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;

function Legend({ binding }: { binding: Binding }) {
  const swatch = 'inline-block h-0 w-8 shrink-0 border-t-2 align-middle';
  return (
    <ul aria-label="What the lines mean" className="flex flex-col gap-1 text-sm">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-3 w-8 shrink-0 bg-ink/35" />
        {PROOF_TEXT.bleed}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} border-berry-deep`} />
        {PROOF_TEXT.trim}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} border-dashed border-sprout-deep`} />
        {PROOF_TEXT.safety}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} border-dotted border-ink`} />
        {PROOF_TEXT.spine}
      </li>
      {binding === 'hardcover' && (
        <>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className={`${swatch} border-dashed border-sunrise`} />
            {PROOF_TEXT.hinge}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className={`${swatch} border-dashed border-sky`} />
            {PROOF_TEXT.wrap}
          </li>
        </>
      )}
    </ul>
  );
}

/** The larger view draws at once, beside the queue. */
const drawNow: RenderQueue = (_, task) => task();

type Opened = { which: 'cover' } | { which: 'interior'; page: number } | null;

/**
 * The proof: the cover (full wrap) above every interior page, each with its trim, bleed and
 * safety lines, low-resolution pictures flagged, the print-colours view, and the parent's tick.
 */
export function PrintProof({
  proof,
  interior,
  cover,
  binding,
  checked,
  onCheckedChange,
}: {
  proof: ProofAnswer;
  interior: ProofDocument;
  cover: ProofDocument;
  binding: Binding;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const [softProof, setSoftProof] = useState(false);
  const [opened, setOpened] = useState<Opened>(null);
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(new Set());
  const { queue, current } = useRenderQueue();
  const coverQueue = useCallback<RenderQueue>((_, task) => queue(0, task), [queue]);
  const checkboxId = useId();
  const pageGuides = useMemo(() => interiorGuides(proof.interior), [proof.interior]);
  const wrapGuides = useMemo(() => coverGuides(proof.cover), [proof.cover]);
  const pageCount = Math.min(proof.interior.pages, interior.pageCount);
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const lowRes = new Set(proof.interior.lowResolutionPages);
  const interiorDrawn = [...drawn].filter((key) => key.startsWith('p')).length;
  const markDrawn = (key: string) => setDrawn((was) => (was.has(key) ? was : new Set(was).add(key)));

  const sheet = (guides: Guides, label: string, doc: ProofDocument, page: number, widthPx: number) => ({
    doc,
    page,
    label,
    guides,
    widthPx,
    softProof,
    queue,
  });

  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-soft">
        {pageCount} pages, 8.5 x 8.5 in.{' '}
        {lowRes.size === 0
          ? 'Every picture is sharp enough to print well.'
          : `${lowRes.size} ${lowRes.size === 1 ? 'page has a picture' : 'pages have pictures'} that may print soft: ${listOf([...lowRes].sort((a, b) => a - b))}.`}
      </p>

      <div className="flex flex-col gap-3 rounded-2xl bg-paper p-4">
        <Legend binding={binding} />
        <label className="flex items-center gap-3 font-semibold">
          <input
            type="checkbox"
            role="switch"
            checked={softProof}
            onChange={(e) => setSoftProof(e.target.checked)}
            className="size-5 accent-leaf"
          />
          {PROOF_TEXT.softProof}
        </label>
        <p className="text-sm text-ink-soft">{PROOF_TEXT.softProofNote}</p>
      </div>

      <p role="status" className="text-sm font-semibold text-ink-soft">
        {current !== null
          ? current === 0
            ? 'Preparing the cover…'
            : `Preparing page ${current} of ${pageCount}…`
          : interiorDrawn === pageCount && drawn.has('cover')
            ? `All ${pageCount} pages and the cover are ready to check.`
            : `${interiorDrawn} of ${pageCount} pages ready; the rest appear as you scroll.`}
      </p>

      <section aria-label="Cover proof" className="flex flex-col gap-2">
        <h3 className="font-semibold">Cover: back, spine and front</h3>
        <ProofSheet
          {...sheet(wrapGuides, 'Cover', cover, 1, px(720, 1440))}
          queue={coverQueue}
          onDrawn={() => markDrawn('cover')}
          onOpen={() => setOpened({ which: 'cover' })}
        />
      </section>

      <section aria-label="Page proofs" className="flex flex-col gap-2">
        <h3 className="font-semibold">Inside pages</h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {pages.map((page) => (
            <li key={page}>
              <ProofSheet
                {...sheet(pageGuides, `Page ${page}`, interior, page, px(200, 400))}
                lowResolution={lowRes.has(page)}
                onDrawn={() => markDrawn(`p${page}`)}
                onOpen={() => setOpened({ which: 'interior', page })}
              />
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-col gap-2 rounded-2xl border-2 border-sunrise bg-sunrise-soft p-4">
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={checked}
            onChange={(e) => onCheckedChange(e.target.checked)}
            className="mt-1 size-5 accent-leaf"
          />
          <label htmlFor={checkboxId} className="font-semibold">
            {PROOF_TEXT.checkbox}
            <span className="block text-sm font-normal text-ink-soft">
              The pages, words and cover above are what we will print.
            </span>
          </label>
        </div>
      </div>

      <Dialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.which === 'cover' ? 'Cover' : opened ? `Page ${opened.page}` : ''}
        className="w-[min(96vw,64rem)]"
      >
        {opened && (
          <div className="flex flex-col gap-3">
            <ProofSheet
              {...(opened.which === 'cover'
                ? sheet(wrapGuides, 'Cover', cover, 1, px(960, 1920))
                : sheet(pageGuides, `Page ${opened.page}`, interior, opened.page, px(720, 1440)))}
              lowResolution={opened.which === 'interior' && lowRes.has(opened.page)}
              queue={drawNow}
              eager
            />
            <Button variant="secondary" onClick={() => setOpened(null)} className="self-end">
              Close
            </Button>
          </div>
        )}
      </Dialog>
    </div>
  );
}
