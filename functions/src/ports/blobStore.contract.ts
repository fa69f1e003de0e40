import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blobStore.js';

export interface BlobStoreUnderTest {
  store: BlobStore;
  cleanup(): Promise<void>;
}

/** Behaviour every BlobStore adapter shares, run against a fresh, empty store per test. */
export function describeBlobStoreContract(name: string, makeStore: () => Promise<BlobStoreUnderTest>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let store: BlobStore;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await makeStore());
    });
    afterEach(async () => {
      await cleanup();
    });

    // Every byte value, so an accidental text decoding anywhere would show.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    ]);

    it('stores bytes with their content type and gives them back', async () => {
      await store.put('users/u1/books/b1/page-01.png', png, 'image/png');
      const blob = await store.get('users/u1/books/b1/page-01.png');
      expect(blob?.contentType).toBe('image/png');
      expect(Buffer.compare(blob?.bytes ?? Buffer.alloc(0), png)).toBe(0);
      expect(await store.exists('users/u1/books/b1/page-01.png')).toBe(true);
    });

    it('overwrites an object, content type included', async () => {
      await store.put('books/b1/book.pdf', Buffer.from('first'), 'application/octet-stream');
      await store.put('books/b1/book.pdf', Buffer.from('%PDF-second'), 'application/pdf');
      const blob = await store.get('books/b1/book.pdf');
      expect(blob?.bytes.toString()).toBe('%PDF-second');
      expect(blob?.contentType).toBe('application/pdf');
    });

    it('answers null and false for a missing object', async () => {
      expect(await store.get('nothing/here.png')).toBeNull();
      expect(await store.exists('nothing/here.png')).toBe(false);
    });

    it('deletes, and deleting a missing object is not an error', async () => {
      await store.put('a/b.txt', Buffer.from('x'), 'text/plain');
      await store.delete('a/b.txt');
      expect(await store.get('a/b.txt')).toBeNull();
      expect(await store.exists('a/b.txt')).toBe(false);
      await expect(store.delete('a/b.txt')).resolves.toBeUndefined();
      await expect(store.delete('never/was.txt')).resolves.toBeUndefined();
    });

    it('lists the paths under a prefix, sorted', async () => {
      for (const path of [
        'u1/b2/p2.png',
        'u1/b1/p10.png',
        'u1/b1/p1.png',
        'u1b/x.png',
        'u2/b1/p1.png',
        'u1/cover.png',
      ]) {
        await store.put(path, Buffer.from(path), 'image/png');
      }
      expect(await store.list('u1/')).toEqual([
        'u1/b1/p1.png',
        'u1/b1/p10.png',
        'u1/b2/p2.png',
        'u1/cover.png',
      ]);
      expect(await store.list('u1/b1/')).toEqual(['u1/b1/p1.png', 'u1/b1/p10.png']);
      // A prefix is a prefix of names, not only of folders.
      expect(await store.list('u1/b')).toEqual(['u1/b1/p1.png', 'u1/b1/p10.png', 'u1/b2/p2.png']);
      expect(await store.list('u1')).toEqual([
        'u1/b1/p1.png',
        'u1/b1/p10.png',
        'u1/b2/p2.png',
        'u1/cover.png',
        'u1b/x.png',
      ]);
      expect(await store.list('nobody/')).toEqual([]);
      await store.delete('u1/b2/p2.png');
      expect(await store.list('u1/b')).toEqual(['u1/b1/p1.png', 'u1/b1/p10.png']);
    });

    it('rejects paths that could escape the store', async () => {
      for (const path of ['../outside.txt', 'a/../../outside.txt', '/etc/passwd', 'a//b', '', 'a/./b']) {
        await expect(store.put(path, Buffer.from('x'), 'text/plain'), `put("${path}")`).rejects.toThrow(
          /Invalid blob path/,
        );
        await expect(store.get(path), `get("${path}")`).rejects.toThrow(/Invalid blob path/);
      }
      await expect(store.list('../')).rejects.toThrow(/Invalid blob path/);
    });
  });
}
