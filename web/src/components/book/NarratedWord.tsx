/** A page's text with the word the narration is speaking lit. */
export function NarratedWord({
  text,
  word,
}: {
  text: string;
  word: { start: number; end: number; index: number };
}) {
  return (
    <>
      {text.slice(0, word.start)}
      <mark data-narrated-word={word.index} className="rounded bg-sunrise text-ink">
        {text.slice(word.start, word.end)}
      </mark>
      {text.slice(word.end)}
    </>
  );
}
