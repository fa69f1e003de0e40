import { useCallback, useEffect, useRef, useState } from 'react';
import { useBrowserValue } from '../../lib/useBrowserValue';

function speechSynthesisOrNull(): SpeechSynthesis | null {
  if (typeof window === 'undefined') return null;
  if (!('speechSynthesis' in window) || typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis;
}

const hasSpeech = () => speechSynthesisOrNull() !== null;

/**
 * How long a sentence may take to start where the browser lists no voice at all: some (Chromium
 * on Linux without a speech service) take the utterance and never say anything or report why.
 */
export const SILENT_START_MS = 3000;

/** Whether the browser lists no voice at all (false where it cannot say). */
function noVoices(synth: SpeechSynthesis): boolean {
  return typeof synth.getVoices === 'function' && synth.getVoices().length === 0;
}

const segmenters = new Map<string, Intl.Segmenter>();
/** A sentence segmenter for the language (its own abbreviations and quotation marks). */
function segmenterFor(lang: string): Intl.Segmenter | null {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return null;
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

/**
 * A paragraph as the sentences read one by one: each utterance stays well under the ~15 s after
 * which Chrome's network voices stop speaking. Joined again they give back the paragraph.
 */
export function sentencesOf(text: string, lang = 'en'): string[] {
  const segmenter = segmenterFor(lang);
  if (!segmenter) return [text];
  return Array.from(segmenter.segment(text), (s) => s.segment).filter((s) => s.trim());
}

/** Reading speeds offered (speech rate); young listeners usually like 'Slower'. */
export const SPEEDS = [
  { label: 'reader.speed.slower', rate: 0.75 },
  { label: 'reader.speed.normal', rate: 0.9 },
  { label: 'reader.speed.faster', rate: 1.05 },
] as const;

export interface ReadingPosition {
  paragraph: number;
  sentence: number;
  /** The word being spoken in the sentence, where the browser reports word boundaries. */
  word?: { start: number; end: number };
}

/** Where the word starting at `start` ends (browsers do not all report its length). */
export function wordEnd(text: string, start: number, length?: number): number {
  if (length && length > 0) return start + length;
  const match = /^[\p{L}\p{N}'’-]+/u.exec(text.slice(start));
  return start + (match?.[0].length ?? 0);
}

/** The browser's voices for the book's language, as they become available. */
function useVoices(lang: string): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    const synth = speechSynthesisOrNull();
    if (!synth || typeof synth.getVoices !== 'function') return;
    const prefix = lang.split('-')[0]?.toLowerCase() ?? 'en';
    const load = () => setVoices(synth.getVoices().filter((v) => v.lang.toLowerCase().startsWith(prefix)));
    load();
    synth.addEventListener?.('voiceschanged', load);
    return () => synth.removeEventListener?.('voiceschanged', load);
  }, [lang]);
  return voices;
}

/**
 * Read aloud with the browser's speech synthesis, sentence by sentence. `position` is the
 * sentence being read (null when quiet); pause and resume keep the place; the speed and the voice
 * apply from the next sentence. Reading stops when the page is left. `language`: the story's
 * (issue 28); each utterance carries it and a voice of it is chosen when the browser has one.
 */
export function useReadAloud(paragraphs: string[], onParagraph?: (index: number) => void, language?: string) {
  const [position, setPosition] = useState<ReadingPosition | null>(null);
  const [paused, setPaused] = useState(false);
  const [rate, setRate] = useState<number>(SPEEDS[1].rate);
  const [voiceName, setVoiceName] = useState<string | null>(null);
  /** The browser could not speak (no voice, or an error it reported): the page says so. */
  const [failed, setFailed] = useState(false);
  const pageLang = typeof document === 'undefined' ? 'en-US' : document.documentElement.lang || 'en-US';
  // The story's language, in the page's own variant of it where the page is in it too (en-US,
  // pt-BR); an English text on a German page is read in English.
  const lang = !language || pageLang.split('-')[0] === language ? pageLang : language;
  const voices = useVoices(lang);
  const run = useRef(0);
  const settings = useRef({ rate, voiceName, voices });
  useEffect(() => {
    settings.current = { rate, voiceName, voices };
  }, [rate, voiceName, voices]);
  const onParagraphRef = useRef(onParagraph);
  useEffect(() => {
    onParagraphRef.current = onParagraph;
  }, [onParagraph]);
  // Prerendering has no speech; it assumes the browser has it (every current browser does), so
  // the controls are in the page from the start and hydration finds them; a browser without
  // speech drops them right after.
  const supported = useBrowserValue(hasSpeech, true);

  const watchdog = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(watchdog.current);
    run.current += 1;
    speechSynthesisOrNull()?.cancel();
    setPosition(null);
    setPaused(false);
  }, []);

  const start = useCallback(
    (from = 0) => {
      const synth = speechSynthesisOrNull();
      if (!synth) return;
      run.current += 1;
      const token = run.current;
      synth.cancel();
      setPaused(false);
      setFailed(false);
      clearTimeout(watchdog.current);
      // A browser without a voice may stay silent without a word: after a while, say so.
      let heard = false;
      const fail = () => {
        clearTimeout(watchdog.current);
        run.current += 1;
        synth.cancel();
        setPosition(null);
        setFailed(true);
      };
      if (noVoices(synth))
        watchdog.current = setTimeout(() => {
          if (token === run.current && !heard) fail();
        }, SILENT_START_MS);
      const speak = (paragraph: number, sentence: number) => {
        if (token !== run.current) return;
        // Skip empty paragraphs; stop after the last.
        let p = paragraph;
        let s = sentence;
        while (p < paragraphs.length && sentencesOf(paragraphs[p] ?? '', lang).length <= s) {
          p += 1;
          s = 0;
        }
        const text = p < paragraphs.length ? sentencesOf(paragraphs[p] ?? '', lang)[s] : undefined;
        if (!text) {
          setPosition(null);
          return;
        }
        const utterance = new SpeechSynthesisUtterance(text.trim());
        utterance.lang = lang;
        utterance.rate = settings.current.rate;
        // The voice chosen, else the browser's default for the language, else its first voice
        // of it: a French book is never read by an English voice where a French one exists.
        const { voices, voiceName } = settings.current;
        const fallback = lang === pageLang ? undefined : (voices.find((v) => v.default) ?? voices[0]);
        const voice = voices.find((v) => v.name === voiceName) ?? fallback;
        if (voice) utterance.voice = voice;
        utterance.onstart = () => {
          heard = true;
        };
        utterance.onend = () => {
          heard = true;
          speak(p, s + 1);
        };
        // Chrome and Safari report each word as it is spoken: underline it.
        utterance.onboundary = (event) => {
          heard = true;
          if (token !== run.current || event.name !== 'word') return;
          const spoken = text.trim();
          const end = wordEnd(spoken, event.charIndex, event.charLength);
          if (end > event.charIndex)
            setPosition({ paragraph: p, sentence: s, word: { start: event.charIndex, end } });
        };
        utterance.onerror = (event) => {
          if (token !== run.current) return;
          if (event.error !== 'interrupted' && event.error !== 'canceled') {
            // No voice, or the speech service failed: not silently (issue 47).
            console.warn('Reading aloud stopped', event.error);
            fail();
            return;
          }
          setPosition(null);
        };
        setPosition({ paragraph: p, sentence: s });
        if (s === 0) onParagraphRef.current?.(p);
        synth.speak(utterance);
      };
      speak(from, 0);
    },
    [paragraphs, lang, pageLang],
  );

  const pause = useCallback(() => {
    speechSynthesisOrNull()?.pause();
    setPaused(true);
  }, []);

  const resume = useCallback(() => {
    speechSynthesisOrNull()?.resume();
    setPaused(false);
  }, []);

  // Silence when the reader closes or the page is left.
  useEffect(() => {
    const silence = () => {
      clearTimeout(watchdog.current);
      run.current += 1;
      speechSynthesisOrNull()?.cancel();
    };
    window.addEventListener('pagehide', silence);
    return () => {
      window.removeEventListener('pagehide', silence);
      silence();
    };
  }, []);

  return {
    supported,
    failed,
    current: position?.paragraph ?? null,
    position,
    speaking: position !== null,
    paused,
    start,
    stop,
    pause,
    resume,
    rate,
    setRate,
    voices,
    voiceName,
    setVoiceName,
  };
}
