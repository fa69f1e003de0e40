import { describe, expect, it } from 'vitest';
import {
  drawSheetsApart,
  isSheetCall,
  promptImagesOf,
  promptTextOf,
} from '../../adapters/gemini/testing/geminiStandIn.js';
import type { TestUser } from '../../testing/authEmulator.js';
import { paragraphsOf, parent, post, saveAndDraw } from '../../testing/books.js';
import { useGeminiApp } from '../../testing/geminiApp.js';

/**
 * Issue 27 on the Gemini engine: a family saved once and mixed differently in each book. A new
 * mix's reference sheet is drawn with the sheets the parent approved before, so a face stays
 * the same from book to book; the same mix reuses its approved sheet without a model call.
 */
const gemini = useGeminiApp({ checks: false });

async function bookOf(user: TestUser, characterIds: string[]): Promise<string> {
  const created = await post(gemini.app, user, 'create', {
    storyType: 'Enhanced',
    characterIds,
    moralValue: 'kindness',
  });
  expect(created.status).toBe(200);
  const { bookId } = created.body as { bookId: string };
  await gemini.deps.tasks.idle();
  const { story } = (await post(gemini.app, user, 'enhancedTextOutput', { bookId })).body as {
    story: string;
  };
  const paragraphs = paragraphsOf(story);
  await saveAndDraw(gemini.app, gemini.deps, user, {
    bookId,
    storyTitle: 'Our Family',
    paragraphs,
    reviewCast: true,
  });
  expect((await post(gemini.app, user, 'approveCast', { bookId })).status).toBe(200);
  await gemini.deps.tasks.idle();
  return bookId;
}

const sheetOf = async (user: TestUser, bookId: string) =>
  (await post(gemini.app, user, 'castSheet', { bookId }).buffer(true)).body as Buffer;

describe('a family mixed differently in each book, on Gemini', () => {
  it('draws a new mix with the sheets approved before, and reuses a mix approved before', async () => {
    drawSheetsApart(gemini.standIn);
    const user = await parent(gemini.deps, 3);
    const save = async (body: object) =>
      ((await post(gemini.app, user, 'characters/save', body)).body as { id: string }).id;
    const mia = await save({ name: 'Mia', role: 'child', pronouns: 'she', look: { preset: 'warm_black' } });
    const leo = await save({ name: 'Leo', role: 'sibling', pronouns: 'he', look: { preset: 'fair_blond' } });
    const mom = await save({
      name: 'Ana',
      role: 'parent',
      pronouns: 'she',
      look: { preset: 'medium_brown' },
    });

    const first = await bookOf(user, [mia, leo]);
    const firstSheet = await sheetOf(user, first);
    const sheetCalls = () => gemini.standIn.calls.filter((c) => isSheetCall(c.body));
    expect(sheetCalls()).toHaveLength(1);
    expect(promptTextOf(sheetCalls()[0]!.body)).not.toContain('Earlier character sheets');

    // Mia again, now with her mom: the new sheet is drawn with the one approved for Mia.
    const second = await bookOf(user, [mia, mom]);
    expect(sheetCalls()).toHaveLength(2);
    const call = sheetCalls()[1]!.body;
    expect(promptTextOf(call)).toContain('Earlier character sheets the parent approved follow');
    expect(promptTextOf(call)).toContain('Earlier approved sheet showing Mia:');
    expect(promptImagesOf(call)).toEqual([firstSheet]);
    expect(await sheetOf(user, second)).not.toEqual(firstSheet);

    // The first mix again: its approved sheet, no model call for it.
    const third = await bookOf(user, [leo, mia]);
    expect(sheetCalls()).toHaveLength(2);
    expect(await sheetOf(user, third)).toEqual(firstSheet);
    const pages = gemini.standIn.calls.filter((c) => !isSheetCall(c.body));
    expect(pages).toHaveLength(30);
  }, 60_000);
});
