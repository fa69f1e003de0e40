import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { NarratedPage } from '@contract/narration';
import { canPlay, pageAfter, stepPage, wordIndexAt } from './timing';

export type PlayerStatus = 'stopped' | 'playing' | 'paused';

/** The pitch-keeping switch, under its prefixed name in older Safari and Firefox. */
type PitchAudio = HTMLAudioElement & {
  preservesPitch?: boolean;
  webkitPreservesPitch?: boolean;
  mozPreservesPitch?: boolean;
};

function keepPitch(audio: PitchAudio) {
  audio.preservesPitch = true;
  audio.webkitPreservesPitch = true;
  audio.mozPreservesPitch = true;
}

/**
 * Plays a book's stored narration page by page on one audio element: play, pause, resume, stop,
 * previous and next page, the speed (pitch kept), and pages that turn by themselves. The word
 * being spoken is read from the audio's own clock on every animation frame, so the light follows
 * the sound at any speed, after a pause or a seek, within a frame.
 */
export function useNarrationPlayer(
  audioRef: RefObject<HTMLAudioElement | null>,
  pages: readonly NarratedPage[],
  onPage: (index: number) => void,
  /** Ask the narration again for fresh audio addresses (they are signed for an hour). */
  onStale?: () => void,
) {
  const [status, setStatus] = useState<PlayerStatus>('stopped');
  const [page, setPage] = useState(0);
  const [word, setWord] = useState<number | null>(null);
  const [rate, setRateState] = useState(1);
  const [turnByThemselves, setTurnByThemselves] = useState(true);
  const latest = useRef({ pages, onPage, onStale, rate, turnByThemselves, page });
  useEffect(() => {
    latest.current = { pages, onPage, onStale, rate, turnByThemselves, page };
  });
  /** A page whose audio was refused while it played: where it was, and the pages then known. */
  const stale = useRef<{
    page: number;
    seconds: number;
    pages: readonly NarratedPage[];
    asked: boolean;
  } | null>(null);

  const play = useCallback(
    (index: number) => {
      const audio = audioRef.current as PitchAudio | null;
      const target = latest.current.pages[index];
      if (!audio || !target || !canPlay(target)) return;
      // Loading a source resets playbackRate to defaultPlaybackRate: set both.
      audio.defaultPlaybackRate = latest.current.rate;
      audio.src = target.audioUrl as string;
      audio.playbackRate = latest.current.rate;
      keepPitch(audio);
      setPage(index);
      setWord(null);
      setStatus('playing');
      latest.current.onPage(index);
      void audio.play()?.catch((error: unknown) => {
        // A newer source replacing this one interrupts its play(): nothing went wrong.
        if ((error as { name?: string }).name === 'AbortError') return;
        console.warn('The narration could not be played', error);
        setStatus('stopped');
      });
    },
    [audioRef],
  );

  const pause = useCallback(() => {
    audioRef.current?.pause();
    setStatus('paused');
  }, [audioRef]);

  const resume = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setStatus('playing');
    void audio.play()?.catch((error: unknown) => {
      console.warn('The narration could not be resumed', error);
      setStatus('paused');
    });
  }, [audioRef]);

  const stop = useCallback(() => {
    stale.current = null;
    const audio = audioRef.current;
    if (audio) {
      if (!audio.paused) audio.pause();
      audio.removeAttribute('src');
    }
    setStatus('stopped');
    setWord(null);
  }, [audioRef]);

  /** Previous/next page: plays it while reading, else only goes there (the next Play starts it). */
  const step = useCallback(
    (delta: number) => {
      const target = stepPage(latest.current.pages.length, latest.current.page, delta);
      if (status === 'stopped') {
        setPage(target);
        latest.current.onPage(target);
      } else play(target);
    },
    [status, play],
  );

  const setRate = useCallback(
    (value: number) => {
      setRateState(value);
      const audio = audioRef.current as PitchAudio | null;
      if (!audio) return;
      audio.defaultPlaybackRate = value;
      audio.playbackRate = value;
      keepPitch(audio);
    },
    [audioRef],
  );

  // The end of a page: the next one when pages turn by themselves, else quiet on this page.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const ended = () => {
      const { pages, page, turnByThemselves } = latest.current;
      const next = pageAfter(pages, page, turnByThemselves);
      if (next !== null) play(next);
      else {
        setStatus('stopped');
        setWord(null);
      }
    };
    audio.addEventListener('ended', ended);
    return () => audio.removeEventListener('ended', ended);
  }, [audioRef, play]);

  // A page's audio address is signed for an hour, so a book left open longer finds it refused:
  // the narration is asked again once, and the page plays on from where it was with the fresh
  // address. Refused again, the reading stops and the button offers it afresh.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const failed = () => {
      const { pages, page, onStale } = latest.current;
      if (!audio.getAttribute('src')) return;
      if (!onStale || stale.current?.asked) {
        console.warn('The narration could not be played', audio.error);
        stale.current = null;
        setStatus('stopped');
        setWord(null);
        return;
      }
      stale.current = { page, seconds: audio.currentTime, pages, asked: false };
      onStale();
    };
    const played = () => {
      if (stale.current?.asked) stale.current = null;
    };
    audio.addEventListener('error', failed);
    audio.addEventListener('playing', played);
    return () => {
      audio.removeEventListener('error', failed);
      audio.removeEventListener('playing', played);
    };
  }, [audioRef]);
  useEffect(() => {
    const was = stale.current;
    const audio = audioRef.current;
    if (!was || was.asked || was.pages === pages || !audio) return;
    stale.current = { ...was, asked: true };
    play(was.page);
    // Before its data loads this sets where the new source starts.
    audio.currentTime = was.seconds;
  }, [pages, play, audioRef]);

  // The word lit follows the audio's clock, checked every frame while it plays.
  const words = pages[page]?.words;
  useEffect(() => {
    const audio = audioRef.current;
    if (status !== 'playing' || !audio || !words) return;
    let frame = 0;
    let shown: number | null | undefined;
    const tick = () => {
      const now = wordIndexAt(words, audio.currentTime * 1000);
      // A new word is drawn in this frame, not in a later task: on a busy device every task
      // between the clock and the screen is time the light lags the voice.
      if (now !== shown) {
        shown = now;
        flushSync(() => setWord(now));
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [status, words, audioRef]);

  // Silence when the book is left.
  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (audio && !audio.paused) audio.pause();
    };
  }, [audioRef]);

  return {
    status,
    page,
    word,
    rate,
    setRate,
    turnByThemselves,
    setTurnByThemselves,
    play,
    pause,
    resume,
    stop,
    previous: () => step(-1),
    next: () => step(1),
  };
}
