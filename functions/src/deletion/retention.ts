import { booksPastRetention } from '../books/index.js';
import { characterEraser, charactersPastRetention } from '../characters/index.js';
import type { Deps } from '../ports/index.js';
import { deleteExpiredNewsletterRequests } from '../public/index.js';
import { bookEraser } from './registry.js';

/**
 * What the privacy policy promises, as numbers: a book nobody has opened, edited or ordered for
 * 18 months is deleted with its files; a draft never saved is deleted after 30 days; a saved
 * character neither changed nor put in a book for 18 months is deleted with its photos; a
 * newsletter sign-up never confirmed is deleted once its link expired (public's CONFIRMATION_DAYS).
 */
export const RETENTION = { unusedBookMonths: 18, draftDays: 30 } as const;

const DAY_MS = 24 * 3600 * 1000;

function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * The daily retention sweep: books decides which books are past it, the registry erases them;
 * characters and the newsletter (public) decide and erase their own.
 */
export function retentionService(deps: Pick<Deps, 'store' | 'blobs' | 'clock'>) {
  const { store, clock } = deps;
  const eraseBook = bookEraser(deps);

  return {
    async sweep(): Promise<{
      unusedBooks: number;
      drafts: number;
      unusedCharacters: number;
      newsletterRequests: number;
    }> {
      const now = clock.now();
      const unusedBefore = monthsBefore(now, RETENTION.unusedBookMonths).toISOString();
      const draftsBefore = new Date(now.getTime() - RETENTION.draftDays * DAY_MS).toISOString();
      let unusedBooks = 0;
      let drafts = 0;
      for (const { bookId, kind } of await booksPastRetention(store, { unusedBefore, draftsBefore })) {
        await eraseBook(bookId);
        if (kind === 'draft') drafts += 1;
        else unusedBooks += 1;
      }
      const eraseCharacter = characterEraser(deps);
      const characters = await charactersPastRetention(store, unusedBefore);
      for (const id of characters) await eraseCharacter(id);
      const newsletterRequests = await deleteExpiredNewsletterRequests(store, now);
      return { unusedBooks, drafts, unusedCharacters: characters.length, newsletterRequests };
    },
  };
}
