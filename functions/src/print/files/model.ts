import { z } from 'zod';
import type { Binding, PrintEdition, PrintFileKind, PrintFileStatus } from '../../contract/print.js';
import type { QueueSpec } from '../../tasks/queueSpec.js';
import type { DocData, JsonValue } from '../../ports/documentStore.js';
import { asJson } from '../../shared/json.js';

/**
 * The print-ready files of one book (Lulu's rules): the interior, every page 8.75 x 8.75 in
 * (8.5 in trim + 0.125 in bleed each side) padded to 32 pages, and the one-page cover at the
 * provider's size. Both are built on tasks, independently, and rebuilt harmlessly.
 */
export const BLEED_PT = 9;
/** Lulu's minimum for a perfect-bound paperback. */
export const PRINT_PAGE_COUNT = 32;
/** 300 ppi over the full-bleed page (8.75 in). */
export const PRINT_IMAGE_PX = 2625;
/** Below this a picture prints visibly soft; the file status names such pages. */
export const MIN_PRINT_PPI = 150;
/** How long the provider may take to fetch the files after a job is submitted. */
export const FILE_URL_SECONDS = 7 * 24 * 3600;

/**
 * Where a file lives on the record: the colour interior, the colouring edition's black-and-white
 * interior, or the cover (one cover serves both editions: both papers bulk 444 pages an inch, so
 * the spine and the cover's size are the same, and Lulu prints every cover in colour).
 */
export type PrintFileSlot = PrintFileKind | 'coloringInterior' | 'hardcoverCover';
export const interiorSlotOf = (edition: PrintEdition): PrintFileSlot =>
  edition === 'coloring' ? 'coloringInterior' : 'interior';
/**
 * The cover of each binding is its own file (issue 30): the casewrap's sheet is larger (a wrap
 * instead of a bleed, hinges beside the spine; coverGeometry.ts), the interior is the same.
 */
export const coverSlotOf = (binding: Binding): PrintFileSlot =>
  binding === 'hardcover' ? 'hardcoverCover' : 'cover';
export const isCoverSlot = (slot: PrintFileSlot): slot is 'cover' | 'hardcoverCover' =>
  slot === 'cover' || slot === 'hardcoverCover';
export const bindingOfCoverSlot = (slot: 'cover' | 'hardcoverCover'): Binding =>
  slot === 'hardcoverCover' ? 'hardcover' : 'paperback';
/** Every file a book may have. */
export const PRINT_FILE_SLOTS: readonly PrintFileSlot[] = [
  'interior',
  'coloringInterior',
  'cover',
  'hardcoverCover',
];

export const PRINT_FILES_COLLECTION = 'printFiles';
export const printFilesPath = (bookId: string) => `${PRINT_FILES_COLLECTION}/${bookId}`;
export const PRINT_FILE_BLOBS = {
  file: (bookId: string, kind: PrintFileSlot, build: string) => `print/${bookId}/${kind}.${build}.pdf`,
  all: (bookId: string) => `print/${bookId}/`,
  /**
   * An order's own copy of a file, taken when it is submitted (issue 30): a later edit or
   * reorder rebuilds the book's files without touching what the printer fetches. Under the
   * book's prefix, so it is erased with the book.
   */
  ofOrder: (bookId: string, orderId: string, kind: PrintFileSlot, build: string) =>
    `print/${bookId}/orders/${orderId}/${kind}.${build}.pdf`,
} as const;
export const printFileName = (bookId: string, kind: PrintFileSlot) =>
  kind === 'interior'
    ? `StorySprout-${bookId}-interior.pdf`
    : kind === 'coloringInterior'
      ? `StorySprout-${bookId}-coloring-interior.pdf`
      : kind === 'hardcoverCover'
        ? `StorySprout-${bookId}-hardcover-cover.pdf`
        : `StorySprout-${bookId}-cover.pdf`;

export interface PrintFileState {
  status: 'building' | 'ready' | 'failed';
  /** Each build has its own id: a late or repeated task of an older build changes nothing. */
  build: string;
  blob: string | null;
  message: string | null;
  pages: number | null;
  lowResolutionPages: number[];
  requestedAt: string;
  builtAt: string | null;
  /** The page size a cover was built at (the provider's answer); absent on older records. */
  sizePt?: { widthPt: number; heightPt: number } | null;
  /** The fingerprint of what a ready file was built from (books' pdfInputsOf): reused while it matches. */
  inputs?: string | null;
}

/** printFiles/{bookId}: the cover choice and the two files of one book. */
export interface PrintFilesRecord {
  uid: string;
  coverImageNum: number | null;
  /** The image id of that page chosen for the cover. */
  coverImageId: string | null;
  interior: PrintFileState | null;
  /** The colouring edition's interior (absent on records from before it). */
  coloringInterior?: PrintFileState | null;
  cover: PrintFileState | null;
  /** The hardcover's (casewrap) cover (absent on records from before it). */
  hardcoverCover?: PrintFileState | null;
}

/** The record with neither file reusable: the next build of each starts afresh (a rejected job). */
export function withoutReuse(record: DocData): DocData {
  const files = record as unknown as PrintFilesRecord;
  const forget = (state: PrintFileState | null) => (state ? { ...state, inputs: null } : null);
  return asJson({
    ...files,
    interior: forget(files.interior),
    coloringInterior: forget(files.coloringInterior ?? null),
    cover: forget(files.cover),
    hardcoverCover: forget(files.hardcoverCover ?? null),
  }) as DocData;
}

export function fileStatusOf(state: PrintFileState | null): PrintFileStatus {
  return {
    exists: state?.status === 'ready',
    status: state?.status ?? 'none',
    message: state?.message ?? null,
    pages: state?.pages ?? null,
    lowResolutionPages: state?.lowResolutionPages ?? [],
    build: state?.build ?? null,
  };
}

export const PRINT_MESSAGES = {
  selectCover: 'Please select a cover image first',
  interiorFailed: 'Failed to generate print PDF',
  coverFailed: 'Failed to generate cover PDF',
  notBuilt: 'This print file has not been built yet.',
  proofBuilding: 'Your proof is still being made. It will be ready in a few minutes.',
  proofMissing: 'There is no proof yet: choose a cover and make the print files first.',
} as const;

const payload = z.object({
  bookId: z.string().regex(/^\d{10,16}$/),
  kind: z.enum(['interior', 'coloringInterior', 'cover', 'hardcoverCover']),
  build: z.string().regex(/^[0-9a-f-]{36}$/),
});
/** The print files' queue: one build of one file. */
export const PRINT_QUEUES = {
  buildPrintFile: {
    name: 'buildPrintFile',
    rules: { maxAttempts: 3, minBackoffSeconds: 10, maxBackoffSeconds: 60 },
    payload,
  },
} as const satisfies Record<string, QueueSpec<z.ZodType<{ [key: string]: JsonValue }>>>;
