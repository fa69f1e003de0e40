import type { KeptData } from '../shared/keptData.js';
import { CHARACTER_BLOBS, CHARACTERS_COLLECTION, characterPath } from './model.js';
import { CHARACTER_USAGE_COLLECTION, characterUsagePath } from './usage.js';

/** What characters keeps: each parent's saved characters with their photos, and an hourly counter. */
export const CHARACTERS_DATA = {
  feature: 'characters',
  collections: { [CHARACTERS_COLLECTION]: 'erased', [CHARACTER_USAGE_COLLECTION]: 'erased' },
  blobs: { 'characters/': 'erased' },
  forgetUser:
    ({ store, blobs }) =>
    async ({ uid }) => {
      for (const row of await store.query(CHARACTERS_COLLECTION, { where: [['ownerUid', '==', uid]] })) {
        for (const path of await blobs.list(CHARACTER_BLOBS.all(row.id))) await blobs.delete(path);
        await store.delete(characterPath(row.id));
      }
      await store.delete(characterUsagePath(uid));
    },
} satisfies KeptData;
