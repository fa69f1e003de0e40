import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../../components/ui/Spinner';
import { cn } from '../../../../components/ui/cn';
import { bleedPath, type Guides } from './guides';
import type { ProofDocument } from './renderer';
import { softProofPixels } from './softProof';
import { useT, type MessageId } from '../../../../i18n';

/** Runs one page's drawing; the proof hands every page the same queue so one draws at a time. */
export type RenderQueue = (page: number, task: () => Promise<void>) => Promise<void>;

/** The flag on a page whose picture is below the print resolution, by its catalogue id. */
export const LOW_RES_FLAG = 'print.proof.lowRes' satisfies MessageId;

/** The page as drawn, kept so the print-colours view can be turned on and off without redrawing. */
function useCanvasColours(canvas: React.RefObject<HTMLCanvasElement | null>, drawn: boolean, soft: boolean) {
  const original = useRef<ImageData | null>(null);
  const printed = useRef<ImageData | null>(null);
  useEffect(() => {
    const el = canvas.current;
    const context = drawn && el ? el.getContext('2d', { willReadFrequently: true }) : null;
    if (!el || !context || el.width === 0) return;
    original.current ??= context.getImageData(0, 0, el.width, el.height);
    if (!soft) {
      context.putImageData(original.current, 0, 0);
      return;
    }
    if (!printed.current) {
      const copy = new ImageData(new Uint8ClampedArray(original.current.data), el.width, el.height);
      softProofPixels(copy.data);
      printed.current = copy;
    }
    context.putImageData(printed.current, 0, 0);
  }, [canvas, drawn, soft]);
}

/** The trim, bleed, safety and fold lines over a page, in the page's own inches. */
export function GuideLines({ guides }: { guides: Guides }) {
  const { w, h } = guides.sheet;
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 size-full"
      aria-hidden="true"
      data-guides=""
    >
      <path d={bleedPath(guides)} fillRule="evenodd" fill="rgba(34, 48, 60, 0.35)" data-guide="bleed" />
      {guides.trim.map((r, i) => (
        <rect
          key={`trim-${i}`}
          x={r.x}
          y={r.y}
          width={r.w}
          height={r.h}
          fill="none"
          stroke="#c43d66"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          data-guide="trim"
        />
      ))}
      {guides.safety.map((r, i) => (
        <rect
          key={`safety-${i}`}
          x={r.x}
          y={r.y}
          width={r.w}
          height={r.h}
          fill="none"
          stroke="#2e7d4f"
          strokeWidth={1.5}
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
          data-guide="safety"
        />
      ))}
      {guides.folds.map((f, i) => (
        <line
          key={`fold-${i}`}
          x1={f.x}
          x2={f.x}
          y1={0}
          y2={h}
          stroke={f.kind === 'spine' ? '#22303c' : f.kind === 'hinge' ? '#ffb547' : '#8fd3ff'}
          strokeWidth={1.5}
          strokeDasharray={f.kind === 'spine' ? '2 3' : '8 3 2 3'}
          vectorEffect="non-scaling-stroke"
          data-guide={f.kind}
        />
      ))}
    </svg>
  );
}

/**
 * One page of the proof: drawn when it scrolls near the screen (small, through the shared queue),
 * with its guides and, for a picture below print resolution, the flag. A click or Enter opens it
 * larger.
 */
export function ProofSheet({
  doc,
  page,
  label,
  guides,
  widthPx,
  softProof,
  lowResolution = false,
  queue,
  onDrawn,
  onOpen,
  eager = false,
}: {
  doc: ProofDocument;
  page: number;
  label: string;
  guides: Guides;
  widthPx: number;
  softProof: boolean;
  lowResolution?: boolean;
  queue: RenderQueue;
  onDrawn?: (page: number) => void;
  onOpen?: () => void;
  /** Draw at once rather than when scrolled into view (the larger view). */
  eager?: boolean;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const t = useT();
  // Without IntersectionObserver (old browsers, tests) every page draws, still one at a time.
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  const [state, setState] = useState<'waiting' | 'drawn' | 'failed'>('waiting');
  useCanvasColours(canvas, state === 'drawn', softProof);

  useEffect(() => {
    if (near || !frame.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    let live = true;
    void queue(page, async () => {
      if (!live || !canvas.current) return;
      await doc.render(page, canvas.current, widthPx);
    }).then(
      () => {
        if (!live) return;
        setState('drawn');
        onDrawn?.(page);
      },
      (error: unknown) => {
        console.error(`Drawing proof page ${page} failed`, error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
    // onDrawn is the proof's counter; a new function each render must not draw again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, doc, page, widthPx, queue]);

  const aspect = `${guides.sheet.w} / ${guides.sheet.h}`;
  const body = (
    <>
      <span
        ref={frame}
        className="relative block w-full overflow-hidden bg-paper"
        style={{ aspectRatio: aspect }}
      >
        <canvas
          ref={canvas}
          aria-hidden="true"
          data-proof-page={page}
          data-drawn={state === 'drawn' ? 'true' : 'false'}
          className="absolute inset-0 size-full"
        />
        {state === 'waiting' && (
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner className="size-6" />
          </span>
        )}
        {state === 'failed' && (
          <span className="absolute inset-0 flex items-center justify-center p-2 text-center text-sm text-berry-dark">
            {t('print.proof.notShown')}
          </span>
        )}
        <GuideLines guides={guides} />
      </span>
      <span className="flex flex-wrap items-center justify-between gap-1 px-2 py-1 text-sm">
        <span className="font-semibold">{label}</span>
        {lowResolution && (
          <span className="rounded-full bg-sunrise-soft px-2 font-semibold text-berry-dark">
            ⚠ {t(LOW_RES_FLAG)}
          </span>
        )}
      </span>
    </>
  );
  if (!onOpen) return <div className="overflow-hidden rounded-xl bg-white shadow-soft">{body}</div>;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={lowResolution ? t('print.proof.openLowRes', { label }) : t('print.proof.open', { label })}
      className={cn(
        'block w-full overflow-hidden rounded-xl bg-white text-left shadow-soft',
        'focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf',
        lowResolution && 'ring-2 ring-sunrise',
      )}
    >
      {body}
    </button>
  );
}
