/**
 * Issue 27: on how many pages is every character the legend names drawn with the look the
 * approved cast sheet shows? Offline engines only, no stack: families of saved characters make
 * books one after another as a parent would (the offline storyteller writes each), each book's
 * sheet is the one the page tasks would use (its own, or the cast's approved one through the
 * real `sharedApprovedSheet`), and each page is checked against it from the illustrator's own
 * scene (`composeScene`: the plan and the traits each placed character is drawn with).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDirectoryBlobStore } from '../functions/src/adapters/localDirectory/blobStore.js';
import { SqliteDocumentStore } from '../functions/src/adapters/sqlite/documentStore.js';
import type { CharacterRole, Pronouns } from '../functions/src/contract/characters.js';
import type { Look } from '../functions/src/contract/look.js';
import type { AgeGroup, MoralValue } from '../functions/src/contract/story.js';
import { keepApprovedSheet, sharedApprovedSheet } from '../functions/src/characters/index.js';
import {
  appearanceOf,
  drawnLook,
  storyCharacterOf,
  type SavedCharacter,
} from '../functions/src/books/stories/savedCast.js';
import { composeStory } from '../functions/src/engines/storyteller/index.js';
import {
  castSheetSvg,
  castTraits,
  composeScene,
  type CharacterTraits,
  type SceneCharacter,
  type SceneRequest,
} from '../functions/src/engines/illustrator/index.js';
import { drawCharacter } from '../functions/src/engines/illustrator/art/characters.js';

/** One book a parent makes: the saved characters in order (the first is the hero). */
export interface SampleBook {
  ids: string[];
  readerAgeGroup: AgeGroup;
  moralValue: MoralValue;
  seed: number;
  description?: string;
  /** The first two ids are both heroes (twins, siblings, best friends). */
  twoHeroes?: boolean;
}

export interface SampleFamily {
  name: string;
  characters: SavedCharacter[];
  /** In the order they are made: a later book may reuse an earlier one's approved sheet. */
  books: SampleBook[];
}

/**
 * Which sheet a book's pages are drawn against: its own (the first book of a cast, approved
 * by the parent), or the cast's approved one with the same hero or another child as the hero
 * (the sheet is reused whenever the set of characters is the same; a hero is always a child).
 */
export const BOOK_KINDS = ['own sheet', 'same hero', 'another child hero'] as const;
export type BookKind = (typeof BOOK_KINDS)[number];

export interface LookFailure {
  family: string;
  book: number;
  kind: BookKind;
  page: number;
  legend: string;
  character: string;
  /**
   * 'missing': named by the legend but not drawn; 'look': drawn unlike the book's sheet;
   * 'since book N': drawn unlike the first sheet the parent approved with this character.
   */
  problem: 'missing' | 'look' | 'not on sheet' | `since book ${number}`;
  /** For 'look': each trait that differs, as `trait: sheet -> page`. */
  differences: string[];
}

export interface Tally {
  books: number;
  pages: number;
  /** Pages on which every character the legend names is drawn, each as on the sheet. */
  passing: number;
  /** Characters the legends name, over all pages. */
  named: number;
  /** The book's characters drawn, over all pages (named, or called 'Mom', 'the family', ...). */
  drawn: number;
  /** Pages on which every character drawn looks as on the first sheet approved with them. */
  sameAsFirstBook: number;
}

export interface CastLooksResult {
  all: Tally;
  byKind: Record<BookKind, Tally>;
  failures: LookFailure[];
}

const person = (
  skin: string,
  hairColour: string,
  hairStyle: string,
  eyes: string,
  glasses: boolean,
  freckles: boolean,
  presentation: string,
) => ({ skin, hairColour, hairStyle, eyes, glasses, freckles, presentation }) as Look;

const saved = (id: string, name: string, role: CharacterRole, pronouns: Pronouns, look: Look) =>
  ({ id, name, role, pronouns, look }) satisfies SavedCharacter;

const book = (
  ids: string[],
  readerAgeGroup: AgeGroup,
  moralValue: MoralValue,
  seed: number,
  more: Pick<SampleBook, 'description' | 'twoHeroes'> = {},
): SampleBook => ({ ids, readerAgeGroup, moralValue, seed, ...more });

/**
 * Five families (skin tones, hair colours and styles, glasses, freckles, girls, boys and
 * children who are neither, presets, dogs and cats), five books each over both age groups and
 * several morals and seeds: the whole family twice (the second reuses the first's sheet), the
 * same family with another child as the hero (the same cast: the sheet is reused), a smaller
 * cast (a new sheet) and that cast again.
 */
export const CAST_LOOK_FAMILIES: SampleFamily[] = [
  {
    name: 'Okafor',
    characters: [
      saved(
        'ch_mia',
        'Mia',
        'child',
        'she',
        person('brown', 'black', 'braids', 'brown', true, false, 'girl'),
      ),
      saved('ch_leo', 'Leo', 'sibling', 'he', { preset: 'dark_black' }),
      saved(
        'ch_amara',
        'Amara',
        'parent',
        'she',
        person('dark', 'black', 'covered', 'hazel', false, false, 'girl'),
      ),
      saved(
        'ch_sam',
        'Sam',
        'parent',
        'they',
        person('fair', 'auburn', 'curls', 'green', true, true, 'neutral'),
      ),
      saved('ch_biscuit', 'Biscuit', 'pet', 'he', { species: 'dog', coat: 'golden' }),
    ],
    books: [
      book(['ch_mia', 'ch_leo', 'ch_amara', 'ch_sam', 'ch_biscuit'], '2-4years', 'kindness', 101),
      book(['ch_mia', 'ch_leo', 'ch_amara', 'ch_sam', 'ch_biscuit'], '5-7years', 'courage', 102),
      book(['ch_leo', 'ch_mia', 'ch_amara', 'ch_sam', 'ch_biscuit'], '5-7years', 'cooperation', 103),
      book(['ch_mia', 'ch_biscuit'], '2-4years', 'patience', 104, { description: 'a day at the beach' }),
      book(['ch_mia', 'ch_biscuit'], '2-4years', 'gratitude', 105),
    ],
  },
  {
    name: 'Lindqvist',
    characters: [
      saved(
        'ch_kai',
        'Kai',
        'child',
        'they',
        person('light', 'auburn', 'curls', 'green', false, true, 'neutral'),
      ),
      saved(
        'ch_rose',
        'Rose',
        'grandparent',
        'she',
        person('fair', 'white', 'bun', 'blue', true, false, 'girl'),
      ),
      saved(
        'ch_theo',
        'Theo',
        'friend',
        'he',
        person('medium', 'brown', 'short', 'brown', false, false, 'boy'),
      ),
      saved('ch_pip', 'Pip', 'pet', 'she', { species: 'cat', coat: 'ginger' }),
    ],
    books: [
      book(['ch_kai', 'ch_rose', 'ch_theo', 'ch_pip'], '5-7years', 'honesty', 201),
      book(['ch_kai', 'ch_rose', 'ch_theo', 'ch_pip'], '2-4years', 'empathy', 202),
      book(['ch_theo', 'ch_kai', 'ch_rose', 'ch_pip'], '5-7years', 'cooperation', 203),
      book(['ch_kai', 'ch_rose'], '2-4years', 'respect', 204),
      book(['ch_kai', 'ch_rose'], '5-7years', 'forgiveness', 205),
    ],
  },
  {
    name: 'Haddad',
    characters: [
      saved(
        'ch_noor',
        'Noor',
        'child',
        'she',
        person('warm', 'darkBrown', 'ponytail', 'brown', false, false, 'girl'),
      ),
      saved(
        'ch_omar',
        'Omar',
        'sibling',
        'he',
        person('warm', 'black', 'short', 'brown', true, false, 'boy'),
      ),
      saved(
        'ch_yusuf',
        'Yusuf',
        'parent',
        'he',
        person('warm', 'black', 'bald', 'brown', false, false, 'boy'),
      ),
      saved('ch_luna', 'Luna', 'pet', 'she', { species: 'cat', coat: 'grey' }),
    ],
    books: [
      book(['ch_noor', 'ch_omar', 'ch_yusuf', 'ch_luna'], '2-4years', 'generosity', 301),
      book(['ch_noor', 'ch_omar', 'ch_yusuf', 'ch_luna'], '5-7years', 'perseverance', 302),
      book(['ch_omar', 'ch_noor', 'ch_yusuf', 'ch_luna'], '2-4years', 'responsibility', 303),
      book(['ch_noor', 'ch_omar'], '5-7years', 'fairness', 304, { description: 'a trip to the farm' }),
      book(['ch_noor', 'ch_omar'], '2-4years', 'tolerance', 305),
      book(['ch_noor', 'ch_omar', 'ch_luna'], '5-7years', 'cooperation', 306, { twoHeroes: true }),
      book(['ch_noor', 'ch_omar', 'ch_luna'], '2-4years', 'honesty', 307, { twoHeroes: true }),
    ],
  },
  {
    name: 'Walsh',
    characters: [
      saved('ch_ella', 'Ella', 'child', 'she', { preset: 'fair_blond' }),
      saved('ch_jack', 'Jack', 'sibling', 'he', person('fair', 'golden', 'short', 'blue', true, true, 'boy')),
      saved(
        'ch_grace',
        'Grace',
        'parent',
        'she',
        person('light', 'blond', 'long', 'grey', false, true, 'girl'),
      ),
      saved(
        'ch_joe',
        'Joe',
        'grandparent',
        'he',
        person('light', 'grey', 'short', 'blue', true, false, 'boy'),
      ),
      saved('ch_max', 'Max', 'pet', 'he', { species: 'dog', coat: 'chocolate' }),
    ],
    books: [
      book(['ch_ella', 'ch_jack', 'ch_grace', 'ch_joe', 'ch_max'], '5-7years', 'resilience', 401),
      book(['ch_ella', 'ch_jack', 'ch_grace', 'ch_joe', 'ch_max'], '2-4years', 'kindness', 402),
      book(['ch_jack', 'ch_ella', 'ch_grace', 'ch_joe', 'ch_max'], '2-4years', 'humility', 403),
      book(['ch_ella', 'ch_max'], '5-7years', 'self-discipline', 404),
      book(['ch_ella', 'ch_max'], '5-7years', 'compassion', 405),
    ],
  },
  {
    name: 'Reyes',
    characters: [
      saved('ch_ava', 'Ava', 'child', 'she', { preset: 'warm_black' }),
      saved('ch_ben', 'Ben', 'parent', 'he', { preset: 'medium_brown' }),
      saved(
        'ch_lola',
        'Lola',
        'friend',
        'she',
        person('dark', 'black', 'curls', 'brown', false, true, 'girl'),
      ),
    ],
    books: [
      book(['ch_ava', 'ch_ben', 'ch_lola'], '2-4years', 'integrity', 501),
      book(['ch_ava', 'ch_ben', 'ch_lola'], '5-7years', 'gratitude', 502),
      book(['ch_lola', 'ch_ava', 'ch_ben'], '2-4years', 'courage', 503),
      book(['ch_ava', 'ch_lola'], '5-7years', 'empathy', 504),
      book(['ch_ava', 'ch_lola'], '2-4years', 'patience', 505),
    ],
  },
];

const OWNER = 'bench-parent';

/** A family's own store and blob directory, as the local stack keeps them (SQLite, files). */
async function familyDeps(): Promise<{
  store: SqliteDocumentStore;
  blobs: LocalDirectoryBlobStore;
  done: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-cast-looks-'));
  const store = new SqliteDocumentStore(path.join(dir, 'store.sqlite'));
  const blobs = new LocalDirectoryBlobStore(path.join(dir, 'blobs'));
  return {
    store,
    blobs,
    done: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

type SheetRequest = Parameters<typeof castSheetSvg>[0];

/** Whether the legend names the character (its whole name or its first name, as a word). */
function names(legend: string, name: string): boolean {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const trimmed = name.trim();
  const forms = [trimmed, trimmed.split(/\s+/)[0] ?? trimmed].filter((f) => f.length >= 2);
  return forms.some((f) => new RegExp(`\\b${escape(f)}\\b`).test(legend));
}

/** Every trait that changes the drawing, sheet -> page (the relationship is not drawn). */
function differences(sheet: CharacterTraits, page: CharacterTraits): string[] {
  const a = sheet as unknown as Record<string, unknown>;
  const b = page as unknown as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== 'relationship');
  return keys
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) => `${k}: ${JSON.stringify(a[k])} -> ${JSON.stringify(b[k])}`);
}

/** The traits the cast sheet draws, checked against the sheet's own markup. */
function sheetTraits(sheet: SheetRequest): CharacterTraits[] {
  const traits = castTraits(sheet);
  const svg = castSheetSvg(sheet);
  for (const t of traits)
    if (!svg.includes(drawCharacter(t, { pose: 'stand', look: 0 }).svg))
      throw new Error(`the cast sheet of book ${sheet.bookId} does not draw ${t.name} with castTraits`);
  return traits;
}

const emptyTally = (): Tally => ({ books: 0, pages: 0, passing: 0, named: 0, drawn: 0, sameAsFirstBook: 0 });

export async function measureCastLooks(families: readonly SampleFamily[]): Promise<CastLooksResult> {
  const all = emptyTally();
  const byKind = Object.fromEntries(BOOK_KINDS.map((k) => [k, emptyTally()])) as Record<BookKind, Tally>;
  const failures: LookFailure[] = [];
  let bookNumber = 0;
  for (const family of families) {
    const deps = await familyDeps();
    const now = '2026-01-01T00:00:00.000Z';
    for (const c of family.characters)
      await deps.store.set(`characters/${c.id}`, {
        ownerUid: OWNER,
        name: c.name,
        role: c.role,
        pronouns: c.pronouns,
        look: c.look,
        photos: [],
        createdAt: now,
        updatedAt: now,
      });
    /** The sheets drawn so far, by the bytes the characters keep. */
    const sheets = new Map<string, SheetRequest>();
    /** Each saved character as the first sheet approved with them drew them. */
    const firstLooks = new Map<string, { traits: CharacterTraits; book: number }>();
    for (const [b, book] of family.books.entries()) {
      bookNumber++;
      const bookId = String(1767225600000 + bookNumber * 1000);
      const cast = book.ids.map((id) => {
        const c = family.characters.find((x) => x.id === id);
        if (!c) throw new Error(`${family.name}: no character ${id}`);
        return c;
      });
      const heroes = book.twoHeroes ? 2 : 1;
      const characters: SceneCharacter[] = cast.map((c, i) => storyCharacterOf(c, i < heroes));
      const hero = characters[0]!;
      const appearanceValue = appearanceOf(drawnLook(cast[0]!));
      const story = composeStory({
        storyType: 'Enhanced',
        mainCharacterName: hero.name,
        gender: hero.gender,
        description: book.description ?? '',
        moralValue: book.moralValue,
        readerAgeGroup: book.readerAgeGroup,
        appearanceValue,
        characters,
        seed: book.seed,
        language: 'en',
      });
      // The sheet the page tasks give this book (books/images/tasks.ts): the cast's approved
      // one, else its own, which the parent approves and the saved characters keep.
      const kept = await sharedApprovedSheet(deps, OWNER, book.ids);
      let sheet = kept ? sheets.get(kept.bytes.toString()) : undefined;
      if (kept && !sheet) throw new Error(`${family.name}: a kept sheet the bench did not draw`);
      if (!sheet) {
        sheet = { bookId, appearanceValue, characters, artStyle: 'classic' as const };
        const token = `sheet-of-${bookId}`;
        sheets.set(token, sheet);
        await keepApprovedSheet(deps, OWNER, book.ids, {
          bytes: Buffer.from(token),
          contentType: 'image/png',
        });
      }
      const kind: BookKind = !kept
        ? 'own sheet'
        : sheet.characters[0]?.key === hero.key
          ? 'same hero'
          : 'another child hero';
      const onSheet = sheetTraits(sheet);
      sheet.characters.forEach((c, i) => {
        if (c.key && !firstLooks.has(c.key)) firstLooks.set(c.key, { traits: onSheet[i]!, book: b + 1 });
      });
      const tallies = [all, byKind[kind]];
      for (const t of tallies) t.books++;
      for (let i = 0; i < 10; i++) {
        const legend = story.legends[i] || story.paragraphs[i] || '';
        const request: SceneRequest = {
          artStyle: 'classic',
          bookId,
          page: i + 1,
          legend,
          storyType: 'Enhanced',
          appearanceValue,
          readerAgeGroup: book.readerAgeGroup,
          characters,
          variant: 0,
        };
        // The illustrator's own account of the page: its plan, and the traits each placed
        // character is drawn with (what the SVG is made from).
        const scene = composeScene(request);
        const before = failures.length;
        const fail = (character: string, problem: LookFailure['problem'], differences: string[] = []) =>
          failures.push({
            family: family.name,
            book: b + 1,
            kind,
            page: i + 1,
            legend,
            character,
            problem,
            differences,
          });
        characters.forEach((c, index) => {
          if (!names(legend, c.name)) return;
          for (const t of tallies) t.named++;
          const planned = scene.plan.characters.some((p) => p.source === 'cast' && p.index === index);
          if (!planned || !scene.placed.some((p) => p.index === index)) fail(c.name, 'missing');
        });
        for (const placed of scene.placed) {
          const character = characters[placed.index];
          if (!character) continue; // a character the legend adds: on no sheet
          for (const t of tallies) t.drawn++;
          const expected = onSheet[sheet.characters.findIndex((s) => s.key === character.key)];
          if (!expected) fail(character.name, 'not on sheet');
          else {
            const diffs = differences(expected, placed.traits);
            if (diffs.length) fail(character.name, 'look', diffs);
          }
        }
        const onPage = failures.length;
        for (const placed of scene.placed) {
          const character = characters[placed.index];
          const first = character?.key ? firstLooks.get(character.key) : undefined;
          const diffs = first ? differences(first.traits, placed.traits) : [];
          if (character && first && diffs.length) fail(character.name, `since book ${first.book}`, diffs);
        }
        for (const t of tallies) {
          t.pages++;
          if (onPage === before) t.passing++;
          if (failures.length === onPage) t.sameAsFirstBook++;
        }
      }
    }
    await deps.done();
  }
  return { all, byKind, failures };
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-');

export async function castLooksTable(): Promise<void> {
  const started = performance.now();
  const { all, byKind, failures } = await measureCastLooks(CAST_LOOK_FAMILIES);
  console.log(
    `\nCast looks (offline engines, ${CAST_LOOK_FAMILIES.length} families of saved characters, 10 pages a book): pages on which every character the legend names is drawn with the look of the approved cast sheet`,
  );
  console.log(
    '| books | the sheet the pages are drawn to | pages | matching the sheet | characters named / drawn | also as in the first book approved |',
  );
  console.log('|---|---|---|---|---|---|');
  const row = (label: string, t: Tally) =>
    console.log(
      `| ${t.books} | ${label} | ${t.pages} | ${t.passing} (${percent(t.passing, t.pages)}) | ${t.named} / ${t.drawn} | ${t.sameAsFirstBook} (${percent(t.sameAsFirstBook, t.pages)}) |`,
    );
  for (const kind of BOOK_KINDS)
    if (byKind[kind].books)
      row(kind === 'own sheet' ? 'its own (a new cast)' : `the cast's approved one, ${kind}`, byKind[kind]);
  row('all', all);
  // One line per book, character and difference (it repeats on every page they are on); a
  // difference from the first book that is the same as from the sheet is not repeated.
  const grouped = new Map<string, { f: LookFailure; pages: number[] }>();
  const seen = new Set(
    failures
      .filter((f) => f.problem === 'look')
      .map((f) => `${f.book}|${f.family}|${f.page}|${f.character}|${f.differences.join('; ')}`),
  );
  for (const f of failures) {
    const diffs = f.differences.join('; ');
    if (f.problem.startsWith('since') && seen.has(`${f.book}|${f.family}|${f.page}|${f.character}|${diffs}`))
      continue;
    const key = `${f.family}|${f.book}|${f.character}|${f.problem}|${diffs}`;
    const g = grouped.get(key);
    if (g) g.pages.push(f.page);
    else grouped.set(key, { f, pages: [f.page] });
  }
  for (const { f, pages } of grouped.values())
    console.log(
      `  - ${f.family} book ${f.book} (${f.kind}), page${pages.length > 1 ? 's' : ''} ${pages.join(',')}: ${f.character} ${f.problem === 'look' ? 'unlike the sheet' : f.problem === 'missing' ? 'named but not drawn' : f.problem.startsWith('since') ? `unlike ${f.problem.slice('since '.length)}'s sheet` : f.problem}${diffs(f)}`,
    );
  console.log(`(target 100%; measured in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const diffs = (f: LookFailure) => (f.differences.length ? ` (${f.differences.join('; ')})` : '');
