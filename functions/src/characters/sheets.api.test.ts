import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../testing/testDeps.js';
import { characterPath, MAX_KEPT_SHEETS, type CharacterRecord } from './model.js';
import { earlierApprovedSheets, keepApprovedSheet, sharedApprovedSheet } from './sheets.js';

/** The approved sheets a saved character keeps: one per mix of the family, newest first. */
let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(async () => {
  await deps?.cleanup();
});

const OWNER = 'parent-1';
const ids = ['ch_000000000000000000000001', 'ch_000000000000000000000002', 'ch_000000000000000000000003'];
const ALL = Array.from({ length: MAX_KEPT_SHEETS + 2 }, (_, i) => `ch_00000000000000000000010${i}`);
const png = (n: number) => ({ bytes: Buffer.from(`sheet ${n}`), contentType: 'image/png' });

async function character(id: string, ownerUid = OWNER) {
  const record: CharacterRecord = {
    ownerUid,
    name: id.slice(-1),
    role: 'child',
    pronouns: 'she',
    look: { preset: 'warm_black' },
    photos: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  await deps.store.set(characterPath(id), record as never);
}

describe('kept cast sheets', () => {
  it('keeps a sheet per mix, reuses each for its mix, and drops the oldest beyond the limit', async () => {
    for (const id of [...ids, ...ALL]) await character(id);
    const [mia, leo, ana] = ids as [string, string, string];
    await keepApprovedSheet(deps, OWNER, [mia, leo], png(1));
    await keepApprovedSheet(deps, OWNER, [mia, ana], png(2));
    expect((await sharedApprovedSheet(deps, OWNER, [leo, mia]))?.bytes).toEqual(png(1).bytes);
    expect((await sharedApprovedSheet(deps, OWNER, [ana, mia]))?.bytes).toEqual(png(2).bytes);
    expect(await sharedApprovedSheet(deps, OWNER, [mia, leo, ana])).toBeNull();
    // The same mix approved again replaces its sheet, and the old picture goes.
    await keepApprovedSheet(deps, OWNER, [leo, mia], png(3));
    expect((await sharedApprovedSheet(deps, OWNER, [mia, leo]))?.bytes).toEqual(png(3).bytes);
    expect(await deps.blobs.list(`characters/${mia}/`)).toHaveLength(2);
    // A new mix is drawn with each character's newest sheet, the sheet showing most first.
    const earlier = await earlierApprovedSheets(
      deps,
      OWNER,
      [{ key: mia, name: 'Mia' }, { key: leo, name: 'Leo' }, { key: ana, name: 'Ana' }, { name: 'Pip' }],
      2,
    );
    expect(earlier.map((e) => [e.names, e.image.bytes.toString()])).toEqual([
      [['Mia', 'Leo'], 'sheet 3'],
      [['Ana'], 'sheet 2'],
    ]);

    const [first, ...rest] = ALL as [string, ...string[]];
    for (const [n, other] of rest.entries())
      await keepApprovedSheet(deps, OWNER, [first, other], png(10 + n));
    const kept = ((await deps.store.get(characterPath(first))) as unknown as CharacterRecord).sheets ?? [];
    expect(kept).toHaveLength(MAX_KEPT_SHEETS);
    expect(await deps.blobs.list(`characters/${first}/`)).toHaveLength(MAX_KEPT_SHEETS);
    expect(await sharedApprovedSheet(deps, OWNER, [first, rest[0]!])).toBeNull();
    expect((await sharedApprovedSheet(deps, OWNER, [first, rest.at(-1)!]))?.bytes).toEqual(
      png(10 + rest.length - 1).bytes,
    );
  });

  it('keeps nothing on another parent’s character and reuses none of theirs', async () => {
    const theirs = 'ch_000000000000000000000abc';
    await character(theirs, 'parent-2');
    await keepApprovedSheet(deps, OWNER, [theirs], png(1));
    expect(await deps.blobs.list(`characters/${theirs}/`)).toEqual([]);
    await keepApprovedSheet(deps, 'parent-2', [theirs], png(2));
    expect(await sharedApprovedSheet(deps, OWNER, [theirs])).toBeNull();
    expect(await earlierApprovedSheets(deps, OWNER, [{ key: theirs, name: 'Kai' }], 2)).toEqual([]);
  });
});
