import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from '../../ports/blobStore.contract.js';
import { LocalDirectoryBlobStore } from './blobStore.js';

async function tempStore() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-blobs-'));
  const root = path.join(dir, 'blobs');
  return {
    store: new LocalDirectoryBlobStore(root),
    root,
    dir,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

describeBlobStoreContract('local directory', tempStore);

describe('LocalDirectoryBlobStore', () => {
  it('keeps objects as plain files a developer can open', async () => {
    const { store, root, cleanup } = await tempStore();
    await store.put('users/u1/page.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(await readFile(path.join(root, 'objects', 'users', 'u1', 'page.svg'), 'utf8')).toBe('<svg/>');
    await cleanup();
  });

  it('never shows a reader half a file while it is overwritten', async () => {
    const { store, cleanup } = await tempStore();
    const versions = ['a', 'b', 'c', 'd'].map((c) => Buffer.alloc(2 * 1024 * 1024, c));
    await store.put('big.bin', versions[0] as Buffer, 'application/octet-stream');
    let writing = true;
    const writer = (async () => {
      for (let round = 0; round < 5; round++) {
        for (const v of versions) await store.put('big.bin', v, 'application/octet-stream');
      }
      writing = false;
    })();
    let reads = 0;
    while (writing) {
      const blob = await store.get('big.bin');
      reads += 1;
      expect(blob?.bytes.length).toBe(2 * 1024 * 1024);
      expect(versions.some((v) => v.equals(blob?.bytes as Buffer))).toBe(true);
    }
    await writer;
    expect(reads).toBeGreaterThan(0);
    await cleanup();
  });

  it('leaves no temp files or empty folders behind', async () => {
    const { store, root, cleanup } = await tempStore();
    await store.put('a/b/c.txt', Buffer.from('x'), 'text/plain');
    await store.delete('a/b/c.txt');
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
    expect(await readdir(path.join(root, 'objects'))).toEqual([]);
    expect(await readdir(path.join(root, 'meta'))).toEqual([]);
    // The name is free again for an object rather than a folder.
    await store.put('a', Buffer.from('y'), 'text/plain');
    expect((await store.get('a'))?.bytes.toString()).toBe('y');
    await cleanup();
  });

  it('explains the one name clash a directory cannot represent', async () => {
    const { store, cleanup } = await tempStore();
    await store.put('a', Buffer.from('x'), 'text/plain');
    await expect(store.put('a/b', Buffer.from('y'), 'text/plain')).rejects.toThrow(
      /both "a" and "a\/\.\.\."/,
    );
    expect(await store.get('a/b')).toBeNull();
    await cleanup();
  });
});
