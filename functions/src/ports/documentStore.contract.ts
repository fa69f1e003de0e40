import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AlreadyExistsError,
  type DocData,
  type DocumentStore,
  NotFoundError,
  type Query,
} from './documentStore.js';

export interface DocumentStoreUnderTest {
  store: DocumentStore;
  cleanup(): Promise<void>;
}

/**
 * The behaviour every DocumentStore adapter must share (Firestore's semantics), run against a
 * fresh, empty store per test. Features are written and tested against this contract only.
 */
export function describeDocumentStoreContract(
  name: string,
  makeStore: () => Promise<DocumentStoreUnderTest>,
): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await makeStore());
    });
    afterEach(async () => {
      await cleanup();
    });

    describe('documents', () => {
      it('answers null for a missing document', async () => {
        expect(await store.get('users/nobody')).toBeNull();
      });

      it('creates a document and reads it back', async () => {
        const data = {
          name: 'Ada',
          credits: 3,
          verified: false,
          tags: ['a', 'b'],
          address: { city: 'Oslo' },
          note: null,
        };
        await store.create('users/u1', data);
        expect(await store.get('users/u1')).toEqual(data);
      });

      it('refuses to create a document that exists, leaving it unchanged', async () => {
        await store.create('users/u1', { name: 'Ada' });
        const error = await store.create('users/u1', { name: 'Eve' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(AlreadyExistsError);
        expect(error).toMatchObject({ path: 'users/u1' });
        expect(await store.get('users/u1')).toEqual({ name: 'Ada' });
      });

      it('refuses to update a missing document, creating nothing', async () => {
        const error = await store.update('users/u1', { name: 'Ada' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(NotFoundError);
        expect(error).toMatchObject({ path: 'users/u1' });
        expect(await store.get('users/u1')).toBeNull();
      });

      it('update merges top-level fields and replaces nested maps whole', async () => {
        await store.create('users/u1', { name: 'Ada', credits: 3, address: { city: 'Oslo', zip: '0150' } });
        await store.update('users/u1', { credits: 5, address: { city: 'Rome' } });
        expect(await store.get('users/u1')).toEqual({ name: 'Ada', credits: 5, address: { city: 'Rome' } });
      });

      it('set overwrites the whole document', async () => {
        await store.create('users/u1', { name: 'Ada', credits: 3 });
        await store.set('users/u1', { credits: 4 });
        expect(await store.get('users/u1')).toEqual({ credits: 4 });
      });

      it('set creates a missing document, with or without merge', async () => {
        await store.set('users/u1', { a: 1 });
        await store.set('users/u2', { b: { c: 2 } }, { merge: true });
        expect(await store.get('users/u1')).toEqual({ a: 1 });
        expect(await store.get('users/u2')).toEqual({ b: { c: 2 } });
      });

      it('set with merge deep-merges maps and replaces arrays and scalars', async () => {
        await store.create('users/u1', {
          name: 'Ada',
          prefs: { theme: 'dark', email: { news: true, tips: true } },
          tags: ['a', 'b'],
          cleared: { x: 1 },
        });
        await store.set(
          'users/u1',
          { prefs: { email: { tips: false } }, tags: ['c'], cleared: {} },
          { merge: true },
        );
        expect(await store.get('users/u1')).toEqual({
          name: 'Ada',
          prefs: { theme: 'dark', email: { news: true, tips: false } },
          tags: ['c'],
          cleared: {},
        });
      });

      it('deletes a document, and deleting a missing one is not an error', async () => {
        await store.create('users/u1', { name: 'Ada' });
        await store.delete('users/u1');
        expect(await store.get('users/u1')).toBeNull();
        await expect(store.delete('users/u1')).resolves.toBeUndefined();
      });

      it('drops undefined fields', async () => {
        await store.create('users/u1', {
          name: 'Ada',
          nick: undefined,
          address: { city: 'Oslo', zip: undefined },
        } as unknown as DocData);
        expect(await store.get('users/u1')).toEqual({ name: 'Ada', address: { city: 'Oslo' } });
        expect(Object.keys((await store.get('users/u1')) ?? {})).toEqual(['name', 'address']);
      });

      it('rejects values that are not JSON', async () => {
        const bad: unknown[] = [new Date(), () => 1, NaN, Infinity, [[1, 2]]];
        for (const value of bad) {
          await expect(store.set('users/u1', { value } as unknown as DocData)).rejects.toThrow();
        }
        expect(await store.get('users/u1')).toBeNull();
      });

      it('stores subcollections under a document, independent of the parent', async () => {
        await store.create('users/u1/books/b1', { title: 'One' });
        await store.create('users/u1/books/b2', { title: 'Two' });
        await store.create('users/u2/books/b3', { title: 'Three' });
        expect(await store.get('users/u1')).toBeNull();
        expect(await store.get('users/u1/books/b2')).toEqual({ title: 'Two' });
        const books = await store.query('users/u1/books');
        expect(books).toMatchObject([
          { id: 'b1', path: 'users/u1/books/b1', data: { title: 'One' } },
          { id: 'b2', path: 'users/u1/books/b2', data: { title: 'Two' } },
        ]);
      });

      it('rejects invalid paths', async () => {
        for (const path of ['', 'users', 'users/u1/books', 'users//u1', '/users/u1']) {
          await expect(store.get(path), `get("${path}")`).rejects.toThrow();
          await expect(store.set(path, { a: 1 }), `set("${path}")`).rejects.toThrow();
        }
        for (const path of ['', 'users/u1', 'users//books']) {
          await expect(store.query(path), `query("${path}")`).rejects.toThrow();
        }
      });

      it('hands out copies: mutating returned or written data changes nothing stored', async () => {
        const data = { list: [1], map: { a: 1 } };
        await store.create('users/u1', data);
        data.list.push(2);
        const read = (await store.get('users/u1')) as { list: number[] };
        read.list.push(3);
        expect(await store.get('users/u1')).toEqual({ list: [1], map: { a: 1 } });
      });
    });

    describe('queries', () => {
      const people: Record<string, DocData> = {
        a: { n: 1, tags: ['x', 'y'], city: { name: 'Oslo' } },
        b: { n: 2, tags: ['y'], city: { name: 'Rome' } },
        c: { n: 3, tags: [], city: { name: 'Oslo' } },
        d: { n: 'three', city: { name: 'Lima' } },
        e: { other: true },
        f: { n: null },
      };
      const ids = async (query: Query, collection = 'people') =>
        (await store.query(collection, query)).map((doc) => doc.id);
      const idSet = async (query: Query) => (await ids(query)).sort();

      beforeEach(async () => {
        for (const [id, data] of Object.entries(people)) await store.create(`people/${id}`, data);
      });

      it('returns the whole collection ordered by id when no clause is given', async () => {
        expect(await ids({})).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
        expect(await ids({}, 'nobody')).toEqual([]);
      });

      it('filters with every operator, matching only values of the same type', async () => {
        expect(await idSet({ where: [['n', '==', 2]] })).toEqual(['b']);
        expect(await idSet({ where: [['n', '==', null]] })).toEqual(['f']);
        // "!=" skips documents where the field is missing or null, and matches other types.
        expect(await idSet({ where: [['n', '!=', 2]] })).toEqual(['a', 'c', 'd']);
        expect(await idSet({ where: [['n', '<', 2]] })).toEqual(['a']);
        expect(await idSet({ where: [['n', '<=', 2]] })).toEqual(['a', 'b']);
        expect(await idSet({ where: [['n', '>', 1]] })).toEqual(['b', 'c']);
        expect(await idSet({ where: [['n', '>=', 2]] })).toEqual(['b', 'c']);
        expect(await idSet({ where: [['n', '>', 'a']] })).toEqual(['d']);
        expect(await idSet({ where: [['n', 'in', [1, 3, 'three']]] })).toEqual(['a', 'c', 'd']);
        expect(await idSet({ where: [['tags', 'array-contains', 'y']] })).toEqual(['a', 'b']);
        expect(await idSet({ where: [['other', '==', true]] })).toEqual(['e']);
      });

      it('filters on dotted paths into nested maps', async () => {
        expect(await idSet({ where: [['city.name', '==', 'Oslo']] })).toEqual(['a', 'c']);
        expect(await idSet({ where: [['city.name', '>=', 'M']] })).toEqual(['a', 'b', 'c']);
      });

      it('combines several where clauses', async () => {
        expect(
          await idSet({
            where: [
              ['city.name', '==', 'Oslo'],
              ['n', '>', 1],
            ],
          }),
        ).toEqual(['c']);
      });

      it('orders by a field, leaving out documents without it', async () => {
        expect(await ids({ orderBy: [{ field: 'n' }] })).toEqual(['f', 'a', 'b', 'c', 'd']);
        expect(await ids({ orderBy: [{ field: 'n', direction: 'desc' }] })).toEqual([
          'd',
          'c',
          'b',
          'a',
          'f',
        ]);
      });

      it('orders by several fields and breaks ties by id in the last direction', async () => {
        await store.create('scores/s1', { team: 'red', points: 5 });
        await store.create('scores/s2', { team: 'blue', points: 5 });
        await store.create('scores/s3', { team: 'red', points: 9 });
        await store.create('scores/s4', { team: 'blue', points: 1 });
        await store.create('scores/s5', { team: 'red', points: 5 });
        expect(
          await ids({ orderBy: [{ field: 'team' }, { field: 'points', direction: 'desc' }] }, 'scores'),
        ).toEqual(['s2', 's4', 's3', 's5', 's1']);
        expect(await ids({ orderBy: [{ field: 'points' }, { field: 'team' }] }, 'scores')).toEqual([
          's4',
          's2',
          's1',
          's5',
          's3',
        ]);
      });

      it('limits the result', async () => {
        expect(await ids({ limit: 2 })).toEqual(['a', 'b']);
        expect(await ids({ orderBy: [{ field: 'n', direction: 'desc' }], limit: 2 })).toEqual(['d', 'c']);
      });

      it('combines where, orderBy and limit', async () => {
        const query: Query = {
          where: [['city.name', '==', 'Oslo']],
          orderBy: [{ field: 'n', direction: 'desc' }],
          limit: 1,
        };
        expect(await store.query('people', query)).toEqual([
          { id: 'c', path: 'people/c', data: people.c, created: expect.any(String) },
        ]);
      });

      it("says each document's order of creation: kept by set and update, new after a delete, in a transaction too", async () => {
        // Ids against the order of creation, so the ids cannot be what sorts them.
        for (const id of ['z', 'y', 'x']) await store.create(`turns/${id}`, { n: 1 });
        await store.update('turns/z', { n: 2 });
        await store.set('turns/y', { n: 3 });
        await store.set('turns/y', { n: 4 }, { merge: true });
        await store.delete('turns/x');
        await store.set('turns/x', { n: 5 });
        await store.set('turns/w', { n: 6 });
        const byCreation = (docs: { id: string; created: string }[]) =>
          [...docs].sort((a, b) => (a.created < b.created ? -1 : 1)).map((d) => d.id);
        expect(byCreation(await store.query('turns'))).toEqual(['z', 'y', 'x', 'w']);
        expect(
          byCreation(await store.runTransaction((tx) => tx.query('turns', { where: [['n', '>', 2]] }))),
        ).toEqual(['y', 'x', 'w']);
      });
    });

    describe('transactions', () => {
      it('reads, modifies and writes', async () => {
        await store.create('accounts/a1', { credits: 5, name: 'Ada' });
        const left = await store.runTransaction(async (tx) => {
          const account = await tx.get('accounts/a1');
          const credits = (account?.credits as number) - 2;
          tx.update('accounts/a1', { credits });
          tx.create('ledger/l1', { delta: -2 });
          return credits;
        });
        expect(left).toBe(3);
        expect(await store.get('accounts/a1')).toEqual({ credits: 3, name: 'Ada' });
        expect(await store.get('ledger/l1')).toEqual({ delta: -2 });
      });

      it('queries inside a transaction', async () => {
        await store.create('users/u1/books/b1', { status: 'draft' });
        await store.create('users/u1/books/b2', { status: 'done' });
        const drafts = await store.runTransaction(async (tx) => {
          const found = await tx.query('users/u1/books', { where: [['status', '==', 'draft']] });
          for (const doc of found) tx.update(doc.path, { status: 'queued' });
          return found.map((doc) => doc.id);
        });
        expect(drafts).toEqual(['b1']);
        expect(await store.get('users/u1/books/b1')).toEqual({ status: 'queued' });
      });

      it('writes nothing when the function throws', async () => {
        await store.create('accounts/a1', { credits: 5 });
        const boom = new Error('boom');
        await expect(
          store.runTransaction(async (tx) => {
            await tx.get('accounts/a1');
            tx.update('accounts/a1', { credits: 0 });
            tx.create('ledger/l1', { delta: -5 });
            throw boom;
          }),
        ).rejects.toBe(boom);
        expect(await store.get('accounts/a1')).toEqual({ credits: 5 });
        expect(await store.get('ledger/l1')).toBeNull();
      });

      it('fails as a whole when a create finds the document, or an update misses it', async () => {
        await store.create('accounts/a1', { credits: 5 });
        await expect(
          store.runTransaction(async (tx) => {
            tx.create('ledger/l1', { delta: 1 });
            tx.create('accounts/a1', { credits: 0 });
          }),
        ).rejects.toBeInstanceOf(AlreadyExistsError);
        await expect(
          store.runTransaction(async (tx) => {
            tx.create('ledger/l2', { delta: 1 });
            tx.update('accounts/missing', { credits: 0 });
          }),
        ).rejects.toBeInstanceOf(NotFoundError);
        expect(await store.get('ledger/l1')).toBeNull();
        expect(await store.get('ledger/l2')).toBeNull();
        expect(await store.get('accounts/a1')).toEqual({ credits: 5 });
      });

      it('requires all reads before the first write', async () => {
        await expect(
          store.runTransaction(async (tx) => {
            tx.set('accounts/a1', { credits: 1 });
            await tx.get('accounts/a2');
          }),
        ).rejects.toThrow(/all reads.*before all writes/i);
        await expect(
          store.runTransaction(async (tx) => {
            tx.delete('accounts/a1');
            await tx.query('accounts');
          }),
        ).rejects.toThrow(/all reads.*before all writes/i);
        expect(await store.get('accounts/a1')).toBeNull();
      });

      // Ten at once is the most one document meets in the product (a book's pages settling as the
      // drawing queue finishes them); Firestore sustains about one write a second on a document,
      // so more belongs in the product's own contention tests (adapters/firestore/contention.test.ts).
      it('serializes 10 concurrent read-modify-write transactions on one counter', async () => {
        await store.create('counters/c', { value: 0 });
        await Promise.all(
          Array.from({ length: 10 }, () =>
            store.runTransaction(async (tx) => {
              const counter = await tx.get('counters/c');
              tx.update('counters/c', { value: (counter?.value as number) + 1 });
            }),
          ),
        );
        expect(await store.get('counters/c')).toEqual({ value: 10 });
      });

      it('lets exactly one of 20 concurrent create-if-absent transactions create', async () => {
        const created = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            store.runTransaction(async (tx) => {
              if (await tx.get('claims/c1')) return false;
              tx.create('claims/c1', { by: i });
              return true;
            }),
          ),
        );
        expect(created.filter(Boolean)).toHaveLength(1);
        expect(await store.get('claims/c1')).toEqual({ by: created.indexOf(true) });
      });

      it('sees queries as part of its reads: a concurrent insert into the result is not lost', async () => {
        // Each transaction allots the next number after the highest one found by a query.
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            store.runTransaction(async (tx) => {
              const last = await tx.query('tickets', {
                orderBy: [{ field: 'number', direction: 'desc' }],
                limit: 1,
              });
              const next = ((last[0]?.data.number as number | undefined) ?? 0) + 1;
              tx.create(`tickets/t${i}`, { number: next });
            }),
          ),
        );
        const numbers = (await store.query('tickets', { orderBy: [{ field: 'number' }] })).map(
          (d) => d.data.number,
        );
        expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      });
    });
  });
}
