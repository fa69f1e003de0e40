import { createHash } from 'node:crypto';
import {
  AUDIOBOOK_MESSAGES,
  AUDIOBOOK_URL_SECONDS,
  audiobookDownloadName,
  type CreateAudiobookResponse,
} from '../../contract/audiobook.js';
import { voiceById } from '../../contract/narration.js';
import { AUDIOBOOK_EDITION, AUDIOBOOK_MIME_TYPE, buildAudiobook } from '../../audiobook/index.js';
import { BOOK_FILE_WORDS } from '../../epub/index.js';
import { prepareImages } from '../../pdf/index.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { countCall } from '../../shared/callLimits.js';
import { Conflict } from '../../shared/domainErrors.js';
import { BOOK_BLOBS, rateLimitPath, type BookRecord } from '../book.js';
import { handOut, keptOrBuilt } from '../derivedFile.js';
import { selectedPictures } from '../library/service.js';
import { pdfInputsOf } from '../pdfInputs.js';
import type { NarrationRecord } from './model.js';
import { narrationService } from './service.js';

/** Who the file names as its author when the parent gave no name. */
const NO_AUTHOR = 'StorySprout';

/**
 * Everything the audiobook plays and shows: the words, title, creator and pictures (the PDF's
 * fingerprint), the voice and each page's recording (a new narration is a new blob).
 */
function audiobookFingerprint(
  book: BookRecord,
  voice: string,
  recordings: readonly (string | null)[],
  second: { voice: string; recordings: readonly (string | null)[] } | null,
) {
  const inputs = {
    pdf: pdfInputsOf(book, 'audiobook', book.selected),
    edition: AUDIOBOOK_EDITION,
    language: book.inputs.language,
    voice,
    recordings,
    // Only where there is one: fingerprints of books in one language stay as they were.
    ...(second ? { second } : {}),
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32);
}

type StoredPage = { page: number; textHash: string; record: NarrationRecord | null };
const isReady = ({ record, textHash }: StoredPage) =>
  record?.status === 'ready' && !!record.blob && record.textHash === textHash;
const blobOf = (p: StoredPage) => p.record?.blob ?? null;

/**
 * POST /user/createAudiobook (issue 44 item 4): the book's ten page narrations in a voice joined
 * into one MP3, a chapter per page, the cover as artwork. A bilingual book (issue 45) reads each
 * page in its first language, then in its second (a chapter each, titled in its language), as a
 * parent reads such a book aloud and as each page shows it: the two never drift a page apart. Built from what is stored, never
 * narrated on the spot: while a page is not narrated for its words the narration is asked for
 * (as POST /user/narration does, so the voice becomes the book's) and the answer is a 409 with
 * how many pages are ready, for the client to ask again.
 */
export function audiobookService(
  deps: Pick<Deps, 'store' | 'blobs' | 'tasks' | 'clock' | 'settings' | 'logger'>,
) {
  const { store, blobs, clock } = deps;
  const narration = narrationService(deps);

  return {
    async createAudiobook(caller: Caller, bookId: string, asked?: string): Promise<CreateAudiobookResponse> {
      const { book, voice, pages, second } = await narration.stored(caller, bookId, asked);
      const story = book.story!;
      // A page is ready once each of its texts is narrated for its words.
      const ready = pages.filter((p, i) => isReady(p) && (!second || isReady(second.pages[i]!))).length;
      if (ready < pages.length) {
        await narration.narrate(caller, bookId, voice);
        throw new Conflict(AUDIOBOOK_MESSAGES.narrating(ready, pages.length), undefined, {
          narrating: true,
          pagesReady: ready,
          pages: pages.length,
        });
      }
      const recordings = pages.map(blobOf);
      const secondRecordings = second && { voice: second.voice, recordings: second.pages.map(blobOf) };
      const fileName = audiobookDownloadName(story.title, bookId);
      const words = BOOK_FILE_WORDS[book.inputs.language];
      const secondVoice = second && voiceById(second.voice);
      const secondWords = secondVoice && BOOK_FILE_WORDS[secondVoice.language];
      // Each page's chapters: its first text, then its second.
      const chapters = pages.flatMap((_, i) => [
        { title: words.page(i + 1), blob: recordings[i]! },
        ...(secondRecordings && secondWords
          ? [{ title: secondWords.page(i + 1), blob: secondRecordings.recordings[i]! }]
          : []),
      ]);
      const file = await keptOrBuilt(blobs, {
        folder: BOOK_BLOBS.audiobooks(bookId),
        fingerprint: audiobookFingerprint(book, voice, recordings, secondRecordings),
        fileName,
        mimeType: AUDIOBOOK_MIME_TYPE,
        async build() {
          const [cover] = await selectedPictures(blobs, book);
          await countCall(store, rateLimitPath(caller.uid), 'audiobookBuilds', clock.now());
          const audio = await Promise.all(
            chapters.map(async ({ title, blob }) => {
              const stored = await blobs.get(blob);
              if (!stored) throw new Error(`The narration of ${title} is missing from storage`);
              return stored.bytes;
            }),
          );
          const [artwork] = await prepareImages([cover!], '#ffffff');
          return buildAudiobook({
            title: story.title,
            author: book.creatorName || NO_AUTHOR,
            language: book.inputs.language,
            narrator: [voiceById(voice)?.label, secondVoice?.label].filter(Boolean).join(', ') || undefined,
            cover: artwork && {
              mimeType: artwork.format === 'png' ? 'image/png' : 'image/jpeg',
              bytes: artwork.data,
            },
            contentsTitle: words.contents,
            chapters: audio.map((bytes, i) => ({ title: chapters[i]!.title, audio: bytes })),
          }).mp3;
        },
        async latestFingerprint() {
          const latest = await narration.stored(caller, bookId, voice);
          return audiobookFingerprint(
            latest.book,
            voice,
            latest.pages.map(blobOf),
            latest.second && { voice: latest.second.voice, recordings: latest.second.pages.map(blobOf) },
          );
        },
      });
      const answer = await handOut(
        deps,
        { bookId, book, file, fileName },
        { urlSeconds: AUDIOBOOK_URL_SECONDS, built: 'Audiobook built' },
      );
      return { ...answer, voice };
    },
  };
}
