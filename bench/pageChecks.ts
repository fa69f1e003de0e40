/**
 * Issue 32, measured: what checking every page costs on the Gemini engines. The page tasks'
 * own drawing code (books/images/checkedDrawing.ts) runs against the local stand-in of the
 * Gemini API, whose checks fail a known share of the drawings they see (every n-th first
 * drawing, and every n-th redraw again, so the shares are exact). Counted per 10-page book: the model calls
 * the checks add, the time they add, and the pages that would reach the parent unchecked.
 */
import { GeminiIllustrator, GeminiPageChecker } from '../functions/src/adapters/gemini/index.js';
import {
  answer,
  checkAnswer,
  isPageCheck,
  promptTextOf,
  standInClient,
  startGeminiStandIn,
  tinyPng,
} from '../functions/src/adapters/gemini/testing/geminiStandIn.js';
import { jsonLinesLogger } from '../functions/src/adapters/jsonLinesLogger/logger.js';
import { drawChecked, type CheckedDrawing } from '../functions/src/books/images/checkedDrawing.js';
import { UNCHECKED_REASON } from '../functions/src/books/images/pageCheck.js';
import { checkRequestFor } from '../functions/src/books/images/request.js';
import type { IllustrationRequest } from '../functions/src/ports/illustrator.js';

/**
 * Seconds one call takes, assumed (the stand-in answers at once): an image of a page at 4K,
 * and a text-model verdict on two images at 1024 px. Change them here to see other models.
 */
export const ASSUMED_SECONDS = { image: 12, check: 4 };
const BOOKS = 20;
const PAGES = 10;
/** Shares of failed checks (every n-th first drawing and every n-th redraw fail; 0 = none). */
const FAIL_EVERY = [0, 10, 5, 2] as const;

export interface PageChecksRow {
  failedShare: number;
  /** Per book, averaged: */
  extraCalls: number;
  extraImageCalls: number;
  extraCheckCalls: number;
  /** All added calls' seconds, one after another. */
  addedModelSeconds: number;
  /** The wait a parent sees: pages are drawn side by side, so the slowest page's extra. */
  addedWaitSeconds: number;
  redrawnShare: number;
  unsureShare: number;
  uncheckedShare: number;
}

export async function measurePageChecks(books = BOOKS): Promise<PageChecksRow[]> {
  const standIn = await startGeminiStandIn();
  try {
    const client = standInClient(standIn, 30_000);
    const logger = jsonLinesLogger(() => {});
    const illustrator = new GeminiIllustrator({ client, imageModel: 'stand-in-image', logger });
    const checker = new GeminiPageChecker({ client, model: 'stand-in-text', logger });
    const rows: PageChecksRow[] = [];
    for (const every of FAIL_EVERY) {
      // Every n-th first drawing fails its check, and every n-th redraw fails again: exact shares.
      const seen = new Map<string, number>();
      let firsts = 0;
      let seconds = 0;
      standIn.handle((body) => {
        if (!isPageCheck(body))
          return answer([{ inlineData: { mimeType: 'image/png', data: tinyPng(8, 8).toString('base64') } }]);
        const scene = /<scene>([\s\S]*?)<\/scene>/.exec(promptTextOf(body))?.[1] ?? '';
        const nth = (seen.get(scene) ?? 0) + 1;
        seen.set(scene, nth);
        const count = nth === 1 ? ++firsts : ++seconds;
        const fails = every > 0 && count % every === 0;
        return checkAnswer({
          characters: [
            { name: 'Mia', matchesSheet: !fails, detail: fails ? 'her hair is blond, not black' : '' },
          ],
          score: fails ? 45 : 92,
        });
      });
      const before = standIn.calls.length;
      let imageCalls = 0;
      let checkCalls = 0;
      let wait = 0;
      const results: CheckedDrawing[] = [];
      for (let b = 0; b < books; b++) {
        let slowest = 0;
        for (let page = 1; page <= PAGES; page++) {
          const start = standIn.calls.length;
          const request: IllustrationRequest = {
            artStyle: 'classic',
            bookId: String(1767225600000 + b),
            page,
            legend: `Mia flies her red kite on the hill, scene ${page} of book ${b + 1}.`,
            storyType: 'Enhanced',
            appearanceValue: 'warm_black',
            readerAgeGroup: '2-4years',
            characters: [{ name: 'Mia', relationship: 'main', gender: 'girl' }],
            variant: 0,
            reference: { bytes: tinyPng(8, 8), contentType: 'image/png' },
          };
          const checking = { illustrator, checker, logger, minScore: 70 };
          results.push(await drawChecked(checking, request, (png) => checkRequestFor(request, png)));
          const calls = standIn.calls.slice(start);
          const pageChecks = calls.filter((c) => isPageCheck(c.body)).length;
          const extraImages = calls.length - pageChecks - 1;
          imageCalls += extraImages;
          checkCalls += pageChecks;
          slowest = Math.max(
            slowest,
            extraImages * ASSUMED_SECONDS.image + pageChecks * ASSUMED_SECONDS.check,
          );
        }
        wait += slowest;
      }
      const total = standIn.calls.length - before;
      const pages = books * PAGES;
      const share = (n: number) => n / pages;
      rows.push({
        failedShare: every === 0 ? 0 : 1 / every,
        extraCalls: (total - pages) / books,
        extraImageCalls: imageCalls / books,
        extraCheckCalls: checkCalls / books,
        addedModelSeconds: (imageCalls * ASSUMED_SECONDS.image + checkCalls * ASSUMED_SECONDS.check) / books,
        addedWaitSeconds: wait / books,
        redrawnShare: share(results.filter((r) => (r.check?.drawings ?? 1) > 1).length),
        unsureShare: share(results.filter((r) => r.check?.status === 'unsure').length),
        uncheckedShare: share(
          results.filter((r) => !r.check || r.check.reasons.includes(UNCHECKED_REASON)).length,
        ),
      });
    }
    return rows;
  } finally {
    await standIn.close();
  }
}

const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;

export async function pageChecksTable(): Promise<void> {
  const rows = await measurePageChecks();
  console.log(
    `\nChecking every page (issue 32), Gemini stand-in, ${BOOKS} books of ${PAGES} pages; assumed ${ASSUMED_SECONDS.image} s an image call, ${ASSUMED_SECONDS.check} s a check`,
  );
  console.log(
    '| checks failing | extra model calls per book (images + checks) | added model seconds per book | added wait per book (pages side by side) | pages redrawn | pages marked unsure | pages reaching the parent unchecked |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${percent(r.failedShare)} | ${r.extraCalls} (${r.extraImageCalls} + ${r.extraCheckCalls}) | ${r.addedModelSeconds} s | ${r.addedWaitSeconds} s | ${percent(r.redrawnShare)} | ${percent(r.unsureShare)} | ${percent(r.uncheckedShare)} |`,
    );
}
