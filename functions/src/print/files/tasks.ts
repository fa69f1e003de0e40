import { pdfInputsOf, readBook } from '../../books/index.js';
import type { DocData } from '../../ports/documentStore.js';
import type { Deps } from '../../ports/index.js';
import type { TaskContext } from '../../ports/taskQueue.js';
import { asJson } from '../../shared/json.js';
import { buildCover, buildInterior } from './build.js';
import {
  bindingOfCoverSlot,
  isCoverSlot,
  PRINT_FILE_BLOBS,
  PRINT_MESSAGES,
  printFilesPath,
  type PrintFileSlot,
  type PrintFileState,
  type PrintFilesRecord,
} from './model.js';

/** The buildPrintFile queue: builds one file for the build the record asks for, once. */
export function printFileTasks(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'illustrator' | 'print' | 'logger'>,
) {
  const { store, blobs, clock, logger } = deps;

  /** Settles the build if it is still the one the record waits for; false otherwise. */
  async function settle(bookId: string, kind: PrintFileSlot, build: string, change: Partial<PrintFileState>) {
    return store.runTransaction(async (tx) => {
      const record = (await tx.get(printFilesPath(bookId))) as unknown as PrintFilesRecord | null;
      const state = record?.[kind];
      if (!record || state?.build !== build || state.status !== 'building') return false;
      tx.set(printFilesPath(bookId), asJson({ ...record, [kind]: { ...state, ...change } }) as DocData);
      return true;
    });
  }

  async function buildFile(
    { bookId, kind, build }: { bookId: string; kind: PrintFileSlot; build: string },
    context: TaskContext,
  ) {
    const record = (await store.get(printFilesPath(bookId))) as unknown as PrintFilesRecord | null;
    const state = record?.[kind];
    // A repeated delivery, or a build another has replaced: nothing to do.
    if (!record || state?.build !== build || state.status !== 'building') return;
    const book = await readBook(store, bookId);
    try {
      if (!book) throw new Error(`Book ${bookId} is gone`);
      const blob = PRINT_FILE_BLOBS.file(bookId, kind, build);
      let built: {
        pdf: Buffer;
        pages: number;
        lowResolutionPages: number[];
        sizePt?: { widthPt: number; heightPt: number };
      };
      let inputs: string;
      if (!isCoverSlot(kind)) {
        built = await buildInterior(deps, bookId, book, kind === 'coloringInterior' ? 'coloring' : 'colour');
        inputs = pdfInputsOf(book, kind, book.selected);
      } else {
        if (!record.coverImageId) throw new Error('No cover picture chosen');
        inputs = pdfInputsOf(book, kind, [record.coverImageId]);
        const cover = await buildCover(deps, bookId, book, record.coverImageId, bindingOfCoverSlot(kind));
        built = {
          pdf: cover.pdf,
          pages: 1,
          lowResolutionPages: [],
          sizePt: { widthPt: cover.widthPt, heightPt: cover.heightPt },
        };
      }
      await blobs.put(blob, built.pdf, 'application/pdf');
      const kept = await settle(bookId, kind, build, {
        status: 'ready',
        blob,
        pages: built.pages,
        lowResolutionPages: built.lowResolutionPages,
        ...(built.sizePt ? { sizePt: built.sizePt } : {}),
        builtAt: clock.now().toISOString(),
        // What this build read, so an unchanged book reuses the file.
        inputs,
      });
      if (!kept) await blobs.delete(blob);
    } catch (error) {
      if (!context.isLastAttempt) throw error;
      logger.error(`Print ${kind} of book ${bookId} failed for good`, {
        bookId,
        kind,
        attempt: context.attempt,
        error,
      });
      await settle(bookId, kind, build, {
        status: 'failed',
        message: isCoverSlot(kind) ? PRINT_MESSAGES.coverFailed : PRINT_MESSAGES.interiorFailed,
      });
    }
  }

  return { buildFile };
}
