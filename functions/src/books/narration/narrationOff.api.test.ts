import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useApiApp } from '../../testing/apiApp.js';
import { parent, post, savedBook } from '../../testing/books.js';

// The test environment's default: STORYSPROUT_NARRATOR=off.
const api = useApiApp();

describe('narration turned off (STORYSPROUT_NARRATOR=off)', () => {
  it('narrates nothing at save and answers the narration calls and the audiobook 503; the voices are still listed', async () => {
    const user = await parent(api.deps);
    const { bookId } = await savedBook(api.app, api.deps, user);
    expect(await api.deps.blobs.list(`books/${bookId}/narration/`)).toEqual([]);
    for (const call of ['narration', 'getNarration', 'createAudiobook']) {
      const res = await post(api.app, user, call, { bookId });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('Books are not read aloud here.');
    }
    expect((await request(api.app).get('/public/narrationVoices').query({ language: 'it' })).status).toBe(
      200,
    );
  });
});
