import { cn } from '../ui/cn';
import { NarratedWord } from './NarratedWord';

/** A bilingual book's second text (issue 45): its language and its ten paragraphs, page by page. */
export interface SecondText {
  language: string;
  paragraphs: string[];
}

/**
 * A page's text in the book's second language, beneath the first: italic and in another colour,
 * so a reader tells the two apart at a glance, and marked with its language for screen readers.
 * When the narration reads it, it is marked as the text being read and its spoken word is lit.
 */
export function SecondPageText({
  text,
  language,
  reading = false,
  narratedWord = null,
}: {
  text: string;
  language: string;
  reading?: boolean;
  narratedWord?: { start: number; end: number; index: number } | null;
}) {
  if (!text) return null;
  return (
    <p
      lang={language}
      data-second-text
      data-reading={reading || undefined}
      aria-current={reading ? 'true' : undefined}
      className={cn(
        'border-l-4 border-sky pl-4 text-lg leading-relaxed whitespace-pre-line text-leaf italic sm:text-xl',
        reading && 'rounded-r-2xl bg-sunrise-soft ring-4 ring-sunrise ring-offset-4 ring-offset-sunrise-soft',
      )}
    >
      {narratedWord ? <NarratedWord text={text} word={narratedWord} /> : text}
    </p>
  );
}
