/**
 * Media Overlays (EPUB 3 Media Overlays 3.2): one SMIL document per text page, a <par> per
 * spoken word tying the word's span to its stretch of the page's MP3, so a reading system reads
 * the page aloud and lights each word as it is spoken.
 */
import { secondTextId, textSectionId, wordId } from './pages.js';
import type { PageNarration } from './types.js';
import { clockValue, escapeXml } from './xml.js';

/** A word's clip: from its start to the next word's start (never overlapping, never empty), within the audio. */
export function wordClips(narration: PageNarration): { beginMs: number; endMs: number }[] {
  const duration = Math.max(1, Math.round(narration.durationMs));
  let previousEnd = 0;
  return narration.words.map((word, i) => {
    const next = narration.words[i + 1];
    const beginMs = Math.min(Math.max(previousEnd, Math.round(word.startMs)), duration - 1);
    const wanted = Math.round(Math.max(word.endMs, next ? Math.min(next.startMs, word.endMs) : word.endMs));
    const endMs = Math.min(Math.max(beginMs + 1, wanted), duration);
    previousEnd = endMs;
    return { beginMs, endMs };
  });
}

/** One narrated text of a page: its audio, its narration, and whether it is a bilingual page's second. */
export interface SmilPart {
  audioHref: string;
  narration: PageNarration;
  second?: boolean;
}

/**
 * A text page's overlay: its text read word by word, then (a bilingual page, issue 45) its second
 * text from its own recording, so a reading system reads the page as it shows it, top to bottom.
 */
export function smilDocument(options: {
  page: number;
  textHref: string;
  audioHref: string;
  narration: PageNarration;
  /** A bilingual page's second text, read after the first. */
  second?: Omit<SmilPart, 'second'> | null;
}): string {
  const { page, textHref } = options;
  const parts: SmilPart[] = [
    { audioHref: options.audioHref, narration: options.narration },
    ...(options.second ? [{ ...options.second, second: true }] : []),
  ];
  const pars = parts.map((part) => smilPars(page, textHref, part)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
<body>
<seq id="seq${page}" epub:textref="${escapeXml(textHref)}#${textSectionId(page)}">
${pars}
</seq>
</body>
</smil>
`;
}

function smilPars(
  page: number,
  textHref: string,
  { audioHref, narration, second = false }: SmilPart,
): string {
  const clips = wordClips(narration);
  // No word to light: the text is read as one.
  if (clips.length === 0) clips.push({ beginMs: 0, endMs: Math.max(1, Math.round(narration.durationMs)) });
  const whole = second ? secondTextId(page) : textSectionId(page);
  const target = (i: number) => (narration.words.length ? wordId(page, i + 1, second) : whole);
  return clips
    .map(
      (clip, i) =>
        `<par id="p${page}-${second ? 'b' : 'w'}${i + 1}"><text src="${escapeXml(textHref)}#${target(i)}"/>` +
        `<audio src="${escapeXml(audioHref)}" clipBegin="${clockValue(clip.beginMs)}" clipEnd="${clockValue(clip.endMs)}"/></par>`,
    )
    .join('\n');
}

/** A page's narration checked: it has audio and a length. Throws a clear Error otherwise. */
export function validateNarration(narration: PageNarration, page: number): void {
  const fail = (message: string): never => {
    throw new Error(`Cannot build the EPUB: the narration of page ${page} ${message}`);
  };
  if (!(narration.audio instanceof Uint8Array) || narration.audio.length === 0) fail('has no audio');
  if (!Number.isFinite(narration.durationMs) || narration.durationMs <= 0) fail('has no duration');
}

/**
 * The words a page's overlay can light: those inside the page's text, in order, not overlapping,
 * with times (a synthesizer's stray word event is left out rather than failing the book).
 */
export function wordsInText<W extends PageNarration['words'][number]>(
  text: string,
  words: readonly W[],
): W[] {
  let at = 0;
  return words.filter((word) => {
    const fits =
      Number.isInteger(word.start) &&
      Number.isInteger(word.end) &&
      word.start >= at &&
      word.end > word.start &&
      word.end <= text.length &&
      word.startMs >= 0 &&
      word.endMs >= word.startMs;
    if (fits) at = word.end;
    return fits;
  });
}
