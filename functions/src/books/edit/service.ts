import {
  UPDATE_BOOK_MESSAGES,
  type UpdateBookRequest,
  type UpdateBookResponse,
} from '../../contract/bookEdits.js';
import { formatStoryText } from '../../contract/storyText.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { Conflict, Invalid } from '../../shared/domainErrors.js';
import { asJson, bookPath, type BookRecord } from '../book.js';
import { libraryService } from '../library/service.js';
import { ownBook } from '../ownBook.js';
import { enqueueNarration } from '../narration/queue.js';
import { dedicationRefusal } from '../share/service.js';
import { inappropriateWordMessage } from '../stories/service.js';

/**
 * What else must follow a book whose words changed, outside books (the print files: print
 * depends on books, so the composition root hands this in). Safe to run twice.
 */
export type AfterWordsChanged = (caller: Caller, bookId: string) => Promise<void>;

const isSaved = (book: BookRecord) => book.creditSpent && Boolean(book.story);

/**
 * Fixing a saved book (issue 29 item 2): its title, its paragraphs and its dedication, at no
 * credit. The words are moderated as at save, in the book's language; the pictures and their
 * legends stay as drawn. A built PDF is built again with the new words (as a new dedication
 * does), and what follows outside books (print files) is told after the change is stored.
 */
export function bookEditService(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'moderator' | 'logger' | 'tasks' | 'settings'>,
  afterWordsChanged: AfterWordsChanged = async () => {},
) {
  const { store, clock, moderator, logger } = deps;
  const library = libraryService(deps);

  return {
    /** POST /user/updateBook: answers the book's title, paragraphs and dedication as stored. */
    async update(caller: Caller, edit: UpdateBookRequest): Promise<UpdateBookResponse> {
      const { bookId } = edit;
      const before = await ownBook(store, caller, bookId);
      if (!isSaved(before)) throw new Conflict(UPDATE_BOOK_MESSAGES.notSaved, 'book_not_saved');
      const { language, secondLanguage } = before.inputs;
      const editsSecond = edit.secondTitle !== undefined || edit.secondParagraphs !== undefined;
      if (editsSecond && !secondLanguage) throw new Invalid(UPDATE_BOOK_MESSAGES.notBilingual);
      // Moderated before anything is stored: a refusal changes nothing.
      const words = [edit.storyTitle, ...(edit.paragraphs ?? [])].filter((w): w is string => Boolean(w));
      if (words.length) {
        const verdict = await moderator.check(words, language);
        if (!verdict.ok)
          throw new Invalid(inappropriateWordMessage(verdict.offending), 'inappropriate_words');
      }
      const secondWords = [edit.secondTitle, ...(edit.secondParagraphs ?? [])].filter((w): w is string =>
        Boolean(w),
      );
      if (secondLanguage && secondWords.length) {
        const verdict = await moderator.check(secondWords, secondLanguage);
        if (!verdict.ok)
          throw new Invalid(inappropriateWordMessage(verdict.offending), 'inappropriate_words');
      }
      if (edit.dedication) {
        const verdict = await moderator.check([edit.dedication], language);
        if (!verdict.ok) throw new Invalid(dedicationRefusal(verdict.offending), 'inappropriate_words');
      }

      const after = await store.runTransaction(async (tx) => {
        const book = await ownBook(tx, caller, bookId);
        if (!isSaved(book)) throw new Conflict(UPDATE_BOOK_MESSAGES.notSaved, 'book_not_saved');
        const story = book.story!;
        const title = edit.storyTitle ?? story.title;
        const paragraphs = edit.paragraphs ?? story.paragraphs;
        const dedication =
          edit.dedication === undefined ? (book.dedication ?? null) : edit.dedication || null;
        const second = secondLanguage
          ? {
              secondTitle: edit.secondTitle ?? story.secondTitle ?? '',
              secondParagraphs: edit.secondParagraphs ?? story.secondParagraphs ?? [],
            }
          : {};
        // The legends and every picture field stay: only the words change.
        tx.update(bookPath(bookId), {
          story: asJson({ ...story, title, paragraphs, text: formatStoryText(title, paragraphs), ...second }),
          dedication,
          lastUsedAt: clock.now().toISOString(),
        });
        return { title, paragraphs, dedication, ...second };
      });

      const changed =
        after.title !== before.story!.title ||
        after.paragraphs.some((p, i) => p !== before.story!.paragraphs[i]) ||
        after.dedication !== (before.dedication ?? null) ||
        (after.secondTitle ?? null) !== (before.story!.secondTitle ?? null) ||
        (after.secondParagraphs ?? []).some((p, i) => p !== before.story!.secondParagraphs?.[i]);
      if (changed) {
        if (before.generatedPdf === 1) {
          // The words are kept either way; a PDF that cannot be built now (the hour's builds used
          // up) is built by the next Build, which sees the changed fingerprint.
          await library.buildPdf(caller, bookId).catch((error: unknown) => {
            logger.warn(`Building the PDF of book ${bookId} with its new words failed`, { bookId, error });
          });
        }
        await afterWordsChanged(caller, bookId);
      }
      // The pages whose words changed are read aloud again, in the book's voice (issue 44).
      const edited = after.paragraphs.flatMap((p, i) => (p !== before.story!.paragraphs[i] ? [i + 1] : []));
      if (edited.length > 0)
        await enqueueNarration(deps, bookId, await ownBook(store, caller, bookId), {
          pages: edited,
          edit: String(clock.now().getTime()),
        });
      return {
        storyTitle: after.title,
        paragraphs: after.paragraphs,
        dedication: after.dedication,
        ...(after.secondParagraphs
          ? { secondTitle: after.secondTitle, secondParagraphs: after.secondParagraphs }
          : {}),
      };
    },
  };
}
