import { describe, expect, it } from 'vitest';
import {
  answer,
  checkAnswer,
  isPageCheck,
  isSheetCall,
  promptTextOf,
  tinyPng,
  type GenerateContentBody,
  type Reply,
  type ScriptedVerdict,
} from '../../adapters/gemini/testing/geminiStandIn.js';
import { avatarBody, parent, post, saveAndDraw, writtenStory } from '../../testing/books.js';
import { BOOK_QUEUES, bookPath, fromDoc } from '../book.js';
import { useGeminiApp } from '../../testing/geminiApp.js';

/**
 * Issue 32 on the Gemini engine: every drawn page is checked by the text model against the
 * book's reference sheet and its description. The stand-in's checks fail three pages (text in
 * the picture, a missing character, a wrong hair colour): those are drawn again with the
 * reasons in the prompt and checked again; the one that fails twice keeps its better drawing
 * and is marked for the editors. None of it touches the parent's redo counter.
 */
const gemini = useGeminiApp({ checks: true });

const FIX_PREFIX = 'Avoid these problems of an earlier drawing:';
const HAIR = 'her hair is blond, the sheet shows black hair';

/** The scene a call is about: the longest description its prompt contains. */
const sceneOf = (body: GenerateContentBody, scenes: string[]) =>
  scenes.filter((s) => promptTextOf(body).includes(s)).sort((a, b) => b.length - a.length)[0] ?? '';

describe('a 10-page Avatar Story on Gemini with every page checked', () => {
  it('redraws the pages that fail, marks the one that fails twice, and never spends a redo', async () => {
    const user = await parent(gemini.deps, 1);
    const created = await post(gemini.app, user, 'create', avatarBody);
    const { bookId, paragraphs, legends } = await writtenStory(gemini.app, gemini.deps, user, created);
    const redoLegend = 'Mia holds her red kite high on the windy beach, smiling.';
    const scenes = [...legends, redoLegend];

    // Each drawing of a scene gets its own colour, so the test can tell which one was kept.
    const drawings = new Map<string, Buffer[]>();
    const checks = new Map<string, number>();
    const mia = (more: ScriptedVerdict['characters'] = [{ name: 'Mia' }]) => more;
    const script: Record<string, ScriptedVerdict[]> = {
      [legends[1]!]: [{ characters: mia(), textInPicture: 'the word KITE on the sign', score: 30 }],
      [legends[4]!]: [{ characters: mia([{ name: 'Mia', present: false }]), score: 20 }],
      [legends[7]!]: [
        { characters: mia([{ name: 'Mia', matchesSheet: false, detail: HAIR }]), score: 60 },
        {
          characters: mia([{ name: 'Mia', matchesSheet: false, detail: HAIR }]),
          anatomy: 'six fingers on her left hand',
          score: 40,
        },
      ],
      // The parent's redo of page 8 fails its first check too, and passes the second.
      [redoLegend]: [{ characters: mia(), textInPicture: 'letters in the sky', score: 50 }],
    };
    gemini.standIn.handle((body): Reply => {
      if (isSheetCall(body))
        return answer([{ inlineData: { mimeType: 'image/png', data: tinyPng(8, 8).toString('base64') } }]);
      const scene = sceneOf(body, scenes);
      if (isPageCheck(body)) {
        const n = (checks.get(scene) ?? 0) + 1;
        checks.set(scene, n);
        return checkAnswer(script[scene]?.[n - 1] ?? { characters: mia(), score: 95 });
      }
      const made = drawings.get(scene) ?? [];
      const png = tinyPng(8, 8, [10 * scenes.indexOf(scene), 60 * (made.length + 1), 90]);
      drawings.set(scene, [...made, png]);
      return answer([{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }]);
    });

    await saveAndDraw(gemini.app, gemini.deps, user, { bookId, storyTitle: 'Mia and the Kite', paragraphs });

    // Three pages drawn twice, the others once; every drawing checked once.
    expect(legends.map((l) => drawings.get(l)?.length)).toEqual([1, 2, 1, 1, 2, 1, 1, 2, 1, 1]);
    expect(legends.map((l) => checks.get(l))).toEqual([1, 2, 1, 1, 2, 1, 1, 2, 1, 1]);
    // Each check saw the sheet and the page (two images), with the scene and the name.
    const checkCalls = gemini.standIn.calls.filter((c) => isPageCheck(c.body));
    expect(checkCalls).toHaveLength(13);
    for (const call of checkCalls) {
      const images = (call.body.contents ?? []).flatMap((c) => c.parts ?? []).filter((p) => p.inlineData);
      expect(images).toHaveLength(2);
      expect(promptTextOf(call.body)).toContain('- Mia');
      expect(call.body.generationConfig?.responseMimeType).toBe('application/json');
      expect(call.body.generationConfig?.responseSchema).toBeTruthy();
    }
    // The redraws carry the first check's reasons; first drawings carry none.
    const pageCalls = gemini.standIn.calls.filter((c) => !isSheetCall(c.body) && !isPageCheck(c.body));
    const redraws = pageCalls.filter((c) => promptTextOf(c.body).includes(FIX_PREFIX));
    expect(redraws.map((c) => sceneOf(c.body, scenes))).toEqual(
      expect.arrayContaining([legends[1], legends[4], legends[7]]),
    );
    expect(redraws).toHaveLength(3);
    const fixesOf = (page: number) =>
      promptTextOf(redraws.find((c) => sceneOf(c.body, scenes) === legends[page - 1])!.body);
    expect(fixesOf(2)).toContain(
      `${FIX_PREFIX} There is text or letters in the picture: the word KITE on the sign.`,
    );
    expect(fixesOf(5)).toContain(`${FIX_PREFIX} Mia is missing from the picture.`);
    expect(fixesOf(8)).toContain(`${FIX_PREFIX} Mia does not look like the character sheet: ${HAIR}.`);

    const book = fromDoc((await gemini.deps.store.get(bookPath(bookId)))!, bookId);
    expect(book.pages.map((p) => p.status)).toEqual(Array(10).fill('ready'));
    expect(book.pages.map((p) => p.check?.status)).toEqual([
      ...Array(7).fill('passed'),
      'unsure',
      'passed',
      'passed',
    ]);
    expect(book.pages[1]!.check).toMatchObject({ status: 'passed', drawings: 2 });
    // Page 8: the first drawing scored better (60 against 40), so it is the one kept.
    expect(book.pages[7]!.check).toEqual({
      status: 'unsure',
      score: 60,
      reasons: [`Mia does not look like the character sheet: ${HAIR}.`],
      drawings: 2,
    });
    const kept = await gemini.deps.blobs.get(book.pages[7]!.blob!);
    expect(kept!.bytes.equals(drawings.get(legends[7]!)![0]!)).toBe(true);
    // Page 2 keeps its redraw, the one that passed.
    expect(
      (await gemini.deps.blobs.get(book.pages[1]!.blob!))!.bytes.equals(drawings.get(legends[1]!)![1]!),
    ).toBe(true);

    // The editors read the mark from getlegends; the redo counter is untouched.
    const read = (await post(gemini.app, user, 'getlegends', { bookId })).body as unknown[];
    expect(read[4]).toEqual([0]);
    expect(read[8]).toEqual([
      { imageId: `${bookId}_8`, reasons: [`Mia does not look like the character sheet: ${HAIR}.`] },
    ]);
    expect(book.redosUsed).toBe(0);
    expect(book.redos).toEqual({});

    // The parent's own redo is checked by the same rules: its failed first drawing is drawn
    // again at no cost, and the counter counts the parent's one redo.
    const redo = await post(gemini.app, user, 'reDoEnhancedImage', {
      bookId,
      legend: redoLegend,
      legendIndex: 7,
    });
    expect(redo.status).toBe(200);
    expect(redo.body).toEqual({ updatedCounter: 1, updatedBookId: `${bookId}_8_1` });
    await gemini.deps.tasks.idle();
    expect(drawings.get(redoLegend)).toHaveLength(2);
    expect(checks.get(redoLegend)).toBe(2);
    const after = fromDoc((await gemini.deps.store.get(bookPath(bookId)))!, bookId);
    expect(after.redosUsed).toBe(1);
    expect(after.redos['8']).toHaveLength(1);
    expect(after.redos['8']![0]).toMatchObject({ status: 'ready', check: { status: 'passed', drawings: 2 } });
    expect((await post(gemini.app, user, 'imageOutput', { bookId: `${bookId}_8_1` })).status).toBe(200);

    // Tasks are delivered at least once: delivering every drawing again draws nothing more.
    const calls = gemini.standIn.calls.length;
    for (let page = 1; page <= 10; page++)
      await gemini.deps.tasks.enqueue(
        BOOK_QUEUES.illustratePage.name,
        { bookId, page },
        { id: `again-${page}` },
      );
    await gemini.deps.tasks.enqueue(
      BOOK_QUEUES.redrawPage.name,
      { bookId, page: 8, variant: 1 },
      { id: 'again-redo' },
    );
    await gemini.deps.tasks.idle();
    expect(gemini.standIn.calls.length).toBe(calls);
    const final = fromDoc((await gemini.deps.store.get(bookPath(bookId)))!, bookId);
    expect(final.pages).toEqual(after.pages);
    expect(final.redosUsed).toBe(1);
  }, 60_000);
});
