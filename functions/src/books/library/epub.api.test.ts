import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EPUB_MESSAGES } from '../../contract/epub.js';
import { epubcheck, pageNarration } from '../../epub/testing/fixtures.js';
import { Invalid } from '../../shared/domainErrors.js';
import { useApiApp } from '../../testing/apiApp.js';
import { parent, post, savedBook } from '../../testing/books.js';
import type { TestUser } from '../../testing/authEmulator.js';
import { epubService, narrationsFrom, type EpubNarrations } from './epub.js';

const api = useApiApp();

interface EpubAnswer {
  bookId: string;
  url: string;
  fileName: string;
  bytes: number;
  narrated: boolean;
  voice: string | null;
  reused: boolean;
}

const createEpub = async (user: TestUser, body: object) => {
  const res = await post(api.app, user, 'createEpub', body);
  return { status: res.status, body: res.body as EpubAnswer & { error?: string } };
};

/** The file at a signed address, as a browser downloads it. */
async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/epub+zip');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?[\w-]+\.epub"?$/);
  return Buffer.from(await res.arrayBuffer());
}

const epubsOf = (bookId: string) => api.deps.blobs.list(`books/${bookId}/epub/`);

describe('POST /user/createEpub', () => {
  it('builds the EPUB, reuses it while the book is unchanged, builds it again after a text edit, another picture or a dedication', async () => {
    const user = await parent(api.deps);
    const { bookId, paragraphs } = await savedBook(api.app, api.deps, user, 'Mia’s Windy Day');

    const first = await createEpub(user, { bookId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      bookId,
      fileName: 'Mias-Windy-Day.epub',
      narrated: false,
      voice: null,
      reused: false,
    });
    const epub = await download(first.body.url);
    expect(epub.length).toBe(first.body.bytes);
    expect(epub.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');
    const files = unzipSync(epub);
    expect(strFromU8(files['OEBPS/page-01-text.xhtml']!)).toContain(paragraphs[0]!.trim().slice(0, 40));
    expect(strFromU8(files['OEBPS/package.opf']!)).not.toContain('synchronizedAudioText');
    // What the product makes passes the validator.
    const report = await epubcheck(epub);
    expect(report.messages, report.output).toEqual([]);

    // Unchanged: the same file, not built again.
    const again = await createEpub(user, { bookId });
    expect(again.body).toMatchObject({ reused: true, bytes: first.body.bytes });
    expect(new URL(again.body.url).pathname).toBe(new URL(first.body.url).pathname);
    expect(await epubsOf(bookId)).toHaveLength(1);

    // A text edit: built again, the old file gone.
    const edited = paragraphs.map((p, i) => (i === 4 ? 'Mia laughed, and the kite laughed too.' : p));
    expect((await post(api.app, user, 'updateBook', { bookId, paragraphs: edited })).status).toBe(200);
    const rebuilt = await createEpub(user, { bookId });
    expect(rebuilt.body.reused).toBe(false);
    expect(new URL(rebuilt.body.url).pathname).not.toBe(new URL(first.body.url).pathname);
    const text = strFromU8(unzipSync(await download(rebuilt.body.url))['OEBPS/page-05-text.xhtml']!);
    expect(text).toContain('Mia laughed, and the kite laughed too.');
    expect(await epubsOf(bookId)).toHaveLength(1);

    // Another chosen picture: built again, with the redrawn picture.
    const redo = await post(api.app, user, 'reDoEnhancedImage', {
      bookId,
      legend: 'Mia flies a red kite with a yellow tail on a snowy hill',
      legendIndex: 2,
    });
    expect(redo.status).toBe(200);
    await api.deps.tasks.idle();
    const chosen = await post(api.app, user, 'saveSelectedImageNumber', { bookId, imageId: `${bookId}_3_1` });
    expect(chosen.status).toBe(200);
    const repictured = await createEpub(user, { bookId });
    expect(repictured.body.reused).toBe(false);
    const picture = (epub: Buffer) => {
      const files = unzipSync(epub);
      const name = Object.keys(files).find((n) => n.startsWith('OEBPS/images/page-03.'));
      return Buffer.from(files[name!]!);
    };
    expect(picture(await download(repictured.body.url)).equals(picture(epub))).toBe(false);

    // A dedication is part of the book too.
    expect(
      (await post(api.app, user, 'updateBook', { bookId, dedication: 'For Mia, with love' })).status,
    ).toBe(200);
    const dedicated = await createEpub(user, { bookId });
    expect(dedicated.body.reused).toBe(false);
    expect(strFromU8(unzipSync(await download(dedicated.body.url))['OEBPS/dedication.xhtml']!)).toContain(
      'For Mia, with love',
    );
  });

  it("answers 404 for another parent's book, 400 for a bad body or an unknown voice", async () => {
    const owner = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, owner);
    const other = await parent(api.deps);
    expect((await createEpub(other, { bookId })).status).toBe(404);
    expect((await createEpub(owner, { bookId: 'a book' })).status).toBe(400);
    expect((await createEpub(owner, {})).status).toBe(400);
    const voice = await createEpub(owner, { bookId, voice: 'xx-XX-Nobody' });
    expect(voice.status).toBe(400);
    expect(voice.body.error).toBe(EPUB_MESSAGES.noVoices('xx-XX-Nobody'));
    expect(await epubsOf(bookId)).toEqual([]);
  });

  it('with a narrator: Media Overlays in the chosen voice, built again for another voice, epubcheck clean', async () => {
    const owner = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, owner);
    const narrated: string[] = [];
    const narrations: EpubNarrations = {
      voiceFor: (_book, requested) => {
        const id = requested ?? 'en-US-Test-A';
        if (!id.startsWith('en-US-Test-')) throw new Invalid(EPUB_MESSAGES.noVoices(id));
        return { id, label: `Test voice ${id.slice(-1)}` };
      },
      pages: async (_bookId, book, voice) => {
        narrated.push(voice);
        return (book.story?.paragraphs ?? []).map((p) => pageNarration(p));
      },
    };
    const service = epubService(api.deps, narrations);
    const caller = { uid: owner.uid, email: null, emailVerified: true, name: null, signInProvider: null };

    const a = await service.createEpub(caller, bookId);
    expect(a).toMatchObject({ narrated: true, voice: 'en-US-Test-A', reused: false });
    const epub = await download(a.url);
    const opf = strFromU8(unzipSync(epub)['OEBPS/package.opf']!);
    expect(opf).toContain('synchronizedAudioText');
    expect(opf).toContain('<meta property="media:narrator">Test voice A</meta>');
    const report = await epubcheck(epub);
    expect(report.messages, report.output).toEqual([]);

    expect((await service.createEpub(caller, bookId, 'en-US-Test-A')).reused).toBe(true);
    const b = await service.createEpub(caller, bookId, 'en-US-Test-B');
    expect(b).toMatchObject({ voice: 'en-US-Test-B', reused: false });
    expect(narrated).toEqual(['en-US-Test-A', 'en-US-Test-B']);
    await expect(service.createEpub(caller, bookId, 'fr-FR-Other')).rejects.toThrow(Invalid);
  });
});

describe('narrationsFrom: the EPUB narrated by a narrator and its voice catalogue', () => {
  const VOICES = [
    { id: 'en-US-Test-A', language: 'en', label: 'Anna' },
    { id: 'fr-FR-Test-A', language: 'fr', label: 'Amélie' },
  ];
  const asked: string[] = [];
  const narrations = narrationsFrom(
    async ({ text, voice }) => {
      asked.push(voice);
      return pageNarration(text);
    },
    {
      byId: (id) => VOICES.find((v) => v.id === id) ?? null,
      byDefault: (language) => VOICES.find((v) => v.language === language)!,
    },
  );

  it("narrates every page in the book language's default voice, refuses an unknown or foreign one", async () => {
    const owner = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, owner);
    const service = epubService(api.deps, narrations);
    const caller = { uid: owner.uid, email: null, emailVerified: true, name: null, signInProvider: null };
    const built = await service.createEpub(caller, bookId);
    expect(built).toMatchObject({ narrated: true, voice: 'en-US-Test-A' });
    expect(asked).toEqual(Array.from({ length: 10 }, () => 'en-US-Test-A'));
    const opf = strFromU8(unzipSync(await download(built.url))['OEBPS/package.opf']!);
    expect(opf).toContain('<meta property="media:narrator">Anna</meta>');
    await expect(service.createEpub(caller, bookId, 'fr-FR-Test-A')).rejects.toThrow(
      EPUB_MESSAGES.unknownVoice('fr-FR-Test-A'),
    );
    await expect(service.createEpub(caller, bookId, 'xx-Nobody')).rejects.toThrow(Invalid);
  });
});
