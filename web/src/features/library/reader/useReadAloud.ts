import { useCallback, useEffect, useRef, useState } from 'react';

function speechSynthesisOrNull(): SpeechSynthesis | null {
  if (typeof window === 'undefined') return null;
  if (!('speechSynthesis' in window) || typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis;
}

/**
 * Read aloud with the browser's speech synthesis, paragraph by paragraph. `current` is the
 * index of the paragraph being read (null when quiet). Unsupported browsers get `supported` false.
 */
export function useReadAloud(paragraphs: string[], onParagraph?: (index: number) => void) {
  const [current, setCurrent] = useState<number | null>(null);
  const run = useRef(0);
  const onParagraphRef = useRef(onParagraph);
  useEffect(() => {
    onParagraphRef.current = onParagraph;
  }, [onParagraph]);
  const [supported] = useState(() => speechSynthesisOrNull() !== null);

  const stop = useCallback(() => {
    run.current += 1;
    speechSynthesisOrNull()?.cancel();
    setCurrent(null);
  }, []);

  const start = useCallback(
    (from = 0) => {
      const synth = speechSynthesisOrNull();
      if (!synth) return;
      run.current += 1;
      const token = run.current;
      synth.cancel();
      const speak = (index: number) => {
        if (token !== run.current) return;
        // Skip empty paragraphs; stop after the last.
        let next = index;
        while (next < paragraphs.length && !paragraphs[next]?.trim()) next += 1;
        const text = paragraphs[next];
        if (next >= paragraphs.length || !text) {
          setCurrent(null);
          return;
        }
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = document.documentElement.lang || 'en-US';
        utterance.rate = 0.9;
        utterance.onend = () => speak(next + 1);
        utterance.onerror = (event) => {
          if (token !== run.current) return;
          if (event.error !== 'interrupted' && event.error !== 'canceled')
            console.warn('Reading aloud stopped', event.error);
          setCurrent(null);
        };
        setCurrent(next);
        onParagraphRef.current?.(next);
        synth.speak(utterance);
      };
      speak(from);
    },
    [paragraphs],
  );

  // Silence when the reader closes.
  useEffect(
    () => () => {
      run.current += 1;
      speechSynthesisOrNull()?.cancel();
    },
    [],
  );

  return { supported, current, speaking: current !== null, start, stop };
}
