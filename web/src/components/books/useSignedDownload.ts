import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { fetchWithProgress, saveBlob, saveUrl } from '../../lib/download';

/** A file the API builds from a book and answers as a signed address (the EPUB, the audiobook). */
export interface SignedFile {
  url: string;
  bytes: number;
  fileName: string;
}

export type DownloadProgress =
  | { step: 'building' }
  /** The file waits for work it asked for (the narration of its pages). */
  | { step: 'waiting'; done: number; of: number }
  | { step: 'downloading'; percent: number }
  | null;

export interface SignedDownload<F extends SignedFile> {
  /** Asks the API to build (or reuse) the file. */
  create: () => Promise<F>;
  /** For the analytics event: 'epub', 'mp3'. */
  extension: string;
  mimeType: string;
  /** What the person reads when it failed. */
  errorNote: (error: unknown) => string;
  /**
   * A refusal that means "not yet, it is being made" (how far it is), or null: the file is asked
   * for again after `pollMs`, for up to `waitMs` in all.
   */
  waiting?: (error: unknown) => { done: number; of: number } | null;
  pollMs?: number;
  waitMs?: number;
  /** Said when the waiting ran out. */
  tooSlowNote?: string;
}

/**
 * The server's own words for a refusal it explains, or null: 400 (the request), 409 (pictures
 * still being drawn), 429 (too many builds), 503 (not offered here).
 */
export function serverExplains(error: unknown): string | null {
  return error instanceof ApiError && [400, 409, 429, 503].includes(error.status) ? error.message : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A derived file's download (issue 44): asks the API to build it (waiting while it says it is
 * being made), then fetches it from its signed address with its progress, saved under the name
 * the API gives. Failures are logged and said calmly beside the button.
 */
export function useSignedDownload<F extends SignedFile>(bookId: string | null, spec: SignedDownload<F>) {
  const [progress, setProgress] = useState<DownloadProgress>(null);
  const [note, setNote] = useState<string | null>(null);
  // The latest spec (its callbacks close over the latest strings) without renewing `download`.
  const specRef = useRef(spec);
  useEffect(() => {
    specRef.current = spec;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = useCallback(async () => {
    if (!bookId || progress) return;
    const {
      create,
      extension,
      mimeType,
      errorNote,
      waiting,
      pollMs = 3000,
      waitMs = 5 * 60_000,
    } = specRef.current;
    setNote(null);
    setProgress({ step: 'building' });
    const giveUpAt = Date.now() + waitMs;
    try {
      let file: F | null = null;
      while (!file) {
        try {
          file = await create();
        } catch (error) {
          const underWay = waiting?.(error);
          if (!underWay || Date.now() > giveUpAt || !mounted.current) {
            if (underWay && specRef.current.tooSlowNote) throw new TooSlow();
            throw error;
          }
          setProgress({ step: 'waiting', ...underWay });
          await sleep(pollMs);
        }
      }
      if (!mounted.current) return;
      setProgress({ step: 'downloading', percent: 0 });
      const blob = await fetchWithProgress(file.url, file.bytes, mimeType, (share) =>
        setProgress({ step: 'downloading', percent: Math.round(share * 100) }),
      );
      if (blob) saveBlob(blob, file.fileName);
      else saveUrl(file.url, file.fileName);
      track('file_download', { file_name: file.fileName, file_extension: extension, book_id: bookId });
    } catch (error) {
      if (error instanceof TooSlow) setNote(specRef.current.tooSlowNote ?? null);
      else {
        console.error(`Downloading the ${extension} failed`, error);
        setNote(errorNote(error));
      }
    } finally {
      if (mounted.current) setProgress(null);
    }
  }, [bookId, progress]);

  return { download, progress, note };
}

class TooSlow extends Error {}
