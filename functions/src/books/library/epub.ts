import { createHash } from 'node:crypto';
import {
  EPUB_MESSAGES,
  EPUB_URL_SECONDS,
  epubDownloadName,
  type CreateEpubResponse,
} from '../../contract/epub.js';
import { buildEpub, EPUB_EDITION, EPUB_MIME_TYPE, type PageNarration } from '../../epub/index.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { countCall } from '../../shared/callLimits.js';
import { Invalid, NotFound } from '../../shared/domainErrors.js';
import { bilingualTextOf, BOOK_BLOBS, BOOK_MESSAGES, rateLimitPath, type BookRecord } from '../book.js';
import { handOut, keptOrBuilt } from '../derivedFile.js';
import { ownBook } from '../ownBook.js';
import { pdfInputsOf } from '../pdfInputs.js';
import { selectedPictures } from './service.js';

/**
 * Where an EPUB's narration comes from (issue 44 item 1, the Narrator port): the voice of a
 * request, and each page's narration in it. The narrator feature supplies one; without it a
 * book's EPUB is built without narration and every voice is refused.
 */
export interface EpubNarrations {
  /**
   * The voice an EPUB of this book is read in: the requested one, else the book's own; null for
   * no narration. Throws Invalid for a voice the book cannot be narrated in.
   */
  voiceFor(book: BookRecord, requested: string | undefined): { id: string; label: string } | null;
  /**
   * A bilingual book's second text's voice (issue 45), its language's own; null (or none) for a
   * book in one language, or a narrator that reads only the first text.
   */
  secondVoiceFor?(book: BookRecord): { id: string; label: string } | null;
  /**
   * Every page's narration in that voice, for the words the book has now (made when missing): the
   * text the voice's language reads (a bilingual book's second text in its second language's).
   */
  pages(bookId: string, book: BookRecord, voice: string): Promise<PageNarration[]>;
}

export const NO_NARRATION: EpubNarrations = {
  voiceFor: (_book, requested) => {
    if (requested) throw new Invalid(EPUB_MESSAGES.noVoices(requested));
    return null;
  },
  pages: () => Promise.reject(new Error('This build has no narrator')),
};

/** A voice of a narration catalogue (contract/narration.ts on the narrator's branch). */
export interface CatalogueVoice {
  id: string;
  language: string;
  label: string;
}

/**
 * EpubNarrations over a narrator and its voice catalogue (issue 44 item 1), page by page: what
 * wiring the Narrator port takes, e.g.
 * `narrationsFrom((r) => deps.narrator.narrate(r), { byId: voiceById, byDefault: defaultVoice })`.
 * A voice of another language than the book's is refused like an unknown one.
 */
export function narrationsFrom(
  narrate: (request: {
    text: string;
    language: BookRecord['inputs']['language'];
    voice: string;
  }) => Promise<PageNarration>,
  voices: {
    byId(id: string): CatalogueVoice | null;
    byDefault(language: BookRecord['inputs']['language']): CatalogueVoice;
  },
): EpubNarrations {
  return {
    voiceFor(book, requested) {
      const { language } = book.inputs;
      const voice = requested === undefined ? voices.byDefault(language) : voices.byId(requested);
      if (!voice || voice.language !== language)
        throw new Invalid(EPUB_MESSAGES.unknownVoice(requested ?? ''));
      return { id: voice.id, label: voice.label };
    },
    secondVoiceFor(book) {
      const second = bilingualTextOf(book);
      if (!second) return null;
      const voice = voices.byDefault(second.secondLanguage);
      return { id: voice.id, label: voice.label };
    },
    async pages(_bookId, book, voice) {
      const second = bilingualTextOf(book);
      const read =
        second && voices.byId(voice)?.language === second.secondLanguage
          ? { language: second.secondLanguage, paragraphs: second.secondParagraphs }
          : { language: book.inputs.language, paragraphs: book.story?.paragraphs ?? [] };
      // One page after another: a synthesizer is asked for one page at a time.
      const pages: PageNarration[] = [];
      for (const text of read.paragraphs) pages.push(await narrate({ text, language: read.language, voice }));
      return pages;
    },
  };
}

/**
 * Everything an EPUB shows: the PDF's fingerprint (words, a bilingual book's second text,
 * dedication, chosen pictures...), the layout, the language and the voices.
 */
export function epubFingerprint(book: BookRecord, voice: string | null, secondVoice: string | null): string {
  const inputs = {
    pdf: pdfInputsOf(book, 'epub', book.selected),
    edition: EPUB_EDITION,
    language: book.inputs.language,
    voice,
    // Only where there is one: fingerprints of books in one language stay as they were.
    ...(secondVoice ? { secondVoice } : {}),
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32);
}

/** The names the cover gives: the two heroes of a two-hero book, else the hero. */
function heroesOf(book: BookRecord): string[] {
  const heroes = (book.inputs.characters ?? []).filter((c) => c.relationship === 'main').map((c) => c.name);
  return heroes.length > 1 ? heroes.slice(0, 2) : [book.inputs.mainCharacterName];
}

/** POST /user/createEpub: the saved book as an EPUB 3, built when it changed, else the one built before. */
export function epubService(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'logger'>,
  narrations: EpubNarrations = NO_NARRATION,
) {
  const { store, blobs, clock } = deps;

  return {
    async createEpub(caller: Caller, bookId: string, requestedVoice?: string): Promise<CreateEpubResponse> {
      const book = await ownBook(store, caller, bookId);
      const { story } = book;
      if (!story || !book.creditSpent) throw new NotFound(BOOK_MESSAGES.notSaved, 'book_not_saved');
      const voice = narrations.voiceFor(book, requestedVoice);
      const second = bilingualTextOf(book);
      // A bilingual book's second text is read aloud where its first is (issue 45).
      const secondVoice = voice ? (narrations.secondVoiceFor?.(book) ?? null) : null;
      const fileName = epubDownloadName(story.title, bookId);
      const file = await keptOrBuilt(blobs, {
        folder: BOOK_BLOBS.epubs(bookId),
        fingerprint: epubFingerprint(book, voice?.id ?? null, secondVoice?.id ?? null),
        fileName,
        mimeType: EPUB_MIME_TYPE,
        async build() {
          const images = await selectedPictures(blobs, book);
          await countCall(store, rateLimitPath(caller.uid), 'epubBuilds', clock.now());
          const pages = voice ? await narrations.pages(bookId, book, voice.id) : null;
          const secondPages = secondVoice ? await narrations.pages(bookId, book, secondVoice.id) : null;
          const built = await buildEpub({
            bookId,
            title: story.title,
            paragraphs: story.paragraphs,
            legends: story.legends,
            images,
            language: book.inputs.language,
            heroes: heroesOf(book),
            creatorName: book.creatorName,
            createdAt: new Date(Number(bookId)),
            modifiedAt: clock.now(),
            dedication: book.dedication ?? null,
            second: second && { language: second.secondLanguage, paragraphs: second.secondParagraphs },
            narration:
              voice && pages
                ? {
                    narrator: voice.label,
                    pages,
                    second: secondVoice && secondPages && { narrator: secondVoice.label, pages: secondPages },
                  }
                : null,
          });
          return built.epub;
        },
        latestFingerprint: async () =>
          epubFingerprint(await ownBook(store, caller, bookId), voice?.id ?? null, secondVoice?.id ?? null),
      });
      const answer = await handOut(
        deps,
        { bookId, book, file, fileName },
        {
          urlSeconds: EPUB_URL_SECONDS,
          built: 'EPUB built',
          details: { kind: voice ? 'narrated' : 'plain' },
        },
      );
      return { ...answer, narrated: !!voice, voice: voice?.id ?? null };
    },
  };
}
