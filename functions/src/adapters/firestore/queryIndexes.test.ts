import { describe, expect, it } from 'vitest';
import { neededIndex, missingIndexes, recordQueries, shapeOf, type IndexFile } from './queryIndexes.js';
import { assertQueriesIndexed, projectIndexes } from './testing/indexCheck.js';
import { SqliteDocumentStore } from '../sqlite/documentStore.js';

const none: IndexFile = { indexes: [], fieldOverrides: [] };

describe('which queries need a composite index', () => {
  it('serves filters and sorts on one field, and equality filters on many, from single-field indexes', () => {
    for (const query of [
      shapeOf('books', { where: [['ownerUid', '==', 'u1']] }),
      shapeOf('books', { where: [['imagesReady', '<', 10]] }),
      shapeOf('books', {
        where: [['savedAt', '<', 'x']],
        orderBy: [{ field: 'savedAt', direction: 'desc' }],
      }),
      shapeOf('books', { where: [['status', '!=', 'draft']] }),
      shapeOf('books', { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: 5 }),
      shapeOf('users/u1/creditLedger', {}),
      shapeOf('gifts', {
        where: [
          ['buyerUid', '==', 'u'],
          ['status', '==', 'ready'],
          ['tags', 'array-contains', 'a'],
        ],
      }),
    ])
      expect(neededIndex(query)).toBeNull();
  });

  it('asks for a composite index for a sort or a range on a second field', () => {
    expect(
      neededIndex(
        shapeOf('payments', {
          where: [['uid', '==', 'u']],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
        }),
      ),
    ).toEqual({
      collectionGroup: 'payments',
      equalities: [{ fieldPath: 'uid' }],
      sorted: [{ fieldPath: 'createdAt', order: 'DESCENDING' }],
    });
    expect(
      neededIndex(
        shapeOf('books', {
          where: [
            ['ownerUid', '==', 'u'],
            ['savedAt', '<', 'x'],
          ],
        }),
      ),
    ).toEqual({
      collectionGroup: 'books',
      equalities: [{ fieldPath: 'ownerUid' }],
      sorted: [{ fieldPath: 'savedAt', order: 'ASCENDING' }],
    });
    expect(
      neededIndex(shapeOf('books', { orderBy: [{ field: 'a' }, { field: 'b', direction: 'desc' }] })),
    ).toMatchObject({
      sorted: [
        { fieldPath: 'a', order: 'ASCENDING' },
        { fieldPath: 'b', order: 'DESCENDING' },
      ],
    });
    expect(
      neededIndex(
        shapeOf('books', {
          where: [
            ['t', 'array-contains', 1],
            ['u', 'array-contains', 2],
          ],
        }),
      ),
    ).toMatch(/one array-contains/);
  });

  it('finds a declared index that serves the query, and none that sorts the other way', () => {
    const declared: IndexFile = {
      indexes: [
        {
          collectionGroup: 'payments',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'uid', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ],
        },
      ],
      fieldOverrides: [],
    };
    const newestFirst = shapeOf('payments', {
      where: [['uid', '==', 'u']],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
    const oldestFirst = shapeOf('payments', {
      where: [['uid', '==', 'u']],
      orderBy: [{ field: 'createdAt' }],
    });
    expect(missingIndexes([newestFirst], declared)).toEqual([]);
    expect(missingIndexes([oldestFirst], declared)).toHaveLength(1);
    expect(missingIndexes([newestFirst], none)).toHaveLength(1);
    expect(() => assertQueriesIndexed([oldestFirst], declared)).toThrow(
      /payments where uid == order by createdAt asc: declare .*"createdAt","order":"ASCENDING"/,
    );
  });

  it('honours a field override that exempts a field from its single-field index', () => {
    const exempt: IndexFile = {
      indexes: [],
      fieldOverrides: [{ collectionGroup: 'books', fieldPath: 'story', indexes: [] }],
    };
    expect(missingIndexes([shapeOf('books', { where: [['story', '==', 'x']] })], exempt)).toHaveLength(1);
    expect(missingIndexes([shapeOf('books', { where: [['ownerUid', '==', 'x']] })], exempt)).toEqual([]);
  });

  it("records every query made through a store and its transactions, and the project's indexes serve the payments history", async () => {
    const sqlite = new SqliteDocumentStore(':memory:');
    const { store, queries } = recordQueries(sqlite);
    try {
      await store.create('payments/p1', { uid: 'u1', createdAt: '2026-01-01' });
      await store.query('payments', {
        where: [['uid', '==', 'u1']],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 20,
      });
      await store.runTransaction(async (tx) => {
        await tx.query('users/u1/creditLedger');
        tx.set('users/u1', { credits: 1 });
      });
      expect(queries).toEqual([
        {
          collectionGroup: 'payments',
          where: [{ field: 'uid', op: '==' }],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
        },
        { collectionGroup: 'creditLedger', where: [], orderBy: [] },
      ]);
      expect(await store.get('users/u1')).toEqual({ credits: 1 });
      expect(() => assertQueriesIndexed(queries, projectIndexes())).not.toThrow();
    } finally {
      await store.close();
    }
  });
});
