import { randomUUID } from 'node:crypto';
import type { Binding, PrintEdition, PrintFileStatus, ProofAnswer } from '../../contract/print.js';
import { libraryService, ownBook, pdfInputsOf } from '../../books/index.js';
import { countedCall } from '../../shared/callLimits.js';
import { printUsagePath } from '../usage.js';
import type { DocData } from '../../ports/documentStore.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { enqueueOn } from '../../tasks/queueSpec.js';
import { Conflict, Invalid, NotFound } from '../../shared/domainErrors.js';
import { asJson } from '../../shared/json.js';
import { coverProofOf, interiorProofOf, PROOF_URL_SECONDS } from './proof.js';
import {
  fileStatusOf,
  coverSlotOf,
  interiorSlotOf,
  isCoverSlot,
  PRINT_PAGE_COUNT,
  PRINT_MESSAGES,
  PRINT_QUEUES,
  printFileName,
  printFilesPath,
  type PrintFileSlot,
  type PrintFileState,
  type PrintFilesRecord,
} from './model.js';

/** A build that has not finished in this long is assumed lost, and may be started again. */
const STALE_BUILD_MS = 15 * 60 * 1000;

const recordOf = (data: DocData | null, uid: string): PrintFilesRecord => ({
  uid,
  coverImageNum: null,
  coverImageId: null,
  interior: null,
  coloringInterior: null,
  cover: null,
  hardcoverCover: null,
  ...(data as Partial<PrintFilesRecord> | null),
});

/** The cover on page `page`: that page's current picture (a 400 for a page that is not 1-10). */
function coverChoice(selected: string[], page: number) {
  const current = selected[page - 1];
  if (!current) throw new Invalid('selectedImageNum must be a page number from 1 to 10');
  return { coverImageNum: page, coverImageId: current };
}

/** The cover choice and the print-ready files of the caller's finished books. */
export function printFilesService(deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'tasks' | 'logger'>) {
  const { store, blobs, clock, tasks } = deps;
  const library = libraryService(deps);

  /** The caller's finished book and its print files record (404 for anyone else's). */
  async function own(caller: Caller, bookId: string) {
    await library.finishedBook(caller, bookId);
    return recordOf(await store.get(printFilesPath(bookId)), caller.uid);
  }

  return {
    /** The record, for the order's submission. */
    own,

    /** POST /user/getImageNumbers: the book's current image ids, page by page. */
    async imageNumbers(caller: Caller, bookId: string) {
      await library.finishedBook(caller, bookId);
      return { imageNumbers: (await ownBook(store, caller, bookId)).selected };
    },

    /** POST /user/getCoverImage */
    async coverImage(caller: Caller, bookId: string) {
      const record = await own(caller, bookId);
      return { isSet: record.coverImageNum !== null, coverImageNum: record.coverImageNum };
    },

    /**
     * POST /user/setCoverImage: the page whose current picture becomes the cover. The image id,
     * when sent, must be that page's current picture.
     */
    async setCover(caller: Caller, bookId: string, page: number, imageIdSent?: string) {
      await library.finishedBook(caller, bookId);
      const book = await ownBook(store, caller, bookId);
      const cover = coverChoice(book.selected, page);
      if (imageIdSent && imageIdSent !== cover.coverImageId && imageIdSent !== bookId)
        throw new Invalid(
          `selectedBookId must be the current picture of page ${page} (${cover.coverImageId})`,
        );
      await store.runTransaction(async (tx) => {
        const record = recordOf(await tx.get(printFilesPath(bookId)), caller.uid);
        tx.set(printFilesPath(bookId), asJson({ ...record, ...cover }) as DocData);
      });
      return { isSet: true, coverImageNum: page };
    },

    /**
     * Starts building a file unless a build of it is already running (a double click or both
     * buttons at once start one build) or the ready file was built from what the book shows now
     * (its words, pictures and cover choice). The cover needs its picture chosen first, here or
     * before. A build counts toward the caller's hourly limit; a refused one changes nothing.
     */
    async build(caller: Caller, bookId: string, kind: PrintFileSlot, coverImageNum?: number) {
      await own(caller, bookId);
      const book = await ownBook(store, caller, bookId);
      const cover = coverImageNum === undefined ? null : coverChoice(book.selected, coverImageNum);
      const now = clock.now();
      const started = await store.runTransaction(async (tx) => {
        const found = recordOf(await tx.get(printFilesPath(bookId)), caller.uid);
        const usage = await tx.get(printUsagePath(caller.uid));
        const record = cover ? { ...found, ...cover } : found;
        if (isCoverSlot(kind) && !record.coverImageId) throw new Invalid(PRINT_MESSAGES.selectCover);
        const current = record[kind] ?? null;
        const running =
          current?.status === 'building' &&
          now.getTime() - new Date(current.requestedAt).getTime() < STALE_BUILD_MS;
        const pictures = isCoverSlot(kind) ? [record.coverImageId ?? ''] : book.selected;
        const unchanged = current?.status === 'ready' && current.inputs === pdfInputsOf(book, kind, pictures);
        if (running || unchanged) {
          if (cover) tx.set(printFilesPath(bookId), asJson(record) as DocData);
          return null;
        }
        tx.set(printUsagePath(caller.uid), countedCall(usage, 'printFileBuilds', now));
        const state: PrintFileState = {
          status: 'building',
          build: randomUUID(),
          blob: null,
          message: null,
          pages: null,
          lowResolutionPages: [],
          requestedAt: now.toISOString(),
          builtAt: null,
        };
        tx.set(printFilesPath(bookId), asJson({ ...record, [kind]: state }) as DocData);
        return { state, previous: current?.blob ?? null };
      });
      if (started) {
        await enqueueOn(
          tasks,
          PRINT_QUEUES.buildPrintFile,
          { bookId, kind, build: started.state.build },
          {
            id: `${kind}-${started.state.build}`,
          },
        );
        // The old file goes once the new build owns the record; a download in flight may 404.
        if (started.previous) await blobs.delete(started.previous);
      }
      return this.status(caller, bookId, kind);
    },

    /** POST /user/checkInnerFileStatus, /user/checkCoverPdfStatus */
    async status(caller: Caller, bookId: string, kind: PrintFileSlot): Promise<PrintFileStatus> {
      return fileStatusOf((await own(caller, bookId))[kind] ?? null);
    },

    /**
     * POST /user/print/proof: both files of the edition as built, with where their trim, bleed,
     * safety, spine (and a hardcover's wrap and hinges) lie. 409 until both are ready.
     */
    async proof(
      caller: Caller,
      bookId: string,
      edition: PrintEdition,
      binding: Binding,
    ): Promise<ProofAnswer> {
      const record = await own(caller, bookId);
      const interior = record[interiorSlotOf(edition)] ?? null;
      const cover = record[coverSlotOf(binding)] ?? null;
      const ready = (state: PrintFileState | null): state is PrintFileState & { blob: string } =>
        state?.status === 'ready' && state.blob !== null;
      if (!ready(interior) || !ready(cover))
        throw new Conflict(
          interior?.status === 'building' || cover?.status === 'building'
            ? PRINT_MESSAGES.proofBuilding
            : PRINT_MESSAGES.proofMissing,
        );
      let coverGeometry: Omit<ProofAnswer['cover'], 'url'>;
      try {
        coverGeometry = coverProofOf(binding, PRINT_PAGE_COUNT, cover.sizePt);
      } catch (error) {
        throw new Conflict(error instanceof Error ? error.message : String(error));
      }
      return {
        interior: {
          url: await blobs.signedUrl(interior.blob, PROOF_URL_SECONDS),
          ...interiorProofOf(interior.pages ?? PRINT_PAGE_COUNT, interior.lowResolutionPages),
        },
        cover: { url: await blobs.signedUrl(cover.blob, PROOF_URL_SECONDS), ...coverGeometry },
      };
    },

    /** The built file's bytes, 404 until it is ready. */
    async download(caller: Caller, bookId: string, kind: PrintFileSlot) {
      const state = (await own(caller, bookId))[kind];
      const file = state?.status === 'ready' && state.blob ? await blobs.get(state.blob) : null;
      if (!file) throw new NotFound(PRINT_MESSAGES.notBuilt, 'print_files_not_ready');
      return { bytes: file.bytes, fileName: printFileName(bookId, kind) };
    },
  };
}
