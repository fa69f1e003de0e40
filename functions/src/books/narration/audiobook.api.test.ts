import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mp3DurationMs } from '../../audiobook/index.js';
import { ffprobe } from '../../audiobook/testing/ffprobe.js';
import type { AudiobookNarrating, CreateAudiobookResponse } from '../../contract/audiobook.js';
import { VOICES, type NarrationResponse } from '../../contract/narration.js';
import { BOOK_FILE_WORDS } from '../../epub/index.js';
import { useApiApp } from '../../testing/apiApp.js';
import { parent, post, savedBook } from '../../testing/books.js';
import { switchableNarrator } from '../../testing/narration.js';

const switchable = switchableNarrator();
const api = useApiApp({ STORYSPROUT_NARRATOR: 'offline' }, { override: { narrator: switchable } });

const download = async (url: string) => {
  const res = await request(url)
    .get('')
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
};

// First: the book erased by the last test below would hold up a next test's book.
describe('the audiobook of a bilingual book (issue 45 item 4)', () => {
  it('reads each page in its first language, then its second: a chapter each, titled in its language', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user, 'Mia and the Red Kite', {
      language: 'en',
      secondLanguage: 'es',
    });
    const narration = (await post(api.app, user, 'getNarration', { bookId })).body as NarrationResponse;
    expect(narration.ready && narration.second?.ready).toBe(true);
    const res = await post(api.app, user, 'createAudiobook', { bookId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const made = res.body as CreateAudiobookResponse;
    const probe = await ffprobe(await download(made.url));
    expect(probe.errors).toBe('');
    if (process.env.STORYSPROUT_MEASURE)
      console.info(`bilingual audiobook: ${(made.bytes / 1024).toFixed(0)} KB, ${probe.format.duration} s`);
    expect(probe.chapters.map((c) => c.tags?.title)).toEqual(
      [...Array(10).keys()].flatMap((i) => [BOOK_FILE_WORDS.en.page(i + 1), BOOK_FILE_WORDS.es.page(i + 1)]),
    );
    // Each chapter is its page's recording in that language, in the order read.
    const recordings = narration.pages.flatMap((p, i) => [p, narration.second!.pages[i]!]);
    const pageMs = await Promise.all(recordings.map(async (p) => mp3DurationMs(await download(p.audioUrl!))));
    let startMs = 0;
    probe.chapters.forEach((chapter, i) => {
      expect(Math.abs(Number(chapter.start_time) * 1000 - startMs)).toBeLessThan(100);
      startMs += pageMs[i] as number;
    });

    // Until the second text of an edited page is narrated again, the audiobook waits for it.
    const story = ((await api.deps.store.get(`books/${bookId}`)) as { story: { secondParagraphs: string[] } })
      .story;
    const edited = [...story.secondParagraphs];
    edited[0] = 'Mia y la abuela volaron la cometa roja hasta el mar.';
    expect((await post(api.app, user, 'updateBook', { bookId, secondParagraphs: edited })).status).toBe(200);
    const waiting = await post(api.app, user, 'createAudiobook', { bookId });
    expect(waiting.status).toBe(409);
    expect(waiting.body).toMatchObject({ narrating: true, pagesReady: 9, pages: 10 });
    await api.deps.tasks.idle();
    expect((await post(api.app, user, 'createAudiobook', { bookId })).body).toMatchObject({ reused: false });
  }, 180_000);
});

describe('the audiobook (issue 44 item 4)', () => {
  it('asks for the narration it lacks and answers 409 until it is made', async () => {
    const user = await parent(api.deps);
    switchable.failing = true;
    const { bookId } = await savedBook(api.app, api.deps, user);
    switchable.failing = false;
    const first = await post(api.app, user, 'createAudiobook', { bookId });
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({ narrating: true, pagesReady: 0, pages: 10 });
    expect(first.body.error).toMatch(/0 of 10 pages/);
    await api.deps.tasks.idle();
    expect((await post(api.app, user, 'getNarration', { bookId })).body).toMatchObject({ ready: true });
    expect((await post(api.app, user, 'createAudiobook', { bookId })).status).toBe(200);
  });

  it("refuses an unknown voice (400) and another parent's book (404), changing nothing", async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const unknown = await post(api.app, user, 'createAudiobook', { bookId, voice: 'xx-XX-Robot' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/Unknown voice/);
    expect((await post(api.app, user, 'createAudiobook', { bookId, voice: VOICES.fr[0]?.id })).status).toBe(
      400,
    );
    const other = await parent(api.deps);
    expect((await post(api.app, other, 'createAudiobook', { bookId })).status).toBe(404);
    expect(await api.deps.blobs.list(`books/${bookId}/audiobook/`)).toEqual([]);
  });

  it('joins the narrated pages into one MP3 with ten titled chapters and the cover; reused until an edit', async () => {
    const user = await parent(api.deps);
    const { bookId, paragraphs } = await savedBook(api.app, api.deps, user, 'Mia and the Red Kite');
    const narration = (await post(api.app, user, 'getNarration', { bookId })).body as NarrationResponse;
    expect(narration.ready).toBe(true);

    const started = performance.now();
    const res = await post(api.app, user, 'createAudiobook', { bookId });
    const buildMs = performance.now() - started;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const made = res.body as CreateAudiobookResponse;
    expect(made).toMatchObject({
      bookId,
      voice: VOICES.en[0]?.id,
      reused: false,
      fileName: 'Mia-and-the-Red-Kite.mp3',
    });
    const mp3 = await download(made.url);
    expect(mp3.length).toBe(made.bytes);
    expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3');

    const probe = await ffprobe(mp3);
    expect(probe.errors).toBe('');
    expect(probe.format.tags).toMatchObject({ title: 'Mia and the Red Kite', album: 'Mia and the Red Kite' });
    expect(probe.streams.some((s) => s.disposition?.attached_pic === 1)).toBe(true);
    expect(probe.chapters.map((c) => c.tags?.title)).toEqual(paragraphs.map((_, i) => `Page ${i + 1}`));
    // The length is the pages' MP3s' lengths added up (each holds its encoder's lead-in and
    // last frame beside the speech), and each chapter starts where the pages before it end.
    const pageMs = await Promise.all(
      narration.pages.map(async (p) => mp3DurationMs(await download(p.audioUrl as string))),
    );
    const totalMs = Number(probe.format.duration) * 1000;
    expect(Math.abs(totalMs - pageMs.reduce((a, b) => a + b, 0))).toBeLessThan(100);
    let startMs = 0;
    probe.chapters.forEach((chapter, i) => {
      expect(Math.abs(Number(chapter.start_time) * 1000 - startMs)).toBeLessThan(100);
      startMs += pageMs[i] as number;
    });
    const pagesMs = narration.pages.reduce((sum, p) => sum + (p.durationMs ?? 0), 0);
    if (process.env.STORYSPROUT_MEASURE)
      console.info(
        `audiobook: ${(made.bytes / 1024).toFixed(0)} KB, ${probe.format.duration} s (speech ${pagesMs} ms), built in ${buildMs.toFixed(0)} ms`,
      );

    const again = await post(api.app, user, 'createAudiobook', { bookId });
    expect(again.body).toMatchObject({ reused: true, bytes: made.bytes });

    // An edited page is narrated again; until then the audiobook waits (409), then is rebuilt.
    const edited = [...paragraphs];
    edited[4] = 'Mia and Grandma flew the red kite all the way to the sea.';
    expect((await post(api.app, user, 'updateBook', { bookId, paragraphs: edited })).status).toBe(200);
    const waiting = await post(api.app, user, 'createAudiobook', { bookId });
    expect(waiting.status).toBe(409);
    expect(waiting.body).toMatchObject({
      narrating: true,
      pagesReady: 9,
      pages: 10,
    } satisfies Partial<AudiobookNarrating>);
    await api.deps.tasks.idle();
    const rebuilt = await post(api.app, user, 'createAudiobook', { bookId });
    expect(rebuilt.body).toMatchObject({ reused: false });
    expect(await api.deps.blobs.list(`books/${bookId}/audiobook/`)).toHaveLength(1);

    // Erased with the book (last: what the erasure queues would hold up a next test's book).
    expect((await post(api.app, user, 'deleteBook', { bookId })).status).toBe(204);
    await api.deps.tasks.idle();
    expect(await api.deps.blobs.list(`books/${bookId}/`)).toEqual([]);
  });
});
