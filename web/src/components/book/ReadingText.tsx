import { NarratedWord } from './NarratedWord';
import { sentencesOf } from './useReadAloud';

/**
 * What of a page's text is being read aloud now: the word the stored narration speaks (issue 44),
 * or the sentence the browser's speech reads and the word it reports. Null: the text is not read.
 */
export type ReadingMark =
  | { by: 'narration'; word: { start: number; end: number; index: number } | null }
  | { by: 'speech'; sentence: number; word: { start: number; end: number } | null };

/** A page's text (the first or a bilingual book's second) with what is being read of it lit. */
export function ReadingText({
  text,
  language,
  mark,
}: {
  text: string;
  language?: string;
  mark: ReadingMark | null;
}) {
  if (mark?.by === 'narration')
    return mark.word ? <NarratedWord text={text} word={mark.word} /> : <>{text}</>;
  if (mark?.by !== 'speech') return <>{text}</>;
  return (
    <>
      {sentencesOf(text, language).map((part, i) =>
        i === mark.sentence ? (
          <mark key={i} className="rounded bg-sunrise text-ink">
            <SpokenWord text={part} word={mark.word} />
          </mark>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

/** A sentence with the word being spoken underlined (offsets are in the trimmed sentence). */
function SpokenWord({ text, word }: { text: string; word: { start: number; end: number } | null }) {
  if (!word) return <>{text}</>;
  const lead = text.length - text.trimStart().length;
  const start = lead + word.start;
  const end = lead + word.end;
  return (
    <>
      {text.slice(0, start)}
      <span data-word className="underline decoration-leaf decoration-4 underline-offset-4">
        {text.slice(start, end)}
      </span>
      {text.slice(end)}
    </>
  );
}
