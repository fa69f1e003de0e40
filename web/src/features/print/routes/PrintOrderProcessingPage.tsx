import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import { SimplePage } from '../../../components/ui/PageHeader';
import { LoadingLine, Spinner } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { usePageMeta } from '../../../lib/meta';
import { PRINT_BOOK_PARAM, PRINT_ORDER_PARAM, printBookPath } from '../../../lib/printPaths';
import {
  buildPrintFile,
  downloadPrintFile,
  setCoverImage,
  submitPrintJob,
  type PrintFileKind,
} from '../api/print';
import { CoverPicker } from '../components/CoverPicker';
import { OrderTimeline } from '../components/OrderTimeline';
import { PrintFileCard } from '../components/PrintFileCard';
import { useOrderProcessing, type Processing } from '../hooks/useOrderProcessing';
import type { PrintOrderDetails } from '@contract/print';
import {
  SOURCE_LOCALE,
  useLocale,
  useT,
  type Locale,
  type MessageId,
  type MessageValues,
} from '../../../i18n';
import { PROCESSING_TEXT } from '../messages';
import { itemLine, REFUND_LABELS, statusLabel } from '../statusLabels';

interface OrderState {
  storyId?: string;
  storyTitle?: string;
  orderId?: string;
}

/** A dialog's title and its already-worded message (some carry the server's own words). */
type Notice = { title: MessageId; message: string } | null;
type Translate = (id: MessageId, values?: MessageValues) => string;

const STEPS: MessageId[] = [
  'print.processing.step.paid',
  'print.processing.step.cover',
  'print.processing.step.generate',
  'print.processing.step.review',
  'print.processing.step.submit',
  'print.processing.step.submitted',
];

function stepOf(p: Processing, choosing: boolean): number {
  if (p.submitted && p.order.status !== 'REJECTED') return 5;
  const { interior, cover } = p.files;
  if (interior.exists && cover.exists) return 4;
  if (interior.status === 'building' || cover.status === 'building') return 2;
  return choosing || p.coverPage === null ? 1 : 2;
}

/** What to tell once every file this visit started has finished building (null: not yet). */
function outcomeOf(awaiting: PrintFileKind[], files: Processing['files'], t: Translate): Notice {
  if (awaiting.length === 0 || awaiting.some((kind) => files[kind].status === 'building')) return null;
  const failed = (['interior', 'cover'] as const).filter((kind) => files[kind].status === 'failed');
  if (failed.length === 0)
    return { title: 'print.processing.filesGenerated', message: t(PROCESSING_TEXT.generated) };
  const retried = awaiting.length === 1 ? awaiting[0] : null;
  if (retried && files[retried].status === 'failed')
    return {
      title: 'print.processing.retryFailed',
      message: t(retried === 'interior' ? PROCESSING_TEXT.interiorFailed : PROCESSING_TEXT.coverFailed),
    };
  if (failed.length === 2)
    return { title: 'print.processing.generationFailed', message: t(PROCESSING_TEXT.bothFailed) };
  return {
    title: 'print.processing.partial',
    message: t(
      failed[0] === 'interior' ? PROCESSING_TEXT.interiorOnlyFailed : PROCESSING_TEXT.coverOnlyFailed,
    ),
  };
}

/**
 * Why a paid order was not sent by itself (issue 45): on an English page the server's sentence
 * (it names the printer's own words); elsewhere its code's words, or the general ones for an
 * order marked before the codes.
 */
function notSentWords(order: PrintOrderDetails, locale: Locale, t: Translate): string {
  if (locale === SOURCE_LOCALE) return order.message ?? t(PROCESSING_TEXT.notSent);
  return order.notSentCode ? t(`print.notSent.${order.notSentCode}`) : t(PROCESSING_TEXT.notSent);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /print-book-order/{slug}?book={storyId}&order={orderId}: order processing, from the paid order
 * to the printer (spec part 2 §4). The ids come from the address (or the navigation state of an
 * older link), the title from the order itself: the page opens from its URL alone.
 */
export default function PrintOrderProcessingPage() {
  const t = useT();
  usePageMeta(t('print.processing.title'));
  const state = (useLocation().state ?? {}) as OrderState;
  const [params] = useSearchParams();
  const storyId = params.get(PRINT_BOOK_PARAM) ?? state.storyId;
  const orderId = params.get(PRINT_ORDER_PARAM) ?? state.orderId;
  if (!storyId || !orderId) {
    return (
      <Stopped why={t(PROCESSING_TEXT.missing)}>
        <ButtonLink to="/print-book-order">{t('print.yourPrintBooks')}</ButtonLink>
      </Stopped>
    );
  }
  return <OrderProcessing storyId={storyId} orderId={orderId} />;
}

/** The page when the order cannot be shown: why, and the way on. */
function Stopped({ why, children }: { why: string; children: ReactNode }) {
  const t = useT();
  return (
    <SimplePage title={t('print.processing.title')}>
      <p role="alert" className="text-center text-berry">
        {why}
      </p>
      <div className="flex justify-center">{children}</div>
    </SimplePage>
  );
}

function OrderProcessing({ storyId, orderId }: { storyId: string; orderId: string }) {
  const t = useT();
  const locale = useLocale();
  const { state, update, reload } = useOrderProcessing(storyId, orderId);
  const [choice, setChoice] = useState<number | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  /** Files this visit asked for, whose outcome it should announce. */
  const [awaiting, setAwaiting] = useState<PrintFileKind[]>([]);

  const ready = state.status === 'ready' ? state : null;

  const outcome = ready ? outcomeOf(awaiting, ready.files, t) : null;
  const shown = notice ?? outcome;

  if (state.status === 'loading') {
    return (
      <SimplePage title={t('print.processing.title')}>
        <LoadingLine label={t(PROCESSING_TEXT.loading)} />
      </SimplePage>
    );
  }
  if (state.status === 'failed') {
    return (
      <Stopped why={t(PROCESSING_TEXT.loadFailed)}>
        <Button onClick={() => void reload()}>{t('print.processing.tryAgain')}</Button>
      </Stopped>
    );
  }

  const { imageIds, coverPage, submitted, files, order } = state;
  const storyTitle = order.storyTitle;
  const rejected = order.status === 'REJECTED';
  const locked = submitted && !rejected;
  /** Paid with its proof checked: the payment is sending it to the printer by itself. */
  const sending = !submitted && !order.refund && order.status === 'PAID';
  /** Paid, but it could not be sent by itself: its buyer submits it (the order says why). */
  const notSent = !submitted && !order.refund && order.status === 'NOT_SENT';
  const showGallery = !locked && !sending && (coverPage === null || choosing);
  const selected = showGallery ? (choice ?? coverPage) : coverPage;
  const step = stepOf(state, choosing);
  const building = files.interior.status === 'building' || files.cover.status === 'building';

  const generate = async (kinds: PrintFileKind[], cover: number | null) => {
    setBusy(true);
    try {
      const answers = await Promise.all(
        kinds.map((kind) => buildPrintFile(storyId, kind, cover ?? undefined, order.edition, order.binding)),
      );
      update({ files: { ...files, ...Object.fromEntries(kinds.map((kind, i) => [kind, answers[i]!])) } });
      setAwaiting(kinds);
    } catch (error) {
      const single = kinds.length === 1;
      // Too many builds this hour: the server says when to try again.
      const limited = error instanceof ApiError && error.status === 429;
      setNotice({
        title: single ? 'print.processing.retryFailed' : 'print.processing.processFailedTitle',
        message: limited
          ? error.message
          : single
            ? t(kinds[0] === 'interior' ? PROCESSING_TEXT.interiorFailed : PROCESSING_TEXT.coverFailed)
            : t(PROCESSING_TEXT.processFailed, { error: errorText(error) }),
      });
    } finally {
      setBusy(false);
    }
  };

  const confirmCover = async () => {
    if (selected === null) {
      setNotice({ title: 'print.processing.selectionRequired', message: t(PROCESSING_TEXT.selectCover) });
      return;
    }
    setBusy(true);
    try {
      await setCoverImage(storyId, selected, imageIds[selected - 1] ?? '');
      update({ coverPage: selected });
      setChoosing(false);
    } catch (error) {
      setBusy(false);
      setNotice({
        title: 'print.processing.processFailedTitle',
        message: t(PROCESSING_TEXT.processFailed, { error: errorText(error) }),
      });
      return;
    }
    await generate(['interior', 'cover'], selected);
  };

  const download = async (kind: PrintFileKind) => {
    setBusy(true);
    try {
      const blob = await downloadPrintFile(storyId, kind, order.edition, order.binding);
      const name =
        kind === 'interior'
          ? order.edition === 'coloring'
            ? 'coloring-interior'
            : kind
          : order.binding === 'hardcover'
            ? 'hardcover-cover'
            : kind;
      saveBlob(blob, `StorySprout-${storyId}-${name}.pdf`);
    } catch (error) {
      console.error(`Downloading the ${kind} PDF failed`, error);
      setNotice({
        title: 'print.processing.downloadFailed',
        message: t(
          kind === 'interior' ? PROCESSING_TEXT.interiorDownloadFailed : PROCESSING_TEXT.coverDownloadFailed,
        ),
      });
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await submitPrintJob(storyId, orderId);
      if (!answer.success) {
        setNotice({
          title: 'print.processing.submissionFailed',
          message: t(PROCESSING_TEXT.submitUnsuccessful),
        });
        return;
      }
      await reload();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : errorText(error);
      setNotice({
        title: 'print.processing.submissionFailed',
        message: t('print.processing.submitFailed', { message }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/library" variant="secondary">
            {t('print.backToLibrary')}
          </ButtonLink>
          {/* Any printed book can be ordered again: a new order with its own payment and files. */}
          <ButtonLink to={printBookPath(storyId)} state={{ storyId, storyTitle }} variant="sunrise">
            {t('print.orders.again')}
          </ButtonLink>
        </div>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('print.processing.title')}</h1>
        <p className="text-ink-soft">{t('print.processing.titleLine', { title: storyTitle, orderId })}</p>
        <p className="font-semibold">{itemLine(order.binding, order.copies, t)}</p>
        {order.edition === 'coloring' && <p className="font-bold">{t('print.processing.coloring')}</p>}
      </header>

      <ol
        aria-label={t('print.processing.steps')}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
      >
        {STEPS.map((label, i) => {
          // The last step, once reached, is done rather than waiting.
          const done = i < step || (i === step && step === STEPS.length - 1);
          return (
            <li
              key={label}
              aria-current={i === step ? 'step' : undefined}
              className={`rounded-2xl px-3 py-2 text-sm font-semibold ${done ? 'bg-sprout/20 text-leaf' : i === step ? 'bg-sunrise/30' : 'bg-white text-ink-soft'}`}
            >
              {done ? '✓ ' : `${i + 1}. `}
              {t(label)}
            </li>
          );
        })}
      </ol>

      {order.refund ? (
        <p role="status" className="rounded-3xl bg-white p-5 font-semibold text-berry-dark shadow-soft">
          {t(REFUND_LABELS[order.refund])}
        </p>
      ) : null}

      {sending ? (
        <section className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-soft">
          <h2 className="text-2xl font-semibold">{statusLabel('PAID', t)}</h2>
          <p role="status" className="flex items-center gap-3 text-ink-soft">
            <Spinner className="size-5" /> {t(PROCESSING_TEXT.sending)}
          </p>
        </section>
      ) : null}

      {notSent ? (
        <section className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-soft">
          <h2 className="text-2xl font-semibold text-berry-dark">{statusLabel('NOT_SENT', t)}</h2>
          <p role="alert">{notSentWords(order, locale, t)}</p>
        </section>
      ) : null}

      {locked ? (
        <section className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-soft">
          <h2 className="text-2xl font-semibold text-leaf">{t('print.processing.submittedTitle')}</h2>
          <p>{t(PROCESSING_TEXT.submitted)}</p>
        </section>
      ) : null}

      <CoverPicker
        imageIds={imageIds}
        title={storyTitle}
        selected={selected}
        onSelect={setChoice}
        {...(showGallery || selected === null ? {} : { only: selected })}
      />

      {!locked && !sending && (
        <div className="flex flex-wrap gap-3">
          {showGallery ? (
            <Button onClick={() => void confirmCover()} disabled={busy || building}>
              {t('print.processing.confirmCover')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setChoosing(true)} disabled={busy || building}>
                {t('print.processing.otherCover')}
              </Button>
              {!building && (rejected || !(files.interior.exists && files.cover.exists)) && (
                <Button onClick={() => void generate(['interior', 'cover'], coverPage)} disabled={busy}>
                  {rejected ? t('print.processing.generateAgain') : t('print.processing.generate')}
                </Button>
              )}
            </>
          )}
        </div>
      )}

      {(files.interior.status !== 'none' || files.cover.status !== 'none') && (
        <div className="grid gap-4 sm:grid-cols-2">
          {(['interior', 'cover'] as const).map((kind) => (
            <PrintFileCard
              key={kind}
              kind={kind}
              file={files[kind]}
              busy={busy}
              onDownload={() => void download(kind)}
              {...(locked ? {} : { onRetry: () => void generate([kind], coverPage) })}
            />
          ))}
        </div>
      )}

      {!locked && !sending && files.interior.exists && files.cover.exists && (
        <div className="flex flex-col gap-2">
          <p>{t(PROCESSING_TEXT.review)}</p>
          <Button onClick={() => void submit()} disabled={busy} className="self-start">
            {t('print.processing.submit')}
          </Button>
        </div>
      )}

      {(submitted || order.history.length > 2) && <OrderTimeline order={order} />}

      <MessageDialog
        open={shown !== null}
        title={shown ? t(shown.title) : ''}
        onClose={() => {
          setNotice(null);
          if (outcome) setAwaiting([]);
        }}
      >
        <p>{shown?.message}</p>
      </MessageDialog>
    </div>
  );
}
