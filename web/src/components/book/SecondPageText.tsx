/** A bilingual book's second text (issue 45): its language, its title and its ten paragraphs, page by page. */
export interface SecondText {
  language: string;
  /** Shown beneath the book's title, set apart as the pages' second texts are. */
  title?: string;
  paragraphs: string[];
}

/**
 * A page's text in the book's second language, beneath the first: italic and in another colour,
 * so a reader tells the two apart at a glance, and marked with its language for screen readers.
 */
export function SecondPageText({ text, language }: { text: string; language: string }) {
  if (!text) return null;
  return (
    <p
      lang={language}
      data-second-text
      className="border-l-4 border-sky pl-4 text-lg leading-relaxed whitespace-pre-line text-leaf italic sm:text-xl"
    >
      {text}
    </p>
  );
}
