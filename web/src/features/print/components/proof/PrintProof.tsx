import type { Binding, ProofAnswer } from '@contract/print';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { coverGuides, interiorGuides, type Guides } from './guides';
import type { ProofDocument } from './renderer';
import { ProofSheet, type RenderQueue } from './ProofSheet';
import { useLocale, useT, type MessageId } from '../../../../i18n';

/** The proof's words that tests and other screens point at, by their catalogue ids. */
export const PROOF_TEXT = {
  checkbox: 'print.proof.checkbox',
  softProof: 'print.proof.softProof',
  softProofNote: 'print.proof.softProofNote',
  bleed: 'print.proof.bleed',
  trim: 'print.proof.trim',
  safety: 'print.proof.safety',
  spine: 'print.proof.spine',
  hinge: 'print.proof.hinge',
  wrap: 'print.proof.wrap',
} as const satisfies Record<string, MessageId>;

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

/** '3 and 7' / '3 y 7': the page numbers as the language lists them. */
const listOf = (pages: number[], locale: string) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(pages.map(String));

function Legend({ binding }: { binding: Binding }) {
  const t = useT();
  const swatch = 'inline-block h-0 w-8 shrink-0 border-t-2 align-middle';
  return (
    <ul aria-label={t('print.proof.legend')} className="flex flex-col gap-1 text-sm">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-3 w-8 shrink-0 bg-ink/35" />
        {t(PROOF_TEXT.bleed)}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} border-berry-deep`} />
        {t(PROOF_TEXT.trim)}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} border-dashed border-sprout-deep`} />
        {t(PROOF_TEXT.safety)}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={`${swatch} border-dotted border-ink`} />
        {t(PROOF_TEXT.spine)}
      </li>
      {binding === 'hardcover' && (
        <>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className={`${swatch} border-dashed border-sunrise`} />
            {t(PROOF_TEXT.hinge)}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className={`${swatch} border-dashed border-sky`} />
            {t(PROOF_TEXT.wrap)}
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
  const t = useT();
  const locale = useLocale();
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
        {t('print.proof.size', { count: pageCount })}{' '}
        {lowRes.size === 0
          ? t('print.proof.allSharp')
          : t('print.proof.someSoft', {
              count: lowRes.size,
              pages: listOf(
                [...lowRes].sort((a, b) => a - b),
                locale,
              ),
            })}
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
          {t(PROOF_TEXT.softProof)}
        </label>
        <p className="text-sm text-ink-soft">{t(PROOF_TEXT.softProofNote)}</p>
      </div>

      <p role="status" className="text-sm font-semibold text-ink-soft">
        {current !== null
          ? current === 0
            ? t('print.proof.preparingCover')
            : t('print.proof.preparingPage', { page: current, count: pageCount })
          : interiorDrawn === pageCount && drawn.has('cover')
            ? t('print.proof.allReady', { count: pageCount })
            : t('print.proof.someReady', { drawn: interiorDrawn, count: pageCount })}
      </p>

      <section aria-label={t('print.proof.coverSection')} className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('print.proof.coverHeading')}</h3>
        <ProofSheet
          {...sheet(wrapGuides, t('print.proof.cover'), cover, 1, px(720, 1440))}
          queue={coverQueue}
          onDrawn={() => markDrawn('cover')}
          onOpen={() => setOpened({ which: 'cover' })}
        />
      </section>

      <section aria-label={t('print.proof.pagesSection')} className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('print.proof.insidePages')}</h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {pages.map((page) => (
            <li key={page}>
              <ProofSheet
                {...sheet(pageGuides, t('print.proof.page', { page }), interior, page, px(200, 400))}
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
            {t(PROOF_TEXT.checkbox)}
            <span className="block text-sm font-normal text-ink-soft">{t('print.proof.checkboxNote')}</span>
          </label>
        </div>
      </div>

      <Dialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={
          opened?.which === 'cover'
            ? t('print.proof.cover')
            : opened
              ? t('print.proof.page', { page: opened.page })
              : ''
        }
        className="w-[min(96vw,64rem)]"
      >
        {opened && (
          <div className="flex flex-col gap-3">
            <ProofSheet
              {...(opened.which === 'cover'
                ? sheet(wrapGuides, t('print.proof.cover'), cover, 1, px(960, 1920))
                : sheet(
                    pageGuides,
                    t('print.proof.page', { page: opened.page }),
                    interior,
                    opened.page,
                    px(720, 1440),
                  ))}
              lowResolution={opened.which === 'interior' && lowRes.has(opened.page)}
              queue={drawNow}
              eager
            />
            <Button variant="secondary" onClick={() => setOpened(null)} className="self-end">
              {t('print.proof.close')}
            </Button>
          </div>
        )}
      </Dialog>
    </div>
  );
}
