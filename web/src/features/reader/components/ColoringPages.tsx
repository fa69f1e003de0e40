import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { useSubmit } from '../../../lib/useSubmit';
import { coloringFileName, getColoringPdf, paperForLocale, type ColoringPaper } from '../api/coloring';
import { i18n, useT } from '../../../i18n';

const PAPERS: ColoringPaper[] = ['letter', 'a4'];

/** Why the download did not happen, in words a parent can act on. */
function noteOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (error instanceof ApiError && error.status === 409) return i18n._('reader.coloring.stillDrawing');
  return i18n._('reader.coloring.failed');
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
  const t = useT();
  const { busy, done, error, run } = useSubmit(noteOf, { log: 'Making the colouring pages failed' });

  async function download() {
    if (busy) return;
    await run(async () => {
      const blob = await getColoringPdf(bookId, paper);
      const fileName = coloringFileName(bookId, paper);
      saveBlob(blob, fileName);
      track('file_download', { file_name: fileName, file_extension: 'pdf', book_id: bookId });
      return t('reader.coloring.downloading');
    });
  }

  return (
    <section
      aria-labelledby="coloring-pages"
      className="mt-6 flex flex-col gap-4 rounded-card bg-white p-5 shadow-soft sm:p-6"
    >
      <div>
        <h2 id="coloring-pages" className="text-xl font-semibold">
          {t('reader.coloring.title')}
        </h2>
        <p className="text-ink-soft">{t('reader.coloring.lead')}</p>
      </div>
      <RadioGroup
        legend={t('reader.coloring.paper')}
        name={`coloring-paper-${bookId}`}
        variant="chips"
        value={paper}
        onChange={setPaper}
        options={PAPERS.map((value) => ({ value, label: t(`reader.coloring.paper.${value}`) }))}
      />
      <span className="inline-flex flex-col items-start gap-1 self-start">
        <Button variant="secondary" busy={busy} onClick={() => void download()}>
          {!busy && <Icon name="download" />}
          {t('reader.coloring.print')}
        </Button>
        <span role="status" className="text-sm text-ink-soft empty:hidden">
          {busy ? t('reader.coloring.making') : (done ?? error)}
        </span>
      </span>
    </section>
  );
}
