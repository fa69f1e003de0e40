/**
 * The story pipeline on the local stack, as the web client drives it: create -> story text
 * ready (polling enhancedTextOutput), save -> all 10 illustrations ready (polling imageOutput),
 * then the PDF build and its size.
 */
import { HOSTING_URL } from '../emulators/src/stack.js';

/** The first book after start, reported on its own, then five for the median and spread. */
export const PIPELINE_RUNS = Number(process.env.BENCH_PIPELINE_RUNS ?? 6);
const RUNS = PIPELINE_RUNS;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function post(token: string, path: string, body: object) {
  return fetch(`${HOSTING_URL}/user/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function oneBook(token: string, run: number) {
  let started = performance.now();
  const created = await post(token, 'create', {
    storyType: 'Enhanced',
    gender: run % 2 ? 'girl' : 'boy',
    mainChrName: ['Leo', 'Mia', 'Ava', 'Sam', 'Noor'][run % 5],
    description: [
      'a day at the beach',
      'a snowy morning',
      'a rocket trip to the moon',
      'a farm visit',
      'a birthday party',
    ][run % 5],
    moralValue: 'kindness',
    appearanceValue: 'medium_brown',
    readerAgeGroup: run % 2 ? '2-4years' : '5-7years',
  });
  if (!created.ok) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const { bookId } = (await created.json()) as { bookId: string };
  let story = '';
  for (;;) {
    const res = await post(token, 'enhancedTextOutput', { bookId });
    if (res.ok) {
      story = ((await res.json()) as { story: string }).story;
      break;
    }
    await res.arrayBuffer();
    await sleep(POLL_MS);
  }
  const textMs = performance.now() - started;
  const [titleLine = '', ...rest] = story.split('\n\n');
  started = performance.now();
  const saved = await post(token, 'saveStory', {
    bookId,
    storyTitle: titleLine.replace(/^Title:\s*/, ''),
    paragraphs: rest.map((p) => p.replace(/^\d+\.\s*/, '')),
  });
  if (!saved.ok) throw new Error(`save answered ${saved.status}: ${await saved.text()}`);
  const ready = new Set<number>();
  while (ready.size < 10) {
    for (let n = 1; n <= 10; n++) {
      if (ready.has(n)) continue;
      const res = await post(token, 'imageOutput', { bookId: `${bookId}_${n}` });
      await res.arrayBuffer();
      if (res.ok) ready.add(n);
    }
    if (ready.size < 10) await sleep(POLL_MS);
  }
  const imagesMs = performance.now() - started;
  started = performance.now();
  const built = await post(token, 'createEnhancedPdf', { bookId });
  if (!built.ok) throw new Error(`createEnhancedPdf answered ${built.status}: ${await built.text()}`);
  await built.arrayBuffer();
  const pdfMs = performance.now() - started;
  const pdf = await post(token, 'getPdf', { bookId });
  const pdfBytes = (await pdf.arrayBuffer()).byteLength;
  return { textMs, imagesMs, pdfMs, pdfBytes };
}

/** The first book after the stack started, then the median and spread of the rest. */
export function spread(xs: number[]): { first: number; median: number; min: number; max: number; n: number } {
  const [first = NaN, ...rest] = xs;
  const sorted = [...rest].sort((a, b) => a - b);
  return {
    first,
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN,
    min: sorted[0] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
    n: sorted.length,
  };
}

export const spreadRow = (name: string, xs: number[], budget: string) => {
  const s = spread(xs);
  const rest = s.n > 0 ? `${s.median.toFixed(0)} | ${s.min.toFixed(0)}-${s.max.toFixed(0)}` : '- | -';
  return `| ${name} | ${s.first.toFixed(0)} | ${rest} | ${s.n} | ${budget} |`;
};

export const SPREAD_HEADER =
  '| step | first after start | median of the rest | spread | n | budget |\n|---|---:|---:|---:|---:|---:|';

/** Each run spends one of the caller's credits (the bench buys them for a parent of its own). */
export async function pipelineTable(token: string, drawing: string): Promise<void> {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneBook(token, i));
  console.log(
    `\nStory pipeline on the local stack (offline engines, pictures drawn ${drawing}), ${RUNS} books one after another (ms)\n`,
  );
  console.log(SPREAD_HEADER);
  console.log(
    spreadRow(
      'create -> story text ready',
      runs.map((r) => r.textMs),
      '< 1000',
    ),
  );
  console.log(
    spreadRow(
      'save -> 10 illustrations ready',
      runs.map((r) => r.imagesMs),
      '< 6000',
    ),
  );
  console.log(
    spreadRow(
      'PDF build (22 pages, via the API)',
      runs.map((r) => r.pdfMs),
      '< 2000',
    ),
  );
  const sizes = runs.map((r) => r.pdfBytes / 1024 / 1024);
  console.log(
    `\nPDF size: median ${spread(sizes).median.toFixed(2)} MB, max ${Math.max(...sizes).toFixed(2)} MB (budget < 8 MB)`,
  );
}
