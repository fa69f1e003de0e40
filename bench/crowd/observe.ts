/**
 * What the crowd simulation watches on the stack: books and classes in its store, the model calls
 * in its log (the simulated engines log each one), the picture files in its blob folder.
 */
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DocumentStore } from '../../functions/src/ports/documentStore.js';
import { SIMULATED_CALL_MESSAGE } from '../../functions/src/adapters/simulatedModelTime/engines.js';
import type { LedgerRow } from './integrity.js';

export interface ModelCall {
  kind: 'draw' | 'check';
  bookId?: string;
  page?: number;
  variant?: number;
  /** When the simulation read it in the log (within a poll of when it was answered). */
  atMs: number;
}

/** One log line of the stack, if it is a simulated model call (the emulator prints `>  {json}`). */
export function modelCallOf(line: string, atMs: number): ModelCall | null {
  if (!line.includes(SIMULATED_CALL_MESSAGE)) return null;
  const kind = line.includes(`${SIMULATED_CALL_MESSAGE} (draw)`) ? 'draw' : 'check';
  const start = line.indexOf('{');
  try {
    const entry = JSON.parse(line.slice(start)) as { bookId?: string; page?: number; variant?: number };
    return { kind, bookId: entry.bookId, page: entry.page, variant: entry.variant, atMs };
  } catch {
    return { kind, atMs };
  }
}

/** Reads the lines added to a log file since the last read. */
export class LogTail {
  private offset = 0;
  private rest = '';

  constructor(private readonly file: string) {
    if (existsSync(file)) this.offset = statSync(file).size;
  }

  lines(): string[] {
    if (!existsSync(this.file)) return [];
    const size = statSync(this.file).size;
    if (size <= this.offset) return [];
    const buffer = Buffer.alloc(size - this.offset);
    const fd = openSync(this.file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, this.offset);
    } finally {
      closeSync(fd);
    }
    this.offset = size;
    const text = this.rest + buffer.toString('utf8');
    const lines = text.split('\n');
    this.rest = lines.pop() ?? '';
    return lines;
  }
}

/** Each page's status of a book (pages 1 to 10), or null while it does not exist. */
export async function pageStatuses(store: DocumentStore, bookId: string): Promise<string[] | null> {
  const book = await store.get(`books/${bookId}`);
  if (!book) return null;
  const pages = Array.isArray(book.pages) ? (book.pages as { status?: string }[]) : [];
  return pages.map((page) => String(page?.status ?? 'missing'));
}

export interface ClassChildren {
  organizationID: string | null;
  books: (string | null)[];
  failed: number;
}

export async function classChildren(
  store: DocumentStore,
  classId: string,
  size: number,
): Promise<ClassChildren> {
  const room = await store.get(`classes/${classId}`);
  const rows = await store.query(`classes/${classId}/children`);
  const books: (string | null)[] = Array.from({ length: size }, () => null);
  let failed = 0;
  for (const row of rows) {
    const index = Number(row.data.index ?? row.id);
    if (index >= 0 && index < size)
      books[index] = typeof row.data.bookId === 'string' ? row.data.bookId : null;
    if (row.data.failed === true) failed += 1;
  }
  return {
    organizationID: typeof room?.organizationID === 'string' ? room.organizationID : null,
    books,
    failed,
  };
}

/** A balance (the `credits` field of its document) and its ledger in order. */
export async function balanceAndLedger(
  store: DocumentStore,
  doc: string,
): Promise<{ balance: number; ledger: LedgerRow[] }> {
  const data = await store.get(doc);
  const rows = await store.query(`${doc}/creditLedger`);
  return {
    balance: typeof data?.credits === 'number' ? data.credits : 0,
    ledger: rows.sort((a, b) => a.id.localeCompare(b.id)).map((row) => row.data as unknown as LedgerRow),
  };
}

/**
 * Picture files kept for each original page ('{bookId}_{page}') in a local blob folder: every
 * drawing gets a fresh name, so two files of one page mean it was drawn (and stored) twice.
 * Empty where the blobs are elsewhere (the Storage emulator).
 */
export function pictureFiles(blobDir: string, bookIds: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const bookId of bookIds) {
    const dir = path.join(blobDir, 'books', bookId, 'images');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const match = /^(\d+)_(\d+)\.[^.]+\.png$/.exec(name);
      if (match) counts.set(`${match[1]}_${match[2]}`, (counts.get(`${match[1]}_${match[2]}`) ?? 0) + 1);
    }
  }
  return counts;
}
