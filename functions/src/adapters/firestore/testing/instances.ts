import type { DocumentStore } from '../../../ports/documentStore.js';

/**
 * One store over several function instances' stores of one project: each call goes to the next
 * instance in turn, as concurrent tasks land on different instances, so their transactions
 * contend in Firestore itself rather than taking turns inside one instance.
 */
export function acrossInstances(instances: DocumentStore[]): DocumentStore {
  let next = 0;
  const pick = () => instances[next++ % instances.length] as DocumentStore;
  return {
    description: `${instances.length} instances of ${instances[0]?.description}`,
    get: (path) => pick().get(path),
    create: (path, data) => pick().create(path, data),
    set: (path, data, options) => pick().set(path, data, options),
    update: (path, patch) => pick().update(path, patch),
    delete: (path) => pick().delete(path),
    query: (collection, query) => pick().query(collection, query),
    runTransaction: (fn) => pick().runTransaction(fn),
    close: async () => {
      await Promise.all(instances.map((instance) => instance.close()));
    },
  };
}
