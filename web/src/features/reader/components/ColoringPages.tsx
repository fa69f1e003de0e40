import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { useSubmit } from '../../../lib/useSubmit';
import { coloringFileName, getColoringPdf, paperForLocale, type ColoringPaper } from '../api/coloring';

const PAPERS: { value: ColoringPaper; label: string }[] = [
  { value: 'letter', label: 'Letter (8.5 x 11 in)' },
  { value: 'a4', label: 'A4 (210 x 297 mm)' },
];

/** Why the download did not happen, in words a parent can act on. */
function noteOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (error instanceof ApiError && error.status === 409)
    return 'Some pictures are still being drawn. Please try again in a minute.';
  return "We couldn't make your colouring pages just now. Please try again in a moment.";
}

/**
 * 'Print pages to colour' (issue 28): the book's pictures as black line art, one a sheet with
 * the words beneath, on the paper the parent's printer holds (guessed from the browser's
 * language, and theirs to change).
 */
export function ColoringPages({ bookId, locale }: { bookId: string; locale?: string }) {
  const [paper, setPaper] = useState<ColoringPaper>(() =>
    paperForLocale(locale ?? (typeof navigator === 'undefined' ? undefined : navigator.language)),
  );
  const { busy, done, error, run } = useSubmit(noteOf, { log: 'Making the colouring pages failed' });

  async function download() {
    if (busy) return;
    await run(async () => {
      const blob = await getColoringPdf(bookId, paper);
      const fileName = coloringFileName(bookId, paper);
      saveBlob(blob, fileName);
      track('file_download', { file_name: fileName, file_extension: 'pdf', book_id: bookId });
      return 'Your colouring pages are downloading. Print them and grab the crayons!';
    });
  }

  return (
    <section
      aria-labelledby="coloring-pages"
      className="mt-6 flex flex-col gap-4 rounded-card bg-white p-5 shadow-soft sm:p-6"
    >
      <div>
        <h2 id="coloring-pages" className="text-xl font-semibold">
          Pages to colour
        </h2>
        <p className="text-ink-soft">
          Every picture as black outlines, one to a page, with its part of the story underneath.
        </p>
      </div>
      <RadioGroup
        legend="Paper size"
        name={`coloring-paper-${bookId}`}
        variant="chips"
        value={paper}
        onChange={setPaper}
        options={PAPERS}
      />
      <span className="inline-flex flex-col items-start gap-1 self-start">
        <Button variant="secondary" busy={busy} onClick={() => void download()}>
          {!busy && <Icon name="download" />}
          Print pages to colour
        </Button>
        <span role="status" className="text-sm text-ink-soft empty:hidden">
          {busy ? 'Making your colouring pages...' : (done ?? error)}
        </span>
      </span>
    </section>
  );
}
