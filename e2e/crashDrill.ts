/**
 * `npm run test:crash`: the functions die in the middle of the work and nothing is lost or
 * done twice. On a running stack (or one it starts on a throw-away data directory):
 *
 * 1. A fresh parent with 2 credits saves a 10-page story. While the pages are being drawn, every
 *    functions worker process is killed with SIGKILL, three times over (as the first pages
 *    start, with 3 drawn, with 7 drawn); the emulator starts new
 *    workers and Cloud Tasks delivers the lost tasks again. Then every page is drawn, none is
 *    pending or failed, each page has exactly one drawing in storage, and one credit was spent.
 * 2. The PDF build request is cut off by killing the workers while it runs; the parent asks
 *    again, as the web client's retry does, and the book has one valid 22-page PDF.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LocalDirectoryBlobStore } from '../functions/src/adapters/localDirectory/blobStore.js';
import { parsePdf } from '../functions/src/pdf/testing/fixtures.js';
import { waitFor } from '../emulators/src/process.js';
import { DATA_DIR, loopbackLogIn, planStack } from '../emulators/src/stack.js';
import { openStackStore } from '../emulators/src/stackStore.js';
import { assertNothingLeftTheMachine } from '../emulators/src/loopbackGuard/index.js';
import { credits, freshParent, pagesDrawn, userCall } from './parents.js';
import { ensureStack } from './stack.js';

const sh = promisify(execFile);
const PAGES = 10;

/** Drops the fingerprint of the book's built PDF, so the next createPdf builds it again. */
async function forgetPdfInputs(dataDir: string, bookId: string) {
  const { store, close } = await openStackStore(planStack({ hosting: true, dataDir }), dataDir);
  try {
    const book = await store.get(`books/${bookId}`);
    const pdf = book?.pdf as Record<string, unknown> | null | undefined;
    if (pdf) await store.update(`books/${bookId}`, { pdf: { ...pdf, inputs: null } as never });
  } finally {
    await close();
  }
}

/** The functions emulator runs each function in `node .../functionsEmulatorRuntime` workers. */
async function killWorkers(): Promise<number> {
  const { stdout } = await sh('pgrep', ['-f', 'functionsEmulatorRuntime']).catch(() => ({ stdout: '' }));
  const pids = stdout.split('\n').filter(Boolean).map(Number);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return pids.length;
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`crash drill: ${what}`);
  console.log(`  ok: ${what}`);
}

async function drill(dataDir: string): Promise<void> {
  const parent = await freshParent(2, 'Casey Crash');
  const created = await userCall(parent.token, 'create', {
    storyType: 'Enhanced',
    gender: 'girl',
    mainChrName: 'Ada',
    description: 'a windy day at the park with her dog Pepper',
    moralValue: 'perseverance',
    appearanceValue: 'medium_brown',
    readerAgeGroup: '5-7years',
  });
  if (!created.ok) throw new Error(`create answered ${created.status}`);
  const { bookId } = (await created.json()) as { bookId: string };
  let story = '';
  await waitFor(
    'the story text',
    async () => {
      const res = await userCall(parent.token, 'enhancedTextOutput', { bookId });
      if (res.ok) story = ((await res.json()) as { story: string }).story;
      else await res.arrayBuffer();
      return res.ok;
    },
    60_000,
  );
  const [title = '', ...paragraphs] = story.split('\n\n');
  const before = await credits(parent.token);
  const saved = await userCall(parent.token, 'saveStory', {
    bookId,
    storyTitle: title.replace(/^Title:\s*/, ''),
    paragraphs: paragraphs.map((p) => p.replace(/^\d+\.\s*/, '')),
  });
  if (!saved.ok) throw new Error(`saveStory answered ${saved.status}: ${await saved.text()}`);

  console.log(`Book ${bookId} saved; killing the functions workers while its pages are drawn`);
  const started = Date.now();
  let kills = 0;
  // Kill at three stages: as the first pages start, with a few drawn, with most drawn.
  for (const [round, atLeast] of [0, 3, 7].entries()) {
    if (atLeast === 0) await new Promise((r) => setTimeout(r, 700));
    else
      await waitFor(
        `${atLeast} pages drawn`,
        async () => (await pagesDrawn(parent.token, bookId)) >= atLeast,
        300_000,
        300,
      );
    const drawn = await pagesDrawn(parent.token, bookId);
    const killed = await killWorkers();
    kills += killed;
    console.log(`  round ${round + 1}: ${drawn}/${PAGES} pages drawn, ${killed} workers killed`);
  }
  await waitFor(
    'all 10 pages',
    async () => (await pagesDrawn(parent.token, bookId)) === PAGES,
    480_000,
    1000,
  );
  console.log(`  all pages drawn ${((Date.now() - started) / 1000).toFixed(0)} s after the save`);

  const { store, close } = await openStackStore(planStack({ hosting: true, dataDir }), dataDir);
  const blobs = new LocalDirectoryBlobStore(path.join(dataDir, 'blobs'));
  try {
    const book = (await store.get(`books/${bookId}`)) as {
      pages: { status: string; blob: string | null }[];
      imagesReady: number;
      creditSpent: boolean;
    };
    check(kills > 0, `${kills} worker processes were killed mid-way`);
    check(
      book.pages.every((p) => p.status === 'ready' && p.blob),
      'every page ready, none pending or failed',
    );
    check(book.imagesReady === PAGES, `imagesReady is ${book.imagesReady}`);
    const drawings = (await blobs.list(`books/${bookId}/images/`)).filter((p) => !/_\d+_\d+\./.test(p));
    const kept = new Set(book.pages.map((p) => p.blob));
    check(
      drawings.length === PAGES && drawings.every((d) => kept.has(d)),
      `exactly one drawing per page in storage (${drawings.length})`,
    );
    check(book.creditSpent && (await credits(parent.token)) === before - 1, 'exactly one credit spent');
  } finally {
    await close();
  }

  console.log('Building the PDF and cutting the request off mid-build');
  let cut = false;
  for (const delay of [250, 120, 500, 60]) {
    // An unchanged book's PDF is answered without a build (issue 26): forgetting what the last
    // one was built from makes this request build, as an edited book's would.
    await forgetPdfInputs(dataDir, bookId);
    const request = userCall(parent.token, 'createEnhancedPdf', { bookId }).then(
      async (r) => ({ ok: r.ok, status: r.status, body: await r.text() }),
      (error: unknown) => ({ ok: false, status: 0, body: String(error) }),
    );
    await new Promise((r) => setTimeout(r, delay));
    await killWorkers();
    const answer = await request;
    console.log(
      `  after ${delay} ms: the build request answered ${answer.status || 'nothing (connection lost)'}`,
    );
    if (!answer.ok) {
      cut = true;
      break;
    }
  }
  check(cut, 'a PDF build was cut off by the kill');
  await waitFor(
    'the retried PDF build',
    async () => {
      const res = await userCall(parent.token, 'createEnhancedPdf', { bookId });
      await res.arrayBuffer();
      return res.ok;
    },
    120_000,
    1000,
  );
  const file = await userCall(parent.token, 'getPdf', { bookId });
  const bytes = Buffer.from(await file.arrayBuffer());
  check(file.ok && bytes.subarray(0, 5).toString() === '%PDF-', 'the PDF downloads');
  const pages = (await parsePdf(bytes)).pages;
  check(pages === 22, `the PDF has ${pages} pages`);
}

const ownDir = process.env.STORYSPROUT_E2E_URL
  ? null
  : await mkdtemp(path.join(os.tmpdir(), 'storysprout-crash-'));
const stack = ownDir ? await ensureStack(ownDir) : null;
// The store and blobs of the stack in use: the one just started, or the running one's.
const dataDir = stack?.dataDir ?? DATA_DIR;
let code = 0;
try {
  await drill(dataDir);
  assertNothingLeftTheMachine(loopbackLogIn(dataDir), 'the crash drill');
  console.log('Crash drill passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await stack?.stop();
  if (ownDir) await rm(ownDir, { recursive: true, force: true });
}
process.exit(code);
