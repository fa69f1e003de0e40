import { asUserRecord, displayNameOf, userPath } from '../accounts/service.js';
import { PAGES_PER_BOOK, type StoryType } from '../contract/story.js';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors.js';
import { requireVerifiedEmail } from '../http/requireVerified.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { formatParagraphs, formatStoryText } from '../contract/storyText.js';
import {
  asJson,
  bookPath,
  emptyPages,
  legendsOf,
  originalSelection,
  seedOf,
  toDoc,
  type BookRecord,
} from './book.js';
import { candidateBookIds, parseImageId } from './bookId.js';
import { imageBlobOf, ownBook as ownBookIn } from './ownBook.js';
import { freeTexts, type AcceptedPhoto, type StoryInputs } from './createInput.js';
import { checkSave, inappropriateWordMessage, SAVE_MESSAGES } from './saveInput.js';
import { QUEUES } from './tasks.js';

export const INSUFFICIENT_CREDITS =
  'You do not have sufficient credits. Please add credits to create a book!';
export const NOT_READY = 'not ready';
export const STORY_FAILED = "We couldn't write this story this time. Please try again.";
const rateLimitPath = (uid: string) => `rateLimits/${uid}`;
const HOUR_MS = 3_600_000;

export function booksService(
  deps: Pick<Deps, 'store' | 'blobs' | 'tasks' | 'clock' | 'moderator' | 'config'>,
) {
  const { store, blobs, tasks, clock, moderator, config } = deps;

  const ownBook = (caller: Caller, bookId: string) => ownBookIn(store, caller, bookId);

  async function moderate(texts: string[], message: (words: string[]) => string, status: number) {
    const verdict = await moderator.check(texts);
    if (!verdict.ok) throw new HttpError(status, message(verdict.offending));
  }

  return {
    /**
     * POST /user/create: checks, creates the book (credit checked here, spent at save), stores
     * the photos and queues the story. Inputs arrive already shaped by the routes.
     */
    async create(caller: Caller, inputs: StoryInputs, photos: AcceptedPhoto[]): Promise<{ bookId: string }> {
      requireVerifiedEmail(caller);
      await moderate(
        freeTexts(inputs),
        (words) =>
          `Please Try Again: the story details contain inappropriate language (${words.join(', ')}).`,
        400,
      );
      const now = clock.now();
      const bookId = await store.runTransaction(async (tx) => {
        const userData = await tx.get(userPath(caller.uid));
        const user = userData ? asUserRecord(userData) : null;
        if (!user || user.credits < 1) throw forbidden(INSUFFICIENT_CREDITS);
        const limit = await tx.get(rateLimitPath(caller.uid));
        const window = Math.floor(now.getTime() / HOUR_MS);
        const used = limit?.window === window ? Number(limit.count ?? 0) : 0;
        if (used >= config.STORYSPROUT_DRAFTS_PER_HOUR) {
          throw new HttpError(
            429,
            `You have started ${used} stories in the last hour. Please wait a little before starting another one.`,
          );
        }
        let id: string | undefined;
        for (const candidate of candidateBookIds(now.getTime())) {
          // Almost always the first one is free; a clash moves on to the next millisecond.
          if (!(await tx.get(bookPath(candidate)))) {
            id = candidate;
            break;
          }
        }
        if (!id) throw new HttpError(503, 'Too many stories are starting right now. Please try again.');
        const record: BookRecord = {
          ownerUid: caller.uid,
          storyType: inputs.storyType,
          createdAt: now.toISOString(),
          creatorName: displayNameOf(user, caller),
          status: 'writing',
          inputs,
          seed: seedOf(id),
          photos: inputs.characters.map((_, i) => {
            const photo = photos.find((p) => p.characterIndex === i);
            return photo ? `books/${id}/photos/${i}.${photo.type.extension}` : null;
          }),
          story: null,
          failure: null,
          creditSpent: false,
          savedAt: null,
          pages: emptyPages(),
          imagesReady: 0,
          redosUsed: 0,
          redos: {},
          selected: originalSelection(id),
          generatedPdf: 0,
          pdf: null,
        };
        tx.create(bookPath(id), toDoc(record));
        tx.set(rateLimitPath(caller.uid), { window, count: used + 1 });
        return id;
      });

      try {
        await Promise.all(
          photos.map((p) =>
            blobs.put(
              `books/${bookId}/photos/${p.characterIndex}.${p.type.extension}`,
              p.bytes,
              p.type.contentType,
            ),
          ),
        );
      } catch (error) {
        console.error(`Storing the photos of book ${bookId} failed`, error);
        await Promise.allSettled(
          photos.map((p) => blobs.delete(`books/${bookId}/photos/${p.characterIndex}.${p.type.extension}`)),
        );
        await store.delete(bookPath(bookId));
        throw new HttpError(500, 'photo upload failed');
      }
      try {
        await tasks.enqueue(QUEUES.writeStory, { bookId }, { id: `story-${bookId}` });
      } catch (error) {
        console.error(`Queueing the story of book ${bookId} failed`, error);
        await store.update(bookPath(bookId), { status: 'failed', failure: STORY_FAILED });
        throw new HttpError(503, 'Story writing could not start. Please try again.');
      }
      return { bookId };
    },

    /** POST /user/enhancedTextOutput: 404 'not ready' until the story task has written it. */
    async textOutput(caller: Caller, bookId: string): Promise<{ bookId: string; story: string }> {
      const book = await ownBook(caller, bookId);
      if (book.status === 'failed') throw new HttpError(422, book.failure ?? STORY_FAILED);
      if (!book.story) throw notFound(NOT_READY);
      return { bookId, story: formatStoryText(book.story.title, book.story.paragraphs) };
    },

    /**
     * POST /user/saveStory, /user/saveEssentialStory: spends the book's one credit in the same
     * transaction that marks it saved, then queues its illustrations (idempotently).
     */
    async save(
      caller: Caller,
      bookId: string,
      expectedType: StoryType,
      storyTitle: unknown,
      paragraphs: unknown,
    ) {
      const edited = checkSave(storyTitle, paragraphs);
      await moderate([edited.title, ...edited.paragraphs], inappropriateWordMessage, 403);
      const now = clock.now();
      const saved = await store.runTransaction(async (tx) => {
        const book = await ownBookIn(tx, caller, bookId);
        const userData = await tx.get(userPath(caller.uid));
        if (book.storyType !== expectedType) {
          throw badRequest(
            expectedType === 'Essential'
              ? 'This is an Avatar Story: save it with saveStory'
              : 'This is a Photo Story: save it with saveEssentialStory',
          );
        }
        if (book.creditSpent && book.story) return book.story;
        if (book.status === 'failed') throw new HttpError(409, book.failure ?? STORY_FAILED);
        if (!book.story)
          throw new HttpError(409, 'The story is still being written. Please wait a moment and save again.');
        const credits = userData ? asUserRecord(userData).credits : 0;
        if (credits < 1) throw notFound(SAVE_MESSAGES.noCredit);
        const story = {
          ...book.story,
          title: edited.title,
          paragraphs: edited.paragraphs,
          text: formatStoryText(edited.title, edited.paragraphs),
        };
        tx.update(userPath(caller.uid), { credits: credits - 1 });
        tx.update(bookPath(bookId), {
          status: 'saved',
          creditSpent: true,
          savedAt: now.toISOString(),
          story: asJson(story),
        });
        return story;
      });
      await Promise.all(
        Array.from({ length: PAGES_PER_BOOK }, (_, i) =>
          tasks.enqueue(
            QUEUES.illustratePage,
            { bookId, page: i + 1 },
            { id: `illustrate-${bookId}-${i + 1}` },
          ),
        ),
      );
      return { storyTitle: saved.title, bookId, formattedStory: formatParagraphs(saved.paragraphs) };
    },

    /** POST /user/imageOutput: the page's PNG once drawn, 404 'not ready' before. */
    async imageOutput(caller: Caller, imageId: string) {
      const { bookId, page, variant } = parseImageId(imageId);
      const book = await ownBook(caller, bookId);
      const state = imageBlobOf(book, page, variant);
      if (state?.status === 'failed')
        throw new HttpError(500, 'This illustration could not be drawn. Please redo it.');
      if (!state || state.status !== 'ready' || !state.blob) throw notFound(NOT_READY);
      const blob = await blobs.get(state.blob);
      if (!blob) throw notFound(NOT_READY);
      return blob;
    },

    async legends(caller: Caller, bookId: string) {
      const book = await ownBook(caller, bookId);
      if (!book.story) throw notFound(NOT_READY);
      return legendsOf(bookId, { ...book, story: book.story });
    },

    async storyType(caller: Caller, bookId: string) {
      return { storyType: (await ownBook(caller, bookId)).storyType };
    },
  };
}
