import { defaultVoice, voiceById } from '../../contract/narration.js';
import type { Deps } from '../../ports/index.js';
import type { PageNarration } from '../../epub/index.js';
import { narrationPath } from '../book.js';
import { narrationsFrom, type EpubNarrations } from '../library/epub.js';
import { bookVoice, narrationOf, PAGE_NUMBERS, pageText, textHashOf, textOfVoice } from './model.js';

/**
 * The EPUB's narration (issue 44 with the EPUB of main): the book's voice unless another is
 * asked for (a bilingual book's second text in its language's default voice, issue 45), and each
 * page's stored narration when it is ready for the words the book has now;
 * a page not narrated yet is narrated for the EPUB on the spot (not stored: its task stores it).
 */
export function storedNarrations(deps: Pick<Deps, 'store' | 'blobs' | 'narrator'>): EpubNarrations {
  const { store, blobs, narrator } = deps;
  const catalogue = narrationsFrom((request) => narrator.narrate(request), {
    byId: voiceById,
    byDefault: defaultVoice,
  });
  return {
    voiceFor: (book, requested) => catalogue.voiceFor(book, requested ?? bookVoice(book)),
    secondVoiceFor: (book) => catalogue.secondVoiceFor?.(book) ?? null,
    async pages(bookId, book, voice) {
      const pages: PageNarration[] = [];
      for (const page of PAGE_NUMBERS) {
        const text = pageText(book, page, voice);
        const record = narrationOf(await store.get(narrationPath(bookId, voice, page)));
        const stored =
          record?.status === 'ready' && record.blob && record.textHash === textHashOf(text, voice)
            ? await blobs.get(record.blob)
            : null;
        pages.push(
          stored && record
            ? { audio: stored.bytes, durationMs: record.durationMs ?? 0, words: record.words }
            : await narrator.narrate({
                text,
                language: textOfVoice(book, voice)?.language ?? book.inputs.language,
                voice,
              }),
        );
      }
      return pages;
    },
  };
}
