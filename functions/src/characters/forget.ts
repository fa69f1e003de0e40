import type { KeptData } from '../shared/keptData.js';
import { CHARACTERS_COLLECTION } from './model.js';
import { characterEraser } from './retention.js';
import { CHARACTER_USAGE_COLLECTION, characterUsagePath } from './usage.js';

/** What characters keeps: each parent's saved characters with their photos, and an hourly counter. */
export const CHARACTERS_DATA = {
  feature: 'characters',
  collections: { [CHARACTERS_COLLECTION]: 'erased', [CHARACTER_USAGE_COLLECTION]: 'erased' },
  blobs: { 'characters/': 'erased' },
  forgetUser:
    ({ store, blobs }) =>
    async ({ uid }) => {
      const erase = characterEraser({ store, blobs });
      for (const row of await store.query(CHARACTERS_COLLECTION, { where: [['ownerUid', '==', uid]] }))
        await erase(row.id);
      await store.delete(characterUsagePath(uid));
    },
} satisfies KeptData;
