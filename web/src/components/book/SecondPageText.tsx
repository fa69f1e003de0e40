import { cn } from '../ui/cn';
import type { Language } from '@contract/languages';
import { ReadingText, type ReadingMark } from './ReadingText';

/** A bilingual book's second text (issue 45): its language, its title and its ten paragraphs, page by page. */
export interface SecondText {
  language: Language;
  /** Shown beneath the book's title, set apart as the pages' second texts are. */
  title?: string;
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
  mark = null,
}: {
  text: string;
  language: Language;
  /** What of it is being read aloud now, lit; absent where it is only shown. */
  mark?: ReadingMark | null;
}) {
  if (!text) return null;
  const reading = mark !== null;
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
      <ReadingText text={text} language={language} mark={mark} />
    </p>
  );
}
