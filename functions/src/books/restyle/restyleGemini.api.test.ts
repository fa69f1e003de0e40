import { describe, expect, it } from 'vitest';
import {
  drawSheetsApart,
  isSheetCall,
  promptImagesOf,
  promptTextOf,
} from '../../adapters/gemini/testing/geminiStandIn.js';
import { useGeminiApp } from '../../testing/geminiApp.js';
import { parent, post, savedBook } from '../../testing/books.js';
import { bookPath, fromDoc } from '../book.js';

/**
 * Issue 28, item 3 on the Gemini engine: the restyle's sheet is drawn in the new style from the
 * sheet the book was drawn to, and every page is drawn in the new style to that new sheet, as
 * the same scene (no redo's 'new version' asked for).
 */
const gemini = useGeminiApp({ checks: false });

describe('restyling a book drawn by Gemini', () => {
  it('draws a crayon sheet from the approved one, then every page in crayon to it', async () => {
    drawSheetsApart(gemini.standIn);
    const user = await parent(gemini.deps, 2);
    const { bookId } = await savedBook(gemini.app, gemini.deps, user);
    const before = fromDoc((await gemini.deps.store.get(bookPath(bookId)))!, bookId);
    const approved = (await gemini.deps.blobs.get(before.referenceSheet!))!.bytes;
    const calls = gemini.standIn.calls.length;

    expect((await post(gemini.app, user, 'restyleStory', { bookId, artStyle: 'crayon' })).status).toBe(200);
    await gemini.deps.tasks.idle();
    const made = gemini.standIn.calls.slice(calls).map((c) => c.body);
    const sheet = made.filter(isSheetCall);
    expect(sheet).toHaveLength(1);
    expect(promptTextOf(sheet[0]!)).toContain('Earlier character sheets the parent approved follow');
    expect(promptTextOf(sheet[0]!)).toContain('drawn with wax crayons');
    expect(promptImagesOf(sheet[0]!)).toEqual([approved]);

    const after = fromDoc((await gemini.deps.store.get(bookPath(bookId)))!, bookId);
    const newSheet = (await gemini.deps.blobs.get(after.restyle!.sheet!))!.bytes;
    expect(newSheet.equals(approved)).toBe(false);
    const pages = made.filter((b) => !isSheetCall(b));
    expect(pages).toHaveLength(10);
    for (const page of pages) {
      expect(promptTextOf(page)).toContain('drawn with wax crayons');
      expect(promptTextOf(page)).not.toContain('This is a new version');
      expect(promptImagesOf(page)).toEqual([newSheet]);
    }
    expect((await post(gemini.app, user, 'restyleStatus', { bookId })).body).toMatchObject({
      status: 'ready',
      drawn: 10,
    });

    // Used: later redos are drawn in crayon, to the crayon sheet.
    await post(gemini.app, user, 'chooseRestyle', { bookId, use: 'new' });
    const redoFrom = gemini.standIn.calls.length;
    expect(
      (await post(gemini.app, user, 'reDoImage', { bookId, index: 0, reDoPrompt: '', useLora: false }))
        .status,
    ).toBe(200);
    await gemini.deps.tasks.idle();
    const redo = gemini.standIn.calls.slice(redoFrom).map((c) => c.body);
    expect(redo).toHaveLength(1);
    expect(promptTextOf(redo[0]!)).toContain('drawn with wax crayons');
    expect(promptImagesOf(redo[0]!)).toEqual([newSheet]);
  }, 60_000);
});
