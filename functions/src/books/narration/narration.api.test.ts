import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { defaultVoice, VOICES, type NarrationResponse } from '../../contract/narration.js';
import { epubcheck } from '../../epub/testing/fixtures.js';
import { useApiApp } from '../../testing/apiApp.js';
import { avatarBody, parent, post, savedBook } from '../../testing/books.js';
import { savedAndNarrated, switchableNarrator } from '../../testing/narration.js';

const switchable = switchableNarrator();
const api = useApiApp({ STORYSPROUT_NARRATOR: 'offline' }, { override: { narrator: switchable } });

const narrationOf = async (user: Awaited<ReturnType<typeof parent>>, bookId: string, voice?: string) => {
  const res = await post(api.app, user, 'getNarration', { bookId, ...(voice ? { voice } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as NarrationResponse;
};

// First: the book erased by the last test below would hold up a next test's book.
describe('a bilingual book read aloud in both its languages (issue 45 item 4)', () => {
  const SPANISH = defaultVoice('es').id;
  const secondParagraphsOf = async (bookId: string) =>
    ((await api.deps.store.get(`books/${bookId}`)) as { story: { secondParagraphs: string[] } }).story
      .secondParagraphs;

  it("narrates each page's second text in its language's default voice, in records of its own, answered beside the first", async () => {
    const user = await parent(api.deps, 2);
    const started = performance.now();
    const { bookId } = await savedBook(api.app, api.deps, user, 'Mia and the Red Kite', {
      language: 'en',
      secondLanguage: 'es',
    });
    if (process.env.STORYSPROUT_MEASURE)
      console.info(
        `bilingual: create to 20 pages narrated and drawn: ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    const narration = await narrationOf(user, bookId);
    expect(narration).toMatchObject({ voice: VOICES.en[0]?.id, language: 'en', ready: true });
    expect(narration.second).toMatchObject({ language: 'es', voice: SPANISH, ready: true });
    const spanish = await secondParagraphsOf(bookId);
    for (const page of narration.second?.pages ?? []) {
      const text = spanish[page.page - 1] as string;
      expect(page.status).toBe('ready');
      expect(page.words?.length).toBeGreaterThan(3);
      for (const word of page.words ?? []) expect(text.slice(word.start, word.end)).toBe(word.text);
      expect(page.audioUrl).not.toBe(narration.pages[page.page - 1]?.audioUrl);
    }
    // One record per page and voice: the voice names the language, so the ids never meet.
    const records = (await api.deps.everyDocument()).filter(
      (d) => d.collection === 'narrations' && d.id.startsWith(bookId),
    );
    expect(records.map((d) => d.id).sort()).toEqual(
      [VOICES.en[0]!.id, SPANISH]
        .flatMap((voice) => [...Array(10).keys()].map((i) => `${bookId}_${voice}_${i + 1}`))
        .sort(),
    );
    expect(await api.deps.blobs.list(`books/${bookId}/narration/`)).toHaveLength(20);
    // The parent's voice is the first text's: another one leaves the second's as it is.
    const calls = switchable.calls;
    const david = await post(api.app, user, 'narration', { bookId, voice: VOICES.en[1]?.id });
    expect(david.status).toBe(202);
    expect((david.body as NarrationResponse).second).toMatchObject({ voice: SPANISH, ready: true });
    await api.deps.tasks.idle();
    expect(switchable.calls).toBe(calls + 10);
    // A voice of the second language is not a voice of the book's first text.
    expect((await post(api.app, user, 'narration', { bookId, voice: SPANISH })).status).toBe(400);
    // A book in one language has no second narration.
    const { bookId: english } = await savedBook(api.app, api.deps, user);
    expect((await narrationOf(user, english)).second).toBeUndefined();
  }, 180_000);

  it('builds its EPUB with both texts and both stored narrations (none made again), epubcheck clean', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user, 'Mia and the Red Kite', {
      language: 'en',
      secondLanguage: 'es',
    });
    const calls = switchable.calls;
    const res = await post(api.app, user, 'createEpub', { bookId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ narrated: true, voice: VOICES.en[0]?.id });
    expect(switchable.calls).toBe(calls);
    const epub = Buffer.from(await (await fetch((res.body as { url: string }).url)).arrayBuffer());
    const files = unzipSync(epub);
    const page = strFromU8(files['OEBPS/page-02-text.xhtml']!);
    expect(page).toContain('class="second" xml:lang="es" lang="es"');
    const shown = page
      .replace(/<[^>]+>/g, '')
      .replace(
        /&(quot|apos|lt|gt|amp);/g,
        (_, e: string) => ({ quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' })[e]!,
      );
    expect(shown).toContain((await secondParagraphsOf(bookId))[1]);
    expect(strFromU8(files['OEBPS/page-02.smil']!)).toContain('audio/page-02-es.mp3');
    expect(Object.keys(files).filter((name) => name.startsWith('OEBPS/audio/'))).toHaveLength(20);
    if (process.env.STORYSPROUT_MEASURE)
      console.info(`bilingual narrated EPUB: ${(epub.length / 1024).toFixed(0)} KB`);
    const report = await epubcheck(epub, 'bilingual-narrated.epub');
    expect(report.messages, report.output).toEqual([]);
  }, 180_000);

  it("narrates an edited second text again, that page's only; a task delivered twice makes nothing more", async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user, 'Mia and the Red Kite', {
      language: 'en',
      secondLanguage: 'es',
    });
    const before = await narrationOf(user, bookId);
    const calls = switchable.calls;
    const edited = [...(await secondParagraphsOf(bookId))];
    edited[5] = 'Mia voló su cometa roja sobre las colinas y saludó a la abuela.';
    const res = await post(api.app, user, 'updateBook', { bookId, secondParagraphs: edited });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await api.deps.tasks.idle();
    expect(switchable.calls).toBe(calls + 1);
    const after = await narrationOf(user, bookId);
    expect(after.ready && after.second?.ready).toBe(true);
    expect(after.second?.pages[5]?.words?.map((w) => w.text).slice(0, 3)).toEqual(['Mia', 'voló', 'su']);
    expect(after.second?.pages[4]?.words).toEqual(before.second?.pages[4]?.words);
    expect(after.pages.map((p) => p.words)).toEqual(before.pages.map((p) => p.words));

    const stored = await api.deps.store.get(`narrations/${bookId}_${SPANISH}_6`);
    await api.deps.tasks.enqueue('narratePage', { bookId, page: 6, voice: SPANISH });
    await api.deps.tasks.idle();
    expect(switchable.calls).toBe(calls + 1);
    expect(await api.deps.store.get(`narrations/${bookId}_${SPANISH}_6`)).toEqual(stored);
  }, 180_000);
});

describe('narration (issue 44 item 1)', () => {
  it('lists two or more voices of each story language, the default first', async () => {
    for (const language of ['en', 'es', 'fr', 'de', 'pt', 'it']) {
      const res = await request(api.app).get('/public/narrationVoices').query({ language });
      expect(res.status).toBe(200);
      expect(res.body.voices.length).toBeGreaterThanOrEqual(2);
      expect(res.body.default).toBe(res.body.voices[0].id);
    }
    expect((await request(api.app).get('/public/narrationVoices').query({ language: 'nl' })).status).toBe(
      400,
    );
  });

  it('narrates every page in the default voice once the text is saved: MP3, words timed in the page text', async () => {
    const user = await parent(api.deps);
    const { bookId, paragraphs, narration, seconds } = await savedAndNarrated(api.app, api.deps, user);
    expect(narration.voice).toBe(VOICES.en[0]?.id);
    expect(narration.ready).toBe(true);
    expect(narration.pages.map((p) => p.status)).toEqual(Array(10).fill('ready'));
    for (const page of narration.pages) {
      const text = paragraphs[page.page - 1] as string;
      expect(page.words?.length).toBeGreaterThan(3);
      for (const word of page.words ?? []) expect(text.slice(word.start, word.end)).toBe(word.text);
      expect(page.durationMs).toBeGreaterThan(1000);
    }
    const audio = await request(narration.pages[0]?.audioUrl as string).get('');
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toMatch(/audio\/mpeg/);
    expect((audio.body as Buffer)[0]).toBe(0xff);
    // Nothing more is spent: the book's one credit paid for it all.
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(0);
    expect((await post(api.app, user, 'getNarration', { bookId })).body).toMatchObject({ ready: true });
    console.info(`save -> 10 pages narrated offline (pictures drawn meanwhile): ${seconds.toFixed(1)} s`);
  });

  it("refuses an unknown voice (400), another parent's book (404) and a book not saved yet (409)", async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    expect((await post(api.app, user, 'narration', { bookId, voice: 'xx-XX-Robot' })).status).toBe(400);
    // A voice of another language is unknown for this book.
    expect((await post(api.app, user, 'narration', { bookId, voice: VOICES.fr[0]?.id })).status).toBe(400);
    const other = await parent(api.deps);
    expect((await post(api.app, other, 'narration', { bookId })).status).toBe(404);
    expect((await post(api.app, other, 'getNarration', { bookId })).status).toBe(404);

    const created = await post(api.app, other, 'create', avatarBody);
    const draft = (created.body as { bookId: string }).bookId;
    await api.deps.tasks.idle();
    const early = await post(api.app, other, 'narration', { bookId: draft });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/save the story first/);
    expect((await post(api.app, other, 'getNarration', { bookId: draft })).status).toBe(409);
  });

  it("narrates again in another voice when asked, which becomes the book's voice; asking again is free", async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const voice = VOICES.en[1]?.id as string;
    const res = await post(api.app, user, 'narration', { bookId, voice });
    expect(res.status).toBe(202);
    expect((res.body as NarrationResponse).pages.every((p) => p.status === 'pending')).toBe(true);
    await api.deps.tasks.idle();
    const narration = await narrationOf(user, bookId);
    expect(narration.voice).toBe(voice);
    expect(narration.ready).toBe(true);
    // The first voice's narration is still there to choose.
    expect((await narrationOf(user, bookId, VOICES.en[0]?.id)).ready).toBe(true);
    const calls = switchable.calls;
    const again = await post(api.app, user, 'narration', { bookId, voice });
    expect(again.status).toBe(202);
    expect((again.body as NarrationResponse).ready).toBe(true);
    await api.deps.tasks.idle();
    expect(switchable.calls).toBe(calls);
  });

  it('narrates an edited page again, and only that page; a task delivered twice makes nothing more', async () => {
    const user = await parent(api.deps);
    const { bookId, paragraphs } = await savedBook(api.app, api.deps, user);
    const before = await narrationOf(user, bookId);
    const calls = switchable.calls;
    const edited = [...paragraphs];
    edited[2] = 'Mia flew her kite over the purple hills and waved to Grandma.';
    expect((await post(api.app, user, 'updateBook', { bookId, paragraphs: edited })).status).toBe(200);
    await api.deps.tasks.idle();
    expect(switchable.calls).toBe(calls + 1);
    const after = await narrationOf(user, bookId);
    expect(after.ready).toBe(true);
    expect(after.pages[2]?.words?.map((w) => w.text).slice(0, 4)).toEqual(['Mia', 'flew', 'her', 'kite']);
    expect(after.pages[2]?.audioUrl).not.toBe(before.pages[2]?.audioUrl);
    expect(after.pages[0]?.words).toEqual(before.pages[0]?.words);
    // Only the current recording of page 3 is kept.
    const files = await api.deps.blobs.list(`books/${bookId}/narration/`);
    expect(files.filter((f) => f.includes('/page-3.'))).toHaveLength(1);

    // The same task again (Cloud Tasks delivers at least once): nothing is narrated or changed.
    const stored = await api.deps.store.get(`narrations/${bookId}_${after.voice}_3`);
    await api.deps.tasks.enqueue('narratePage', { bookId, page: 3, voice: after.voice });
    await api.deps.tasks.idle();
    expect(switchable.calls).toBe(calls + 1);
    expect(await api.deps.store.get(`narrations/${bookId}_${after.voice}_3`)).toEqual(stored);

    // Words edited back to what they were are narrated again (a new task, not a repeated id).
    expect((await post(api.app, user, 'updateBook', { bookId, paragraphs })).status).toBe(200);
    await api.deps.tasks.idle();
    expect(switchable.calls).toBe(calls + 2);
    const back = await narrationOf(user, bookId);
    expect(back.ready).toBe(true);
    const placed = (n: NarrationResponse) => n.pages[2]?.words?.map((w) => [w.text, w.start, w.end]);
    expect(placed(back)).toEqual(placed(before));
  });

  it('a synthesizer that fails leaves the book readable, says so per page and is tried again on request, spending no credit', async () => {
    const user = await parent(api.deps, 2);
    switchable.failing = true;
    let bookId: string;
    try {
      ({ bookId } = await savedBook(api.app, api.deps, user));
    } finally {
      switchable.failing = false;
    }
    const failed = await narrationOf(user, bookId);
    expect(failed.ready).toBe(false);
    expect(failed.pages.map((p) => p.status)).toEqual(Array(10).fill('failed'));
    expect(failed.pages[0]?.error).toMatch(/could not be made/);
    // The book reads on: its words and pictures are there.
    expect((await post(api.app, user, 'getlegends', { bookId })).status).toBe(200);
    expect((await post(api.app, user, 'imageOutput', { bookId: `${bookId}_1` })).status).toBe(200);
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(1);

    const retry = await post(api.app, user, 'narration', { bookId });
    expect(retry.status).toBe(202);
    await api.deps.tasks.idle();
    expect((await narrationOf(user, bookId)).ready).toBe(true);
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(1);
  });

  it('limits narrations asked for by hand like the other expensive calls (429), counting only real work', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const [ready, other] = VOICES.en.map((v) => v.id) as [string, string];
    // A book narrated in its voice already: asking for it again costs nothing and is not counted.
    for (let i = 0; i < 12; i++)
      expect((await post(api.app, user, 'narration', { bookId, voice: ready })).status).toBe(202);
    let status = 202;
    let asked = 0;
    switchable.failing = true;
    try {
      // A failing synthesizer makes every request real work (the failed pages are tried again).
      for (; asked < 12 && status === 202; asked++) {
        status = (await post(api.app, user, 'narration', { bookId, voice: other })).status;
        await api.deps.tasks.idle();
      }
    } finally {
      switchable.failing = false;
    }
    expect(status).toBe(429);
    expect(asked).toBe(11);
    const refused = await post(api.app, user, 'narration', { bookId, voice: other });
    expect(refused.body.error).toMatch(/You have asked for 10 narrations in the last hour/);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('queues again a page whose task was lost, once it has been pending ten minutes', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const voice = VOICES.en[0]?.id as string;
    const path = `narrations/${bookId}_${voice}_4`;
    // As a stack stopped with the task queued leaves it: asked for, never narrated.
    const ready = (await api.deps.store.get(path)) as Record<string, unknown>;
    await api.deps.store.set(path, {
      ...ready,
      status: 'pending',
      blob: null,
      words: [],
      updatedAt: api.deps.clock.now().toISOString(),
    });
    const calls = switchable.calls;
    const soon = await post(api.app, user, 'narration', { bookId });
    expect((soon.body as NarrationResponse).pages[3]?.status).toBe('pending');
    await api.deps.tasks.idle();
    expect(switchable.calls).toBe(calls);
    api.deps.clock.advance(11 * 60_000);
    expect((await post(api.app, user, 'narration', { bookId })).status).toBe(202);
    await api.deps.tasks.idle();
    expect(switchable.calls).toBe(calls + 1);
    expect((await narrationOf(user, bookId)).ready).toBe(true);
  });

  it("builds the book's EPUB with its stored narration (no page narrated again), in another voice on request", async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    const calls = switchable.calls;
    const res = await post(api.app, user, 'createEpub', { bookId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ narrated: true, voice: VOICES.en[0]?.id });
    expect(switchable.calls).toBe(calls);
    const other = await post(api.app, user, 'createEpub', { bookId, voice: VOICES.en[1]?.id });
    expect(other.body).toMatchObject({ narrated: true, voice: VOICES.en[1]?.id });
    expect(switchable.calls).toBe(calls + 10);
    expect((await post(api.app, user, 'createEpub', { bookId, voice: 'xx-XX-Robot' })).status).toBe(400);
  });

  it("plays a shared book's narration to its link's readers, read-only, and 404 once no longer shared", async () => {
    const user = await parent(api.deps);
    const { bookId, narration } = await savedAndNarrated(api.app, api.deps, user);
    const shared = await post(api.app, user, 'shareBook', { bookId });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const token = (shared.body as { url: string }).url.split('/s/')[1] ?? '';
    const res = await request(api.app).get('/public/sharedNarration').query({ token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    const body = res.body as NarrationResponse;
    expect(body.voice).toBe(narration.voice);
    expect(body.ready).toBe(true);
    expect(body.pages.map((p) => p.words)).toEqual(narration.pages.map((p) => p.words));
    for (const page of body.pages) expect(page.audioUrl).toMatch(/^http/);
    // Its audio plays for anyone holding the address.
    const audio = await fetch(body.pages[0]!.audioUrl!);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    // Another voice is read as stored (not made yet: pending) and never queued by a link.
    const calls = switchable.calls;
    const other = await request(api.app)
      .get('/public/sharedNarration')
      .query({ token, voice: VOICES.en[1]!.id });
    expect(other.status).toBe(200);
    expect((other.body as NarrationResponse).pages.map((p) => p.status)).toEqual(Array(10).fill('pending'));
    await api.deps.tasks.idle();
    expect(switchable.calls).toBe(calls);

    const spanish = await request(api.app)
      .get('/public/sharedNarration')
      .query({ token, voice: VOICES.es[0]!.id });
    expect(spanish.status).toBe(400);
    expect(spanish.body.error).toMatch(/Unknown voice/);
    expect(
      (
        await request(api.app)
          .get('/public/sharedNarration')
          .query({ token: 'x'.repeat(30) })
      ).status,
    ).toBe(404);
    expect((await post(api.app, user, 'unshareBook', { bookId })).status).toBe(204);
    expect((await request(api.app).get('/public/sharedNarration').query({ token })).status).toBe(404);
  });

  it('erases the narration with the book', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    expect((await api.deps.blobs.list(`books/${bookId}/narration/`)).length).toBe(10);
    expect((await post(api.app, user, 'deleteBook', { bookId })).status).toBe(204);
    await api.deps.tasks.idle();
    expect(await api.deps.blobs.list(`books/${bookId}/`)).toEqual([]);
    const left = (await api.deps.everyDocument()).filter(
      (d) => d.collection === 'narrations' && d.id.startsWith(bookId),
    );
    expect(left).toEqual([]);
  });
});
