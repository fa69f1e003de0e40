import { useCallback, useEffect, useState } from 'react';
import {
  getCoverImage,
  getImageNumbers,
  getPrintFileStatus,
  getPrintOrderDetails,
  getSubmittedStatus,
  type Binding,
  type PrintEdition,
  type PrintFileKind,
  type PrintFileStatus,
  type PrintOrderDetails,
} from '../api/print';
import { FINAL_STATUSES } from '../statusLabels';

/** How often the page asks about files being built, and about a submitted order. */
export const FILE_POLL_MS = 4_000;
export const ORDER_POLL_MS = 5_000;

export type Files = Record<PrintFileKind, PrintFileStatus>;

export interface Processing {
  imageIds: string[];
  coverPage: number | null;
  submitted: boolean;
  files: Files;
  order: PrintOrderDetails;
}

export type ProcessingState =
  { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & Processing);

/** The order's two files: the interior of its edition, and the cover of its binding. */
async function filesOf(storyId: string, edition: PrintEdition, binding: Binding): Promise<Files> {
  const [interior, cover] = await Promise.all([
    getPrintFileStatus(storyId, 'interior', edition, binding),
    getPrintFileStatus(storyId, 'cover', edition, binding),
  ]);
  return { interior, cover };
}

/**
 * Everything order processing shows (spec part 2 §4): on load whether the order was submitted,
 * whether each file exists and whether a cover is chosen; then it keeps asking while a file is
 * being built, while the payment sends the order to the printer and, once submitted, until the
 * order reaches a final status.
 */
export function useOrderProcessing(storyId: string, orderId: string) {
  const [state, setState] = useState<ProcessingState>({ status: 'loading' });

  const fetchAll = useCallback(async (): Promise<ProcessingState> => {
    try {
      // The order first: its edition says which interior is its own.
      const order = await getPrintOrderDetails(storyId, orderId);
      const [imageIds, coverPage, submitted, files] = await Promise.all([
        getImageNumbers(storyId),
        getCoverImage(storyId),
        getSubmittedStatus(storyId, orderId),
        filesOf(storyId, order.edition, order.binding),
      ]);
      return { status: 'ready', imageIds, coverPage, submitted, files, order };
    } catch (error) {
      console.error('Loading the print order failed', error);
      return { status: 'failed' };
    }
  }, [storyId, orderId]);

  useEffect(() => {
    let active = true;
    void fetchAll().then((next) => active && setState(next));
    return () => {
      active = false;
    };
  }, [fetchAll]);

  /** Loads everything again (after a submission, or a failed first load). */
  const reload = useCallback(async () => setState(await fetchAll()), [fetchAll]);

  const update = useCallback((change: Partial<Processing>) => {
    setState((current) => (current.status === 'ready' ? { ...current, ...change } : current));
  }, []);

  const building =
    state.status === 'ready' &&
    (state.files.interior.status === 'building' || state.files.cover.status === 'building');
  const edition = state.status === 'ready' ? state.order.edition : undefined;
  const binding = state.status === 'ready' ? state.order.binding : undefined;
  useEffect(() => {
    if (!building || !edition || !binding) return;
    const timer = setInterval(() => {
      filesOf(storyId, edition, binding).then(
        (files) => update({ files }),
        (error: unknown) => console.error('Checking the print files failed', error),
      );
    }, FILE_POLL_MS);
    return () => clearInterval(timer);
  }, [building, storyId, edition, binding, update]);

  // Once submitted, until a final status; and while the payment is sending it to the printer.
  const following =
    state.status === 'ready' &&
    (state.submitted || state.order.status === 'PAID') &&
    !FINAL_STATUSES.includes(state.order.status);
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(() => {
      getPrintOrderDetails(storyId, orderId).then(
        (order) => update({ order, submitted: order.submitted }),
        (error: unknown) => console.error('Checking the print order failed', error),
      );
    }, ORDER_POLL_MS);
    return () => clearInterval(timer);
  }, [following, storyId, orderId, update]);

  return { state, update, reload };
}
