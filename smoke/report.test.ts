import { describe, expect, it } from 'vitest';
import { formatTable, verdict, type StepRow } from './report.js';

const rows: StepRow[] = [
  { step: 'config', ms: 12.4, status: 'ok', detail: 'project demo-storysprout' },
  {
    step: 'pictures',
    ms: 600000,
    status: 'failed',
    detail: 'POST /user/imageOutput answered 500:\n {"error": "x"}',
  },
  { step: 'pdf', ms: null, status: 'skipped', detail: 'an earlier step failed' },
];

describe('formatTable', () => {
  it('pads the columns, right-aligns ms and keeps each row on one line', () => {
    expect(formatTable(rows)).toBe(
      [
        'step          ms  result   detail',
        'config        12  ok       project demo-storysprout',
        'pictures  600000  failed   POST /user/imageOutput answered 500: {"error": "x"}',
        'pdf            -  skipped  an earlier step failed',
      ].join('\n'),
    );
  });

  it('an empty detail leaves no trailing spaces', () => {
    expect(formatTable([{ step: 'config', ms: 1, status: 'ok', detail: '' }]).split('\n')[1]).toBe(
      'config   1  ok',
    );
  });
});

describe('verdict', () => {
  const ok = (step: string, ms = 1000): StepRow => ({ step, ms, status: 'ok', detail: '' });

  it('passes when every required step passed, with the total time', () => {
    expect(verdict([ok('a', 1500), ok('b', 2000)], ['a', 'b'])).toEqual({
      passed: true,
      line: 'PASSED: all 2 steps in 3.5 s',
    });
  });

  it('names the first failed step and its reason, even when the clean-up passed after it', () => {
    const result = verdict([ok('a'), ...rows.slice(1), ok('cleanup')], ['a', 'pictures', 'pdf']);
    expect(result).toEqual({
      passed: false,
      line: `FAILED at step 'pictures': POST /user/imageOutput answered 500: {"error": "x"}`,
    });
  });

  it('fails when a required step is missing', () => {
    expect(verdict([ok('a')], ['a', 'b'])).toEqual({ passed: false, line: 'FAILED: steps not passed: b' });
  });
});
