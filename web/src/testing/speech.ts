import { vi } from 'vitest';

/** An utterance as the page makes it; the test fires its events (jsdom has no speech). */
export class FakeUtterance {
  text: string;
  lang = '';
  rate = 1;
  voice?: unknown;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onboundary: ((event: { name: string; charIndex: number; charLength?: number }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

/**
 * The browser's speech synthesis, from now on: every utterance the page speaks is kept in
 * `spoken`, in order; `synth`'s methods are spies.
 */
export function fakeSpeech() {
  const spoken: FakeUtterance[] = [];
  const synth = {
    speak: vi.fn((u: FakeUtterance) => {
      spoken.push(u);
    }),
    cancel: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { spoken, synth };
}
