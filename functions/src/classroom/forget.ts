import type { KeptData } from '../shared/keptData.js';
import { CLASSES_COLLECTION, childrenCollection, classPath } from './model.js';

/**
 * What the classroom keeps: each educator's classes with their class lists (children's first
 * names and looks), erased with the educator. The books themselves are ordinary books of the
 * educator, which books erases.
 */
export const CLASSROOM_DATA = {
  feature: 'classroom',
  collections: {
    [CLASSES_COLLECTION]: 'erased',
    [`${CLASSES_COLLECTION}/{id}/children`]: 'erased',
  },
  blobs: {},
  forgetUser:
    ({ store }) =>
    async ({ uid }) => {
      for (const row of await store.query(CLASSES_COLLECTION, { where: [['ownerUid', '==', uid]] })) {
        for (const child of await store.query(childrenCollection(row.id)))
          await store.delete(`${childrenCollection(row.id)}/${child.id}`);
        await store.delete(classPath(row.id));
      }
    },
} satisfies KeptData;
