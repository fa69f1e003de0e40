import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { useApiApp } from '../testing/apiApp.js';
import { avatarBody, parent, post, savedBook } from '../testing/books.js';
import { RETENTION, retentionService } from './retention.js';

const api = useApiApp();

const DAY = 24 * 3600 * 1000;
const files = async (bookId: string) => (await api.deps.blobs.list(`books/${bookId}/`)).length;

describe('the daily retention sweep (injected clock)', () => {
  it('deletes unsaved drafts after 30 days and books unused for 18 months, with their files', async () => {
    expect(RETENTION).toEqual({ unusedBookMonths: 18, draftDays: 30 });
    const owner = await parent(api.deps, 3);
    const { bookId: kept } = await savedBook(api.app, api.deps, owner, 'Read Often');
    const { bookId: forgotten } = await savedBook(api.app, api.deps, owner, 'Never Opened Again');
    api.deps.clock.advance(1000);
    const draft = ((await post(api.app, owner, 'create', avatarBody)).body as { bookId: string }).bookId;
    await api.deps.tasks.idle();
    expect(await files(kept)).toBeGreaterThan(0);
    const sweep = () => retentionService(api.deps).sweep();

    api.deps.clock.advance(29 * DAY);
    expect(await sweep()).toEqual({ unusedBooks: 0, drafts: 0, unusedCharacters: 0, newsletterRequests: 0 });
    api.deps.clock.advance(2 * DAY);
    expect(await sweep()).toEqual({ unusedBooks: 0, drafts: 1, unusedCharacters: 0, newsletterRequests: 0 });
    expect(await api.deps.store.get(`books/${draft}`)).toBeNull();

    // Seventeen months in, the family reads one book again.
    api.deps.clock.advance(16 * 30 * DAY);
    expect((await post(api.app, owner, 'getlegends', { bookId: kept })).status).toBe(200);
    api.deps.clock.advance(60 * DAY);
    expect(await sweep()).toEqual({ unusedBooks: 1, drafts: 0, unusedCharacters: 0, newsletterRequests: 0 });
    expect(await api.deps.store.get(`books/${forgotten}`)).toBeNull();
    expect(await files(forgotten)).toBe(0);
    expect(await api.deps.store.get(`books/${kept}`)).not.toBeNull();
    expect(await files(kept)).toBeGreaterThan(0);
    expect((await post(api.app, owner, 'createLibrary')).body.map((row: string[]) => row[0])).toEqual([kept]);
  });

  it('deletes a saved character neither changed nor put in a book for 18 months, with its photos', async () => {
    const owner = await parent(api.deps, 2);
    const look = { preset: 'medium_brown' };
    const save = async (name: string) => {
      const call = request(api.app)
        .post('/user/characters/save')
        .set('Authorization', `Bearer ${owner.idToken}`)
        .field('name', name)
        .field('role', 'child')
        .field('pronouns', 'she')
        .field('look', JSON.stringify(look))
        .attach(
          'photo_1',
          await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e5527a' } })
            .png()
            .toBuffer(),
          'p.png',
        );
      return ((await call).body as { id: string }).id;
    };
    const used = await save('Mia');
    const forgotten = await save('Zoe');
    const sweep = () => retentionService(api.deps).sweep();
    // Seventeen months in, a new book is made with Mia.
    api.deps.clock.advance(17 * 30 * DAY);
    const book = await post(api.app, owner, 'create', {
      storyType: 'Enhanced',
      characterIds: [used],
      moralValue: 'courage',
    });
    expect(book.status).toBe(200);
    await api.deps.tasks.idle();
    api.deps.clock.advance(60 * DAY);
    expect((await sweep()).unusedCharacters).toBe(1);
    expect(await api.deps.store.get(`characters/${forgotten}`)).toBeNull();
    expect(await api.deps.blobs.list(`characters/${forgotten}/`)).toEqual([]);
    const left = (await post(api.app, owner, 'characters/list')).body as { id: string }[];
    expect(left.map((c) => c.id)).toEqual([used]);
  });

  it('deletes newsletter sign-ups never confirmed once their link expired', async () => {
    const enqueue = vi.spyOn(api.deps.tasks, 'enqueue');
    const ask = (email: string) => request(api.app).post('/public/subscribeNewsletter').send({ email });
    expect((await ask('gone@example.com')).body).toEqual({ confirmationSent: true });
    api.deps.clock.advance(8 * DAY);
    expect((await ask('fresh@example.com')).body).toEqual({ confirmationSent: true });
    expect((await retentionService(api.deps).sweep()).newsletterRequests).toBe(1);
    const left = await api.deps.store.query('newsletterPending');
    expect(left.map((row) => row.data.email)).toEqual(['fresh@example.com']);
    const token = enqueue.mock.calls
      .map(([, payload]) => payload as { to: string; email: { token?: string } })
      .find((p) => p.to === 'gone@example.com')?.email.token;
    enqueue.mockRestore();
    const late = await request(api.app).post('/public/confirmNewsletter').send({ token });
    expect(late.status).toBe(404);
    expect(late.body.error).toMatch(/no longer works/);
  });
});
