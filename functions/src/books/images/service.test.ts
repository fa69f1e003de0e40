import { describe, expect, it } from 'vitest';
import { WordListModerator } from '../../adapters/wordListModerator/moderator.js';
import type { Deps } from '../../ports/index.js';
import { Invalid } from '../../shared/domainErrors.js';
import { imagesService } from './service.js';

/** Any touch of the store, blobs or queue fails the test: a refused redo changes nothing. */
const untouchable = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`a refused redo must not touch ${String(name)}`);
    },
  },
);

const images = imagesService({
  store: untouchable as Deps['store'],
  blobs: untouchable as Deps['blobs'],
  tasks: untouchable as Deps['tasks'],
  clock: untouchable as Deps['clock'],
  settings: untouchable as Deps['settings'],
  moderator: new WordListModerator(),
});
const caller = { uid: 'u1', email: 'a@example.com', emailVerified: true } as Parameters<
  typeof images.redo
>[0];

describe('a redo description is moderated like create and save', () => {
  for (const kind of ['basic', 'editor'] as const) {
    it(`refuses a ${kind} redo whose description has a refused word, before anything is spent`, async () => {
      const attempt = images.redo(caller, 'book1', 2, 'the fox says shit to the owl', kind);
      await expect(attempt).rejects.toBeInstanceOf(Invalid);
      await expect(attempt).rejects.toThrow(
        /^Please Try Again: the description contains inappropriate language \(shit\)/,
      );
    });
  }
});
