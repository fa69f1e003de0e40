import type { DocData } from '../../ports/documentStore.js';
import type { Deps } from '../../ports/index.js';
import type { TaskContext } from '../../ports/taskQueue.js';
import { givesUp } from '../../tasks/givesUp.js';
import { asJson, BOOK_BLOBS, bookPath, fromDoc, narrationPath } from '../book.js';
import { isSaved, narrationOf, pageText, textHashOf, textOfVoice, type NarrationRecord } from './model.js';

/**
 * The narratePage queue's work: one page of a saved book read aloud in one voice, for the words
 * the page has now (in a bilingual book, the voice's language names which of its two texts). Safe to deliver twice: a page already narrated for these words is left as it
 * is, and a recording only becomes the page's in a transaction that finds the same words. A
 * narrator that fails for good marks the page failed (the book reads on without it; no credit is
 * ever spent on narration).
 */
export function narrationTasks(deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'narrator' | 'logger'>) {
  const { store, blobs, clock, narrator, logger } = deps;

  async function narratePage(
    { bookId, page, voice }: { bookId: string; page: number; voice: string },
    context: TaskContext,
  ) {
    const data = await store.get(bookPath(bookId));
    const book = data ? fromDoc(data, bookId) : null;
    // The voice names the text: a bilingual book's second language reads its second text.
    const read = book && isSaved(book) ? textOfVoice(book, voice) : null;
    if (!book || !read) return;
    const text = pageText(book, page, voice);
    const textHash = textHashOf(text, voice);
    const path = narrationPath(bookId, voice, page);
    const before = narrationOf(await store.get(path));
    if (before?.textHash === textHash && before.status === 'ready') return;

    const record = (fields: Partial<NarrationRecord>): NarrationRecord => ({
      bookId,
      ownerUid: book.ownerUid,
      voice,
      page,
      status: 'pending',
      textHash,
      blob: null,
      durationMs: null,
      words: [],
      round: before?.textHash === textHash ? before.round : 0,
      updatedAt: clock.now().toISOString(),
      ...fields,
    });

    /** Stores the outcome only while the page still has these words and is not narrated. */
    const settle = (fields: Partial<NarrationRecord>) =>
      store.runTransaction(async (tx) => {
        const current = await tx.get(bookPath(bookId));
        const now = current ? fromDoc(current, bookId) : null;
        if (!now || textHashOf(pageText(now, page, voice), voice) !== textHash) return null;
        const existing = narrationOf(await tx.get(path));
        if (existing?.textHash === textHash && existing.status === 'ready') return null;
        tx.set(path, asJson(record(fields)) as DocData);
        return existing;
      });

    let narration;
    try {
      narration = await narrator.narrate({ text, language: read.language, voice });
    } catch (error) {
      if (!givesUp(error, context)) throw error;
      logger.error(`The narration of page ${page} of book ${bookId} failed for good`, {
        bookId,
        page,
        attempt: context.attempt,
        error,
      });
      const replaced = await settle({ status: 'failed' });
      // A recording of the page's earlier words is no longer anyone's either.
      if (replaced?.blob) await blobs.delete(replaced.blob);
      return;
    }
    const blob = BOOK_BLOBS.narration(bookId, voice, page, textHash);
    await blobs.put(blob, narration.audio, narration.mimeType);
    const replaced = await settle({
      status: 'ready',
      blob,
      durationMs: narration.durationMs,
      words: narration.words,
    });
    // The recording of the page's earlier words is no longer anyone's.
    if (replaced?.blob && replaced.blob !== blob) await blobs.delete(replaced.blob);
    logger.info(`Page ${page} of book ${bookId} narrated`, {
      bookId,
      page,
      model: voice,
      counts: { durationMs: narration.durationMs, words: narration.words.length },
    });
  }

  return { narratePage };
}
