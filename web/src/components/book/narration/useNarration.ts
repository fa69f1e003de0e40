import { useCallback, useEffect, useRef, useState } from 'react';
import type { NarratedPage, NarrationResponse } from '@contract/narration';
import type { Language } from '@contract/story';
import type { NarrationSource, NarrationVoices } from './source';

/** How often a page waits for narration being made asks again (offline, a page takes seconds). */
export const NARRATION_POLL_MS = 2000;

/**
 * loading: first answer awaited. preparing: some pages still being narrated (browser speech
 * meanwhile). ready: every page narrated. failed: a page could not be made. unavailable: no
 * narration here (not offered, or it could not be loaded): browser speech only.
 */
export type NarrationPhase = 'loading' | 'preparing' | 'ready' | 'failed' | 'unavailable';

/** One text's narration: the book's, or a bilingual book's second (issue 45). */
type TextNarration = { ready: boolean; pages: readonly NarratedPage[] };

export function phaseOf(data: TextNarration): NarrationPhase {
  if (data.ready) return 'ready';
  if (data.pages.some((p) => p.status === 'failed')) return 'failed';
  return 'preparing';
}

/** Which of a bilingual book's texts is read aloud (issue 45): its first, or its second. */
export type NarratedText = 'first' | 'second';

/** Whether some text of the answer is still being narrated (so it is followed). */
const stillMaking = (data: NarrationResponse) =>
  [data, ...(data.second ? [data.second] : [])].some((text) => phaseOf(text) === 'preparing');

/**
 * A book's stored narration in a voice (the book's by default), followed while it is being made.
 * Where the source can ask for narration, a voice not made yet is asked for once (and pages never
 * queued, from books saved before narration existed); a failed page is asked again only by
 * `retry`, the parent's 'Try again'. Phase and pages are those of the `text` read aloud: a
 * bilingual book's second has none where its narration was not made ('unavailable': the
 * browser's speech reads it).
 */
export function useNarration(source: NarrationSource | undefined, text: NarratedText = 'first') {
  const [voice, setVoice] = useState<string | undefined>(undefined);
  const [data, setData] = useState<NarrationResponse | null>(null);
  const [phase, setPhase] = useState<NarrationPhase>(source ? 'loading' : 'unavailable');
  const [voices, setVoices] = useState<NarrationVoices | null>(null);
  const [round, setRound] = useState(0);
  /** Why a request was refused (e.g. the hour's limit), in the server's words. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const asked = useRef(new Set<string>());

  // The book's language, as the narration names it (older books have none on the reader's side).
  const language: Language | undefined = data?.language;
  useEffect(() => {
    if (!source?.voices || !language) return;
    const controller = new AbortController();
    source
      .voices(language, controller.signal)
      .then(setVoices)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The narration voices could not be loaded', error);
      });
    return () => controller.abort();
  }, [source, language]);

  useEffect(() => {
    if (!source) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (answer: NarrationResponse) => {
      setData(answer);
      const next = phaseOf(answer);
      setPhase(next);
      return next;
    };
    const check = async () => {
      try {
        let answer = await source.load(voice, controller.signal);
        if (controller.signal.aborted) return;
        const key = `${source.key}:${answer.voice}`;
        if (stillMaking(answer) && source.make && !asked.current.has(key)) {
          asked.current.add(key);
          answer = await source.make(voice);
          if (controller.signal.aborted) return;
        }
        show(answer);
        if (stillMaking(answer)) timer = setTimeout(() => void check(), NARRATION_POLL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        const status = (error as { status?: number }).status;
        // A refused request (the hour's limit) is said; narration not offered here (503) or not
        // of this book (404) is expected: either way the browser's speech reads.
        if (status === 429) setRefusal(message);
        else if (status !== 404 && status !== 503) console.warn('The narration could not be loaded', error);
        setPhase((was) => (was === 'loading' || was === 'preparing' ? 'unavailable' : was));
      }
    };
    void check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [source, voice, round]);

  /** 'Try again' after a page failed: narrate the failed pages again, then follow them. */
  const retry = useCallback(async () => {
    if (!source?.make) return;
    setRefusal(null);
    setPhase('preparing');
    try {
      const answer = await source.make(voice);
      setData(answer);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
    setRound((n) => n + 1);
  }, [source, voice]);

  /** Asks again for the same narration (fresh audio addresses), keeping what is shown meanwhile. */
  const refresh = useCallback(() => setRound((n) => n + 1), []);

  const chooseVoice = useCallback((id: string) => {
    setRefusal(null);
    setPhase('loading');
    setVoice(id);
  }, []);

  const chosen: TextNarration | null | undefined = text === 'second' ? data?.second : data;
  let shownPhase = phase;
  if (data && phase !== 'loading' && phase !== 'unavailable')
    shownPhase = chosen ? phaseOf(chosen) : 'unavailable';
  const readyPages = chosen?.pages.filter((p) => p.status === 'ready').length ?? 0;
  return {
    phase: source ? shownPhase : ('unavailable' as const),
    data,
    /** The pages of the text read aloud. */
    pages: chosen?.pages ?? [],
    text,
    voice: voice ?? data?.voice ?? voices?.default,
    voices: source?.make ? (voices?.voices ?? []) : [],
    chooseVoice,
    retry,
    refresh,
    canRetry: Boolean(source?.make),
    refusal,
    readyPages,
    pageCount: chosen?.pages.length ?? 0,
  };
}
