import { accountsService } from '../../accounts/index.js';
import type { EnhancedTextOutputResponse, SaveStoryRequest } from '../../contract/books.js';
import { SAVE_MESSAGES } from '../../contract/books.js';
import {
  LANGUAGE_ENGLISH_NAMES,
  LANGUAGES,
  PAGES_PER_BOOK,
  SAME_SECOND_LANGUAGE,
  type Language,
  type StoryType,
} from '../../contract/story.js';
import { formatParagraphs, formatStoryText } from '../../contract/storyText.js';
import { creditsService, NOT_ENOUGH_CREDITS } from '../../credits/index.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import type { DomainError } from '../../shared/domainErrors.js';
import {
  Conflict,
  Failed,
  Invalid,
  NotAllowed,
  NotFound,
  NotReady,
  SlowDown,
  Unavailable,
} from '../../shared/domainErrors.js';
import { enqueueOn } from '../../tasks/queueSpec.js';
import {
  asJson,
  bilingualTextOf,
  BOOK_BLOBS,
  BOOK_MESSAGES,
  BOOK_QUEUES,
  bookPath,
  legendsOf,
  undrawn,
  rateLimitPath,
  seedFor,
  toDoc,
  type BookRecord,
  type StoryInputs,
} from '../book.js';
import { newBookId } from './newBookId.js';
import { ownBook } from '../ownBook.js';
import { enqueueIllustrations } from '../images/queue.js';
import { holdPlaceInLine } from '../images/line.js';
import { lineFull, lineFullMessage, pictureWait } from '../images/admission.js';
import { enqueueNarration } from '../narration/queue.js';
import { markUsed } from '../usage.js';
import { tryAgainIn } from '../../shared/fixedWindow.js';
import { normalizePhoto, type NormalizedPhoto } from '../../shared/photos.js';
import { CREATE_MESSAGES, freeTexts, type AcceptedPhoto } from './createInput.js';

/** Kept for the tests and the web's wording: the create refusal without a credit. */
export const INSUFFICIENT_CREDITS = NOT_ENOUGH_CREDITS;
export const PHOTO_UPLOAD_FAILED = 'photo upload failed';
const HOUR_MS = 3_600_000;

export function inappropriateWordMessage(words: string[]): string {
  const list = words.map((w) => `"${w}"`).join(', ');
  return `Your story contains an inappropriate word (${list}). Please change it and save again.`;
}

/** Whether any of a saved book's pictures is drawn (or settled): its sheet, a page, its cast shown for review. */
function picturesStarted(book: BookRecord): boolean {
  return (
    Boolean(book.referenceSheet) ||
    book.pages.some((p) => p.status !== 'pending') ||
    (book.castReview != null && book.castReview.status !== 'drawing')
  );
}

/**
 * A bilingual book's two languages (issue 45), before anything is counted: another language than
 * the first (400), and both written by the storyteller in use (422), never a half-written book.
 */
function checkBilingual(inputs: Omit<StoryInputs, 'dedication'>, written: readonly Language[]) {
  const { language, secondLanguage } = inputs;
  if (!secondLanguage) return;
  if (secondLanguage === language) throw new Invalid(SAME_SECOND_LANGUAGE, 'same_second_language');
  const unwritten = [language, secondLanguage].find((l) => !written.includes(l));
  if (unwritten) {
    const names = written.map((l) => LANGUAGE_ENGLISH_NAMES[l]).join(', ');
    throw new Failed(
      `The story engine in use writes bilingual books in ${names} only: it cannot write ${LANGUAGE_ENGLISH_NAMES[unwritten]}. Please choose two of ${names}.`,
      'language_not_written',
    );
  }
}

/** Writing stories: create (credit checked), the text as written, and save (credit spent). */
export function storiesService(
  deps: Pick<
    Deps,
    | 'store'
    | 'blobs'
    | 'tasks'
    | 'clock'
    | 'moderator'
    | 'settings'
    | 'illustrator'
    | 'logger'
    | 'storyteller'
  >,
) {
  const { store, blobs, tasks, clock, moderator, settings, logger } = deps;
  const accounts = accountsService(deps);
  const credits = creditsService(deps);

  async function moderate(texts: string[], language: Language, refusal: (words: string[]) => DomainError) {
    const verdict = await moderator.check(texts, language);
    if (!verdict.ok) throw refusal(verdict.offending);
  }

  return {
    /**
     * POST /user/create: checks, creates the book (credit checked here, spent at save), stores
     * the photos and queues the story. Inputs arrive already shaped by the routes.
     */
    async create(caller: Caller, given: StoryInputs, photos: AcceptedPhoto[]): Promise<{ bookId: string }> {
      const { dedication, ...inputs } = given;
      checkBilingual(inputs, deps.storyteller.languages ?? LANGUAGES);
      const now = clock.now();
      const window = Math.floor(now.getTime() / HOUR_MS);
      // First what costs nothing: the credit and the hourly limit. The attempt counts from here
      // on, refused or not, so nobody can make us decode photos (or ask the moderator) without
      // limit; the photos passed their header checks (size, pixels) in the routes already.
      const started = await store.runTransaction(async (tx) => {
        if ((await credits.balanceIn(tx, caller.uid)) < 1)
          throw new NotAllowed(INSUFFICIENT_CREDITS, 'not_enough_credits');
        const limit = await tx.get(rateLimitPath(caller.uid));
        const used = limit?.window === window ? Number(limit.count ?? 0) : 0;
        const started = Number(limit?.started ?? 0);
        if (used >= settings.draftsPerHour) {
          const retryAfter = Math.ceil(((window + 1) * HOUR_MS - now.getTime()) / 1000);
          throw new SlowDown(
            `You have started ${used} stories in the last hour. Please wait a little before starting another one. ${tryAgainIn(retryAfter)}`,
            retryAfter,
            'hourly_limit',
            { call: 'storyStarts', perHour: used },
          );
        }
        tx.set(rateLimitPath(caller.uid), { ...limit, window, count: used + 1, started: started + 1 });
        return started;
      });
      await moderate(
        freeTexts(given),
        inputs.language,
        (words) =>
          new Invalid(
            `Please Try Again: the story details contain inappropriate language (${words.join(', ')}).`,
          ),
      );
      // Every photo is stored once in a form the illustrators and the PDF all read (HEIC
      // decoded, upright, at most 2048 px); one that cannot be decoded is refused here. One at a
      // time, so at most one decoded photo is in memory.
      const stored: { characterIndex: number; photo: NormalizedPhoto }[] = [];
      for (const p of photos) {
        const photo = await normalizePhoto(p.bytes).catch(() => null);
        if (!photo) throw new Invalid(CREATE_MESSAGES.notImage, 'photo_not_image');
        stored.push({ characterIndex: p.characterIndex, photo });
      }
      const creatorName = await accounts.getUserName(caller);
      const photoPath = (id: string, p: (typeof stored)[number]) =>
        BOOK_BLOBS.photo(id, p.characterIndex, p.photo.extension);
      const bookId = await store.runTransaction(async (tx) => {
        const bookId = await newBookId(tx, now);
        const record: BookRecord = {
          ownerUid: caller.uid,
          storyType: inputs.storyType,
          createdAt: now.toISOString(),
          creatorName,
          status: 'writing',
          inputs,
          seed: seedFor(caller.uid, started),
          photos: inputs.characters.map((_, i) => {
            const photo = stored.find((p) => p.characterIndex === i);
            return photo ? photoPath(bookId, photo) : null;
          }),
          story: null,
          failure: null,
          creditSpent: false,
          savedAt: null,
          ...undrawn(bookId),
          dedication: dedication || null,
        };
        tx.create(bookPath(bookId), toDoc(record));
        return bookId;
      });

      try {
        await Promise.all(
          stored.map((p) => blobs.put(photoPath(bookId, p), p.photo.bytes, p.photo.contentType)),
        );
      } catch (error) {
        logger.error(`Storing the photos of book ${bookId} failed`, { bookId, uid: caller.uid, error });
        await Promise.allSettled(stored.map((p) => blobs.delete(photoPath(bookId, p))));
        await store.delete(bookPath(bookId));
        // The Photo page looks for these words (spec part 2 §7 create).
        throw new Unavailable(PHOTO_UPLOAD_FAILED);
      }
      try {
        await enqueueOn(tasks, BOOK_QUEUES.writeStory, { bookId }, { id: `story-${bookId}` });
      } catch (error) {
        logger.error(`Queueing the story of book ${bookId} failed`, { bookId, uid: caller.uid, error });
        await store.update(bookPath(bookId), { status: 'failed', failure: BOOK_MESSAGES.storyFailed });
        throw new Unavailable('Story writing could not start. Please try again.');
      }
      return { bookId };
    },

    /** POST /user/enhancedTextOutput: 404 'not ready' until the story task has written it. */
    async textOutput(caller: Caller, bookId: string): Promise<EnhancedTextOutputResponse> {
      const book = await ownBook(store, caller, bookId);
      if (book.status === 'failed')
        throw new Failed(book.failure ?? BOOK_MESSAGES.storyFailed, 'story_failed');
      if (!book.story) throw new NotReady(BOOK_MESSAGES.notReady);
      const second = bilingualTextOf(book);
      return {
        bookId,
        story: formatStoryText(book.story.title, book.story.paragraphs),
        ...(second ? { second } : {}),
      };
    },

    /**
     * POST /user/saveStory, /user/saveEssentialStory: spends the book's one credit in the same
     * transaction that marks it saved, then queues its illustrations (idempotently). With
     * reviewCast the cast sheet is drawn and waits for the parent before any page (issue 27).
     */
    async save(caller: Caller, expectedType: StoryType, edited: SaveStoryRequest) {
      const { bookId, storyTitle: title, paragraphs } = edited;
      // The cast is shown for approval first only where the engine draws a sheet.
      const drawsSheet = Boolean(deps.illustrator.drawReferenceSheet);
      const reviewCast = edited.reviewCast === true && drawsSheet;
      // Spec part 2 §8: words the list refuses answer 403 on save, in the book's language too.
      const before = await ownBook(store, caller, bookId);
      const { language } = before.inputs;
      const { secondLanguage } = before.inputs;
      if (secondLanguage && (edited.secondTitle !== undefined || edited.secondParagraphs))
        await moderate(
          [edited.secondTitle ?? '', ...(edited.secondParagraphs ?? [])].filter(Boolean),
          secondLanguage,
          (words) => new NotAllowed(inappropriateWordMessage(words), 'inappropriate_words'),
        );
      await moderate(
        [title, ...paragraphs],
        language,
        (words) => new NotAllowed(inappropriateWordMessage(words), 'inappropriate_words'),
      );
      // Issue 46: a line of parents' drawings over its limit refuses a new book before any
      // credit is spent (a book saved already is answered as before). The book holds its place
      // while it is saved, and gives it up if the save fails.
      const lane = 'interactive';
      const pictures = PAGES_PER_BOOK + (drawsSheet ? 1 : 0);
      const place = before.creditSpent
        ? null
        : await holdPlaceInLine(deps, lane, { bookId, uid: caller.uid, pictures });
      if (place && lineFull(place.ahead, settings.drawing)) {
        await place.release();
        const full = lineFullMessage(place.ahead, settings.drawing);
        logger.warn('Drawing line full: a book was not saved', {
          bookId,
          uid: caller.uid,
          counts: { waiting: place.ahead },
        });
        throw new Unavailable(full.message, full.retryAfterSeconds, 'too_busy');
      }
      const { story: saved, queue } = await store
        .runTransaction(async (tx) => {
          const book = await ownBook(tx, caller, bookId);
          const balance = await credits.balanceIn(tx, caller.uid);
          if (book.storyType !== expectedType) {
            throw new Invalid(
              expectedType === 'Essential'
                ? 'This is an Avatar Story: save it with saveStory'
                : 'This is a Photo Story: save it with saveEssentialStory',
            );
          }
          // Saved already (a save answered again, or one of concurrent saves that lost the race):
          // its pictures are queued again only if none was drawn yet, in case the first save
          // stopped before queueing them; once they were, queueing again would put a drawing in
          // the line that no task will take out (the task ran already and is not run twice).
          if (book.creditSpent && book.story) return { story: book.story, queue: !picturesStarted(book) };
          if (book.status === 'failed')
            throw new Conflict(book.failure ?? BOOK_MESSAGES.storyFailed, 'story_failed');
          if (!book.story)
            throw new Conflict(
              'The story is still being written. Please wait a moment and save again.',
              'story_still_writing',
            );
          // Spec part 2 §8 answers a save without credit with 404 and these words.
          if (balance < 1) throw new NotFound(SAVE_MESSAGES.noCredit, 'not_enough_credits');
          // A bilingual book keeps its second text as written unless the parent edited it too.
          const second = book.inputs.secondLanguage
            ? {
                secondTitle: edited.secondTitle ?? book.story.secondTitle,
                secondParagraphs: edited.secondParagraphs ?? book.story.secondParagraphs,
              }
            : {};
          const story = {
            ...book.story,
            title,
            paragraphs,
            text: formatStoryText(title, paragraphs),
            ...second,
          };
          await credits.spend(tx, caller.uid, 1, 'story-saved', bookId);
          tx.update(bookPath(bookId), {
            status: 'saved',
            creditSpent: true,
            savedAt: clock.now().toISOString(),
            story: asJson(story),
            ...(reviewCast ? { castReview: { status: 'drawing', sheets: 0 } } : {}),
          });
          return { story, queue: true };
        })
        .catch(async (error: unknown) => {
          await place?.release();
          throw error;
        });
      if (queue) await enqueueIllustrations(deps, bookId, drawsSheet, { uid: caller.uid, lane });
      // Without a cast sheet the pages joined the line themselves; a book queued already has its place.
      if (!drawsSheet || !queue) await place?.release();
      // Read aloud as saved, in the language's default voice (issue 44).
      const narrated = await ownBook(store, caller, bookId);
      await enqueueNarration(deps, bookId, narrated);
      const answer = { storyTitle: saved.title, bookId, formattedStory: formatParagraphs(saved.paragraphs) };
      if (!place) return answer;
      // How long the pictures will take: the line before this book, its sheet and its ten pages.
      return { ...answer, pictureWait: pictureWait(place.ahead, pictures, settings.drawing) };
    },

    /** POST /user/getlegends: the book as the editors and readers read it. */
    async legends(caller: Caller, bookId: string) {
      const book = await ownBook(store, caller, bookId);
      if (!book.story) throw new NotReady(BOOK_MESSAGES.notReady);
      await markUsed(deps, bookId, book, clock.now());
      return legendsOf(bookId, { ...book, story: book.story });
    },

    async storyType(caller: Caller, bookId: string) {
      return { storyType: (await ownBook(store, caller, bookId)).storyType };
    },
  };
}
