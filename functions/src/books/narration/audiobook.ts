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
function audiobookFingerprint(book: BookRecord, voice: string, recordings: readonly (string | null)[]) {
  const inputs = {
    pdf: pdfInputsOf(book, 'audiobook', book.selected),
    edition: AUDIOBOOK_EDITION,
    language: book.inputs.language,
    voice,
    recordings,
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32);
}

type StoredPage = { page: number; textHash: string; record: NarrationRecord | null };
const isReady = ({ record, textHash }: StoredPage) =>
  record?.status === 'ready' && !!record.blob && record.textHash === textHash;

/**
 * POST /user/createAudiobook (issue 44 item 4): the book's ten page narrations in a voice joined
 * into one MP3, a chapter per page, the cover as artwork. Built from what is stored, never
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
      const { book, voice, pages } = await narration.stored(caller, bookId, asked);
      const story = book.story!;
      const ready = pages.filter(isReady).length;
      if (ready < pages.length) {
        await narration.narrate(caller, bookId, voice);
        throw new Conflict(AUDIOBOOK_MESSAGES.narrating(ready, pages.length), undefined, {
          narrating: true,
          pagesReady: ready,
          pages: pages.length,
        });
      }
      const recordings = pages.map((p) => p.record!.blob);
      const fileName = audiobookDownloadName(story.title, bookId);
      const words = BOOK_FILE_WORDS[book.inputs.language];
      const file = await keptOrBuilt(blobs, {
        folder: BOOK_BLOBS.audiobooks(bookId),
        fingerprint: audiobookFingerprint(book, voice, recordings),
        fileName,
        mimeType: AUDIOBOOK_MIME_TYPE,
        async build() {
          const [cover] = await selectedPictures(blobs, book);
          await countCall(store, rateLimitPath(caller.uid), 'audiobookBuilds', clock.now());
          const audio = await Promise.all(
            recordings.map(async (blob, i) => {
              const stored = await blobs.get(blob!);
              if (!stored) throw new Error(`The narration of page ${i + 1} is missing from storage`);
              return stored.bytes;
            }),
          );
          const [artwork] = await prepareImages([cover!], '#ffffff');
          return buildAudiobook({
            title: story.title,
            author: book.creatorName || NO_AUTHOR,
            language: book.inputs.language,
            narrator: voiceById(voice)?.label,
            cover: artwork && {
              mimeType: artwork.format === 'png' ? 'image/png' : 'image/jpeg',
              bytes: artwork.data,
            },
            contentsTitle: words.contents,
            chapters: audio.map((bytes, i) => ({ title: words.page(i + 1), audio: bytes })),
          }).mp3;
        },
        async latestFingerprint() {
          const latest = await narration.stored(caller, bookId, voice);
          return audiobookFingerprint(
            latest.book,
            voice,
            latest.pages.map((p) => p.record?.blob ?? null),
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
