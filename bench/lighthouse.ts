/**
 * Lighthouse (mobile defaults, Debian Chromium) on the built site served by the Hosting emulator:
 * the public pages of the public-site bars (and two in other languages), and the JavaScript the home page loads
 * (gzip-compressed sizes of the scripts it requested).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../emulators/src/stack.js';
import { HOME_JS_BUDGET_KB, scriptKbGzip } from '../e2e/scriptSize.js';

const run = promisify(execFile);

export const LIGHTHOUSE_PAGES = [
  '/',
  '/gallery',
  '/gallery/aisha-s-sunflower',
  '/blog/helping-children-navigate-big-emotions-with-personalized-stories',
  // The pages in another language (issue 45): prerendered at their own addresses.
  '/es/',
  '/de/gallery',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  consoleErrors: string[];
  scripts: string[];
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
}

export async function lighthouse(baseUrl: string, page: string): Promise<LighthouseRow> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));
  const out = path.join(dir, 'report.json');
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  try {
    await run(
      path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
      [
        `${baseUrl}${page}`,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, timeout: 240_000, maxBuffer: 1 << 26 },
    );
    const report = JSON.parse(await readFile(out, 'utf8')) as Report;
    const audit = (id: string) => report.audits[id];
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ) as LighthouseRow['scores'];
    return {
      page,
      scores,
      cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
      tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
      consoleErrors: (audit('errors-in-console')?.details?.items ?? []).map((i) => String(i.description)),
      scripts: (audit('network-requests')?.details?.items ?? [])
        .filter((i) => i.resourceType === 'Script')
        .map((i) => String(i.url)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Lighthouse varies from run to run (more so on a busy machine): the median of a few runs. */
export async function medianLighthouse(baseUrl: string, page: string, runs: number): Promise<LighthouseRow> {
  const rows: LighthouseRow[] = [];
  for (let i = 0; i < runs; i++) rows.push(await lighthouse(baseUrl, page));
  rows.sort((a, b) => a.scores.performance - b.scores.performance);
  return rows[Math.floor(rows.length / 2)] as LighthouseRow;
}

export async function lighthouseTable(
  baseUrl: string,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<void> {
  console.log(
    `\nLighthouse 13 (mobile defaults) on the built site, Hosting emulator: the median of ${runs} runs per page`,
  );
  console.log(
    '| page | performance | accessibility | best practices | SEO | CLS | LCP | TBT | console errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  let home: LighthouseRow | undefined;
  for (const page of LIGHTHOUSE_PAGES) {
    const row = await medianLighthouse(baseUrl, page, runs);
    if (page === '/') home = row;
    const s = row.scores;
    console.log(
      `| ${page} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${row.cls.toFixed(3)} | ${(row.lcpMs / 1000).toFixed(1)} s | ${Math.round(row.tbtMs)} ms | ${row.consoleErrors.length} |`,
    );
    for (const error of row.consoleErrors) console.log(`  console: ${error.slice(0, 200)}`);
  }
  if (home)
    console.log(
      `Home route JavaScript: ${(await scriptKbGzip(home.scripts)).toFixed(0)} KB gzip in ${home.scripts.length} files (bar: < ${HOME_JS_BUDGET_KB} KB); bars: every score >= 95, CLS < 0.05, no console errors`,
    );
}
