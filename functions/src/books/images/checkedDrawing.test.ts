import { describe, expect, it } from 'vitest';
import { EngineError } from '../../ports/engineError.js';
import type { IllustrationRequest, Illustrator } from '../../ports/illustrator.js';
import type { PageChecker, PageVerdict } from '../../ports/pageChecker.js';
import { silentLogger } from '../../testing/logs.js';
import { drawChecked } from './checkedDrawing.js';

const request: IllustrationRequest = {
  artStyle: 'classic',
  bookId: '1700000000000',
  page: 3,
  legend: 'Mia flies a kite.',
  storyType: 'Enhanced',
  appearanceValue: 'fair_blond',
  readerAgeGroup: '2-4years',
  characters: [{ name: 'Mia', relationship: 'main', gender: 'girl' }],
  variant: 0,
};

/** Draws picture 1, 2, ... (its bytes say which) and remembers what it was asked. */
function illustrator(fail?: (n: number) => Error | null) {
  const asked: IllustrationRequest[] = [];
  const engine: Illustrator = {
    description: 'fake',
    async draw(r) {
      asked.push(r);
      const error = fail?.(asked.length);
      if (error) throw error;
      return { png: Buffer.from(`picture ${asked.length}`), width: 1, height: 1 };
    },
  };
  return { engine, asked };
}

/** Answers the scripted verdicts (or errors) in turn. */
function checker(...answers: (PageVerdict | Error)[]): PageChecker {
  return {
    description: 'fake checker',
    async check() {
      const next = answers.shift();
      if (!next) throw new Error('no verdict scripted');
      if (next instanceof Error) throw next;
      return next;
    },
  };
}

const pass = { score: 90, problems: [] };
const textFound = { score: 80, problems: ['There is text or letters in the picture.'] };
const missing = { score: 30, problems: ['Mia is missing from the picture.'] };

async function run(i: ReturnType<typeof illustrator>, c: PageChecker | null) {
  const drawn = await drawChecked(
    { illustrator: i.engine, checker: c, logger: silentLogger, minScore: 70 },
    request,
    (png) => ({
      ...request,
      characters: [{ name: 'Mia' }],
      picture: { bytes: png, contentType: 'image/png' },
    }),
  );
  return { ...drawn, picture: drawn.png.toString() };
}

describe('a drawing and its check', () => {
  it('draws once and records nothing without a checker', async () => {
    const i = illustrator();
    expect(await run(i, null)).toEqual({ png: Buffer.from('picture 1'), picture: 'picture 1' });
  });

  it('keeps a passing first drawing', async () => {
    const i = illustrator();
    const drawn = await run(i, checker(pass));
    expect(drawn.picture).toBe('picture 1');
    expect(drawn.check).toEqual({ status: 'passed', score: 90, reasons: [], drawings: 1 });
    expect(i.asked).toHaveLength(1);
  });

  it('keeps a passing redraw even when the failed first scored higher', async () => {
    const i = illustrator();
    const drawn = await run(i, checker(textFound, { score: 75, problems: [] }));
    expect(drawn.picture).toBe('picture 2');
    expect(drawn.check).toMatchObject({ status: 'passed', drawings: 2 });
    expect(i.asked[1]!.fixes).toEqual(['There is text or letters in the picture.']);
    expect(i.asked[0]!.fixes).toBeUndefined();
  });

  it('keeps the better of two failures, marked unsure with its own reasons', async () => {
    const drawn = await run(illustrator(), checker(missing, textFound));
    expect(drawn.picture).toBe('picture 2');
    expect(drawn.check).toEqual({ status: 'unsure', score: 80, reasons: textFound.problems, drawings: 2 });
  });

  it('keeps the first drawing, marked, when the redraw is refused for good', async () => {
    const refused = new EngineError('would not draw', false, 'safety');
    const drawn = await run(
      illustrator((n) => (n === 2 ? refused : null)),
      checker(missing),
    );
    expect(drawn.picture).toBe('picture 1');
    expect(drawn.check).toMatchObject({ status: 'unsure', reasons: missing.problems });
  });

  it('never lets a picture through unchecked when the check fails for good', async () => {
    const drawn = await run(illustrator(), checker(new EngineError('malformed twice', false, 'malformed')));
    expect(drawn.check).toEqual({
      status: 'unsure',
      score: 0,
      reasons: ['We could not check this picture.'],
      codes: [{ code: 'not_checked' }],
      drawings: 1,
    });
  });

  it('lets a rate limit through, so the page waits and starts again', async () => {
    const limited = new EngineError('429', true, 'rate-limited');
    await expect(run(illustrator(), checker(limited))).rejects.toBe(limited);
    await expect(
      run(
        illustrator((n) => (n === 2 ? limited : null)),
        checker(missing),
      ),
    ).rejects.toBe(limited);
  });
});
