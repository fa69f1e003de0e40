import {
  defaultVoice,
  NARRATION_MESSAGES,
  VOICES,
  type NarratedPage,
  type NarrationResponse,
} from '../../contract/narration.js';
import type { Language } from '../../contract/story.js';
import type { Caller } from '../../ports/identity.js';
import type { DocData } from '../../ports/documentStore.js';
import type { Deps } from '../../ports/index.js';
import { countedCall } from '../../shared/callLimits.js';
import { Conflict, Invalid, Unavailable } from '../../shared/domainErrors.js';
import { enqueueOn } from '../../tasks/queueSpec.js';
import { asJson, BOOK_QUEUES, bookPath, narrationPath, rateLimitPath, type BookRecord } from '../book.js';
import { ownBook } from '../ownBook.js';
import {
  bookVoice,
  isSaved,
  isVoiceOf,
  narratedVoices,
  narrationOf,
  PAGE_NUMBERS,
  pageText,
  secondVoice,
  textHashOf,
  textOfVoice,
  type NarrationRecord,
} from './model.js';

/** How long a page's audio address works: a reading session. */
const AUDIO_URL_SECONDS = 3600;
/**
 * A page still pending this long after it was asked for lost its task (a stack stopped with
 * tasks queued, a queue out of attempts): asking again queues it again.
 */
const LOST_AFTER_MS = 10 * 60_000;

/**
 * A saved book read aloud (issue 44 item 1): which voices there are, each page's narration with
 * its audio and word timings, and narrating again (another voice, or a page that failed).
 */
export function narrationService(deps: Pick<Deps, 'store' | 'blobs' | 'tasks' | 'clock' | 'settings'>) {
  const { store, blobs, tasks, clock, settings } = deps;

  /** The caller's saved book and the voice asked for (the book's when none): 404, 409, 400. */
  async function bookAndVoice(caller: Caller, bookId: string, asked: string | undefined) {
    if (!settings.narration) throw new Unavailable(NARRATION_MESSAGES.off, undefined, 'narration_off');
    const book = await ownBook(store, caller, bookId);
    if (!isSaved(book)) throw new Conflict(NARRATION_MESSAGES.notSaved, 'book_not_saved');
    const { language } = book.inputs;
    const voice = asked ?? bookVoice(book);
    if (!isVoiceOf(language, voice)) throw new Invalid(NARRATION_MESSAGES.unknownVoice(voice, language));
    return { book, voice };
  }

  async function pagesOf(bookId: string, book: BookRecord, voice: string) {
    return Promise.all(
      PAGE_NUMBERS.map(async (page) => ({
        page,
        textHash: textHashOf(pageText(book, page, voice), voice),
        record: narrationOf(await store.get(narrationPath(bookId, voice, page))),
      })),
    );
  }

  /** A page as the reader sees it: a narration of other words is no narration (pending). */
  async function shown(
    page: number,
    textHash: string,
    record: NarrationRecord | null,
  ): Promise<NarratedPage> {
    if (!record || record.textHash !== textHash) return { page, status: 'pending' };
    if (record.status === 'failed') return { page, status: 'failed', error: NARRATION_MESSAGES.failed };
    if (record.status !== 'ready' || !record.blob) return { page, status: 'pending' };
    return {
      page,
      status: 'ready',
      audioUrl: await blobs.signedUrl(record.blob, AUDIO_URL_SECONDS),
      mimeType: 'audio/mpeg',
      durationMs: record.durationMs ?? 0,
      words: record.words,
    };
  }

  /** Each page of the text a voice reads, as the reader sees it. */
  async function textAnswer(bookId: string, book: BookRecord, voice: string) {
    const pages = await Promise.all(
      (await pagesOf(bookId, book, voice)).map((p) => shown(p.page, p.textHash, p.record)),
    );
    return { voice, ready: pages.every((p) => p.status === 'ready'), pages };
  }

  async function answer(bookId: string, book: BookRecord, voice: string): Promise<NarrationResponse> {
    const second = secondVoice(book);
    const [first, other] = await Promise.all([
      textAnswer(bookId, book, voice),
      second ? textAnswer(bookId, book, second) : null,
    ]);
    return {
      bookId,
      ...first,
      language: book.inputs.language,
      ...(second && other ? { second: { ...other, language: textOfVoice(book, second)!.language } } : {}),
    };
  }

  return {
    /** GET /public/narrationVoices: the catalogue of a language, its default first. */
    voices(language: Language) {
      return { language, default: defaultVoice(language).id, voices: [...VOICES[language]] };
    },

    /**
     * A shared book's narration (GET /public/sharedNarration, the share link having named the
     * book): what is stored, never a request to make any. 400 for a voice not of its language.
     */
    async ofSharedBook(bookId: string, book: BookRecord, asked?: string): Promise<NarrationResponse> {
      if (!settings.narration) throw new Unavailable(NARRATION_MESSAGES.off);
      const voice = asked ?? bookVoice(book);
      const { language } = book.inputs;
      if (!isVoiceOf(language, voice)) throw new Invalid(NARRATION_MESSAGES.unknownVoice(voice, language));
      return answer(bookId, book, voice);
    },

    /**
     * The caller's saved book, the voice asked for (the book's when none) and each page's stored
     * narration record with the hash of the words it must be of (the audiobook joins them); a
     * bilingual book's second text likewise, in its voice.
     */
    async stored(caller: Caller, bookId: string, asked?: string) {
      const { book, voice } = await bookAndVoice(caller, bookId, asked);
      const second = secondVoice(book);
      const [pages, secondPages] = await Promise.all([
        pagesOf(bookId, book, voice),
        second ? pagesOf(bookId, book, second) : null,
      ]);
      return {
        book,
        voice,
        pages,
        second: second && secondPages ? { voice: second, pages: secondPages } : null,
      };
    },

    /** POST /user/getNarration: each page's narration in the voice (the book's by default). */
    async get(caller: Caller, bookId: string, asked?: string): Promise<NarrationResponse> {
      const { book, voice } = await bookAndVoice(caller, bookId, asked);
      return answer(bookId, book, voice);
    },

    /**
     * POST /user/narration: makes the voice the book's and narrates every page that has no
     * narration of its words in it yet (a failed page again); a bilingual book's second text
     * too, in its language's voice. Counted against the hour's limit once, only when some page
     * is to be made; a book already narrated answers as it is.
     */
    async narrate(caller: Caller, bookId: string, asked?: string): Promise<NarrationResponse> {
      const { book, voice: chosen } = await bookAndVoice(caller, bookId, asked);
      const now = clock.now();
      const toMake = await store.runTransaction(async (tx) => {
        const pages = await Promise.all(
          narratedVoices(book, chosen).flatMap((voice) =>
            PAGE_NUMBERS.map(async (page) => ({
              voice,
              page,
              textHash: textHashOf(pageText(book, page, voice), voice),
              record: narrationOf(await tx.get(narrationPath(bookId, voice, page))),
            })),
          ),
        );
        const limits = await tx.get(rateLimitPath(caller.uid));
        const lost = (record: NarrationRecord) =>
          record.status === 'pending' && now.getTime() - Date.parse(record.updatedAt) > LOST_AFTER_MS;
        const needed = pages.filter(
          ({ textHash, record }) =>
            !record || record.textHash !== textHash || record.status === 'failed' || lost(record),
        );
        if (needed.length > 0) {
          tx.set(rateLimitPath(caller.uid), countedCall(limits, 'narrations', now));
          for (const { voice, page, textHash, record } of needed) {
            const round = (record?.round ?? 0) + 1;
            const pending: NarrationRecord = {
              bookId,
              ownerUid: book.ownerUid,
              voice,
              page,
              status: 'pending',
              textHash,
              blob: record?.blob ?? null,
              durationMs: null,
              words: [],
              round,
              updatedAt: now.toISOString(),
            };
            tx.set(narrationPath(bookId, voice, page), asJson(pending) as DocData);
          }
        }
        if (book.narrationVoice !== chosen) tx.update(bookPath(bookId), { narrationVoice: chosen });
        return needed.map(({ voice, page, textHash, record }) => ({
          voice,
          page,
          textHash,
          round: (record?.round ?? 0) + 1,
        }));
      });
      // Each try its own task (a failed page asked again is a new task, not a duplicate).
      await Promise.all(
        toMake.map(({ voice, page, textHash, round }) =>
          enqueueOn(
            tasks,
            BOOK_QUEUES.narratePage,
            { bookId, page, voice },
            { id: `narrate-${bookId}-${voice}-${page}-${textHash}-r${round}` },
          ),
        ),
      );
      return answer(bookId, { ...book, narrationVoice: chosen }, chosen);
    },
  };
}
