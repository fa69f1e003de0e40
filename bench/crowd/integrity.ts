/**
 * What the crowd must not do to anybody (issue 46: 0 lost, 0 doubled, 0 charged twice), judged
 * from the store, the blob folder and the model calls in the stack's log after the run.
 */
export interface LedgerRow {
  reason: string;
  amount: number;
  balanceAfter: number;
  reference: string | null;
}

export interface ObservedBook {
  bookId: string;
  kind: 'parent' | 'class';
  /** Each page's status, pages 1 to 10. */
  pages: string[];
}

/**
 * A parent of the crowd: a fresh account (the free story's credit only) that saved one book, or
 * was turned away before saving it (`turnedAway`: then nothing may have been spent).
 */
export interface ObservedParent {
  uid: string;
  bookId: string;
  turnedAway?: boolean;
  balance: number;
  ledger: LedgerRow[];
}

/** A class of the crowd, with its organization's balance and ledger (one Classroom Pack bought). */
export interface ObservedClass {
  classId: string;
  size: number;
  /** Each child's book, or null where none was made. */
  books: (string | null)[];
  /** Children whose book could not be made (their credit went back). */
  failed: number;
  packCredits: number;
  balance: number;
  ledger: LedgerRow[];
}

export interface Integrity {
  /** Saved books (or class children) that do not have all their pictures. */
  missingPictures: string[];
  /** Pages the model drew more than once ('{bookId}_{page}': draw calls, or kept files). */
  drawnTwice: string[];
  /** Accounts charged more than once for one book (or one class). */
  chargedTwice: string[];
  /** Accounts whose balance is not what their ledger and their books say. */
  chargedWrongly: string[];
}

export const PAGES = 10;
const pageKeys = (bookId: string) => Array.from({ length: PAGES }, (_, i) => `${bookId}_${i + 1}`);

/** Whether the ledger adds up: each entry's balanceAfter follows from the one before, ending at `balance`. */
export function ledgerAddsUp(ledger: readonly LedgerRow[], balance: number): boolean {
  let running = 0;
  for (const row of ledger) {
    running += row.amount;
    if (row.balanceAfter !== running) return false;
  }
  return running === balance;
}

export function checkIntegrity(input: {
  books: ObservedBook[];
  parents: ObservedParent[];
  classes: ObservedClass[];
  /** Model draw calls of each original page ('{bookId}_{page}'), from the log. */
  drawCalls: Map<string, number>;
  /** Picture files kept for each original page ('{bookId}_{page}'), from the blob folder. */
  pictureFiles: Map<string, number>;
}): Integrity {
  const missingPictures: string[] = [];
  const drawnTwice = new Set<string>();
  for (const book of input.books) {
    if (book.pages.length !== PAGES || book.pages.some((status) => status !== 'ready'))
      missingPictures.push(book.bookId);
    for (const key of pageKeys(book.bookId))
      if ((input.drawCalls.get(key) ?? 0) > 1 || (input.pictureFiles.get(key) ?? 0) > 1) drawnTwice.add(key);
  }
  const chargedTwice: string[] = [];
  const chargedWrongly: string[] = [];
  for (const parent of input.parents) {
    const spends = parent.ledger.filter((row) => row.amount < 0);
    const forBook = spends.filter((row) => row.reference === parent.bookId);
    if (forBook.length > 1) chargedTwice.push(parent.uid);
    const granted = parent.ledger.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0);
    const spent = parent.turnedAway ? 0 : 1;
    if (
      forBook.length !== spent ||
      (spent === 1 && forBook[0]!.amount !== -1) ||
      spends.length !== forBook.length ||
      granted !== 1 ||
      parent.balance !== 1 - spent ||
      !ledgerAddsUp(parent.ledger, parent.balance)
    )
      chargedWrongly.push(parent.uid);
  }
  for (const room of input.classes) {
    const made = room.books.filter((b) => b !== null).length;
    if (made < room.size - room.failed)
      missingPictures.push(`${room.classId}: ${room.size - made} books never made`);
    const charges = room.ledger.filter(
      (row) => row.reason === 'class-book' && row.reference === room.classId,
    );
    const refunds = room.ledger.filter((row) => row.reason === 'class-book-failed');
    if (charges.length > 1) chargedTwice.push(room.classId);
    const expected = room.packCredits - room.size + room.failed;
    if (
      charges.length !== 1 ||
      charges[0]!.amount !== -room.size ||
      refunds.length !== room.failed ||
      room.balance !== expected ||
      !ledgerAddsUp(room.ledger, room.balance)
    )
      chargedWrongly.push(room.classId);
  }
  return { missingPictures, drawnTwice: [...drawnTwice], chargedTwice, chargedWrongly };
}

export const integrityProblems = (result: Integrity) =>
  result.missingPictures.length +
  result.drawnTwice.length +
  result.chargedTwice.length +
  result.chargedWrongly.length;
