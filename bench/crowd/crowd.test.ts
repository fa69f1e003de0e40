import { describe, expect, it } from 'vitest';
import { checkIntegrity, integrityProblems, ledgerAddsUp, type LedgerRow } from './integrity.js';
import { modelCallOf } from './observe.js';
import { DEFAULTS, parseCrowdOptions } from './options.js';
import { pagesPerMinuteCeiling } from './report.js';
import { percentile, perMinute, summary } from './stats.js';
import { linePlot, ticks } from './svgPlot.js';

describe('the crowd simulation', () => {
  it('takes the issue numbers by default and flags for a smaller crowd', () => {
    expect(parseCrowdOptions([])).toEqual(DEFAULTS);
    expect(DEFAULTS).toMatchObject({
      parents: 200,
      windowSeconds: 60,
      classes: 2,
      classSize: 25,
      drawMs: 12_000,
      checkMs: 4_000,
    });
    expect(
      parseCrowdOptions([
        '--parents',
        '20',
        '--classes',
        '1',
        '--class-size',
        '5',
        '--draw-ms',
        '2000',
        '--no-baseline',
      ]),
    ).toMatchObject({
      parents: 20,
      classes: 1,
      classSize: 5,
      drawMs: 2000,
      baseline: false,
      comeBack: false,
    });
    expect(() => parseCrowdOptions(['--parents', 'many'])).toThrow(/--parents/);
    expect(() => parseCrowdOptions(['--class-size', '31'])).toThrow(/--class-size/);
    expect(() => parseCrowdOptions(['--crowd'])).toThrow();
  });

  it('has turned-away parents leave unless asked to come back when told', () => {
    expect(DEFAULTS.comeBack).toBe(false);
    expect(parseCrowdOptions(['--come-back']).comeBack).toBe(true);
  });

  it('puts the parents after the classes when asked, and only when a class comes first', () => {
    expect(DEFAULTS.parentsAfterSeconds).toBeNull();
    expect(parseCrowdOptions(['--parents', '3', '--classes', '1', '--parents-after', '15'])).toMatchObject({
      parents: 3,
      classes: 1,
      parentsAfterSeconds: 15,
    });
    expect(() => parseCrowdOptions(['--classes', '0', '--parents-after', '15'])).toThrow(/needs a class/);
  });

  it('takes percentiles by nearest rank, from values measured', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100, unsorted
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 95)).toBe(95);
    expect(percentile(xs, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
    expect(summary([3, 1, 2])).toEqual({ n: 3, p50: 2, p95: 3, max: 3 });
  });

  it('counts calls by the minute, from the window on', () => {
    const start = 1_000_000;
    expect(perMinute([start - 1, start, start + 59_999, start + 60_000, start + 150_000], start)).toEqual([
      2, 1, 1,
    ]);
    expect(perMinute([], start, start + 125_000)).toEqual([0, 0, 0]);
  });

  it('states the most pages a minute the drawing queues let through', () => {
    const limits = { maxDispatchesPerSecond: 2, maxConcurrentDispatches: 6 };
    expect(pagesPerMinuteCeiling(limits, 12_000, 4_000)).toEqual({
      byRate: 120,
      byConcurrency: 22.5,
      pages: 22.5,
    });
    expect(pagesPerMinuteCeiling(limits, 0, 0).pages).toBe(120);
  });

  it('reads the simulated model calls from the emulator log', () => {
    const line =
      '>  {"severity":"INFO","message":"Simulated model call (draw)","bookId":"1234567890","page":4,"variant":0}';
    expect(modelCallOf(line, 5)).toEqual({
      kind: 'draw',
      bookId: '1234567890',
      page: 4,
      variant: 0,
      atMs: 5,
    });
    expect(modelCallOf('>  Simulated model call (check) not json', 6)).toEqual({ kind: 'check', atMs: 6 });
    expect(modelCallOf('i  functions: Beginning execution of "illustratePage"', 7)).toBeNull();
  });

  it('draws an SVG line plot with round ticks and escaped labels', () => {
    expect(ticks(95)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(ticks(0)).toEqual([0, 1]);
    const svg = linePlot({
      title: 'Pictures <waiting>',
      xLabel: 's',
      yLabel: 'pictures',
      series: [
        {
          name: 'parent books',
          color: '#d9480f',
          points: [
            [0, 0],
            [10, 200],
            [20, 0],
          ],
        },
        { name: 'class books', color: '#1971c2', points: [] },
      ],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Pictures &lt;waiting&gt;');
    expect(svg.match(/<polyline/g)).toHaveLength(1);
    expect(svg).toContain('parent books');
    expect(svg).toContain('class books');
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  describe('integrity', () => {
    const ready = Array.from({ length: 10 }, () => 'ready');
    const parentLedger = (bookId: string): LedgerRow[] => [
      { reason: 'free-story', amount: 1, balanceAfter: 1, reference: null },
      { reason: 'story-saved', amount: -1, balanceAfter: 0, reference: bookId },
    ];
    const classLedger: LedgerRow[] = [
      { reason: 'purchase', amount: 30, balanceAfter: 30, reference: 'cs_1' },
      { reason: 'class-book', amount: -2, balanceAfter: 28, reference: 'class_a' },
    ];
    const clean = {
      books: [
        { bookId: 'b1', kind: 'parent' as const, pages: ready },
        { bookId: 'c1', kind: 'class' as const, pages: ready },
        { bookId: 'c2', kind: 'class' as const, pages: ready },
      ],
      parents: [{ uid: 'u1', bookId: 'b1', balance: 0, ledger: parentLedger('b1') }],
      classes: [
        {
          classId: 'class_a',
          size: 2,
          books: ['c1', 'c2'],
          failed: 0,
          packCredits: 30,
          balance: 28,
          ledger: classLedger,
        },
      ],
      drawCalls: new Map([['b1_1', 1]]),
      pictureFiles: new Map([['b1_1', 1]]),
    };

    it('finds nothing wrong in a clean run', () => {
      const result = checkIntegrity(clean);
      expect(result).toEqual({ missingPictures: [], drawnTwice: [], chargedTwice: [], chargedWrongly: [] });
      expect(integrityProblems(result)).toBe(0);
    });

    it('counts a book missing a picture, a class book never made, a page drawn or kept twice', () => {
      const result = checkIntegrity({
        ...clean,
        books: [{ ...clean.books[0]!, pages: [...ready.slice(0, 9), 'pending'] }],
        classes: [{ ...clean.classes[0]!, books: ['c1', null] }],
        drawCalls: new Map([['b1_3', 2]]),
        pictureFiles: new Map([['b1_5', 2]]),
      });
      expect(result.missingPictures).toEqual(['b1', 'class_a: 1 books never made']);
      expect(result.drawnTwice.sort()).toEqual(['b1_3', 'b1_5']);
    });

    it('counts a parent charged twice, or not at all, and a balance its ledger does not explain', () => {
      const twice = [
        ...parentLedger('b1'),
        { reason: 'story-saved', amount: -1, balanceAfter: -1, reference: 'b1' },
      ];
      expect(checkIntegrity({ ...clean, parents: [{ ...clean.parents[0]!, ledger: twice }] })).toMatchObject({
        chargedTwice: ['u1'],
        chargedWrongly: ['u1'],
      });
      const never = parentLedger('b1').slice(0, 1);
      expect(
        checkIntegrity({ ...clean, parents: [{ ...clean.parents[0]!, balance: 1, ledger: never }] }),
      ).toMatchObject({
        chargedTwice: [],
        chargedWrongly: ['u1'],
      });
      expect(
        checkIntegrity({ ...clean, parents: [{ ...clean.parents[0]!, balance: 1 }] }).chargedWrongly,
      ).toEqual(['u1']);
    });

    it('expects nothing spent by a parent turned away, and counts a charge if there was one', () => {
      const away = {
        uid: 'u2',
        bookId: 'b2',
        turnedAway: true,
        balance: 1,
        ledger: parentLedger('b2').slice(0, 1),
      };
      expect(checkIntegrity({ ...clean, parents: [...clean.parents, away] }).chargedWrongly).toEqual([]);
      const charged = { ...away, balance: 0, ledger: parentLedger('b2') };
      expect(checkIntegrity({ ...clean, parents: [...clean.parents, charged] }).chargedWrongly).toEqual([
        'u2',
      ]);
    });

    it("counts a class charged twice or refunded wrongly against its organization's ledger", () => {
      const twice = [
        ...classLedger,
        { reason: 'class-book', amount: -2, balanceAfter: 26, reference: 'class_a' },
      ];
      expect(
        checkIntegrity({ ...clean, classes: [{ ...clean.classes[0]!, balance: 26, ledger: twice }] }),
      ).toMatchObject({ chargedTwice: ['class_a'], chargedWrongly: ['class_a'] });
      // One book failed and its credit came back: right.
      const refunded = [
        ...classLedger,
        { reason: 'class-book-failed', amount: 1, balanceAfter: 29, reference: 'class_a' },
      ];
      const failedOne = {
        ...clean.classes[0]!,
        books: ['c1', null],
        failed: 1,
        balance: 29,
        ledger: refunded,
      };
      expect(checkIntegrity({ ...clean, classes: [failedOne] }).chargedWrongly).toEqual([]);
      // Failed but never refunded: wrong.
      expect(
        checkIntegrity({ ...clean, classes: [{ ...failedOne, balance: 28, ledger: classLedger }] })
          .chargedWrongly,
      ).toEqual(['class_a']);
    });

    it('checks that a ledger adds up to its balance', () => {
      expect(ledgerAddsUp(parentLedger('b1'), 0)).toBe(true);
      expect(ledgerAddsUp(parentLedger('b1'), 1)).toBe(false);
      expect(ledgerAddsUp([{ reason: 'seed', amount: 2, balanceAfter: 3, reference: null }], 2)).toBe(false);
    });
  });
});
