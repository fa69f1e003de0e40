import { describe, expect, it } from 'vitest';
import { betterOf, checkRecord, passes, reasonCodesOf, reasonsOf } from './pageCheck.js';

describe('the page check rules', () => {
  it('passes a drawing with no problem and a score at the minimum', () => {
    expect(passes({ score: 70, problems: [] }, 70)).toBe(true);
    expect(passes({ score: 69, problems: [] }, 70)).toBe(false);
    expect(passes({ score: 99, problems: ['Mia is missing from the picture.'] }, 70)).toBe(false);
  });

  it('gives a reason even when only the score was low', () => {
    expect(reasonsOf({ score: 40, problems: [] }, 70)).toEqual([
      'The picture looked weak overall (40 of 100).',
    ]);
    expect(reasonsOf({ score: 40, problems: ['A.'] }, 70)).toEqual(['A.']);
  });

  it('gives the reasons as codes for the web to word (issue 45), none where the checker gave none', () => {
    expect(reasonCodesOf({ score: 40, problems: [] }, 70)).toEqual([{ code: 'weak_overall', score: 40 }]);
    const missing = { code: 'character_missing', name: 'Mia' } as const;
    expect(reasonCodesOf({ score: 40, problems: ['Mia is missing.'], codes: [missing] }, 70)).toEqual([
      missing,
    ]);
    expect(reasonCodesOf({ score: 40, problems: ['A.'] }, 70)).toBeUndefined();
    expect(checkRecord({ score: 50, problems: [] }, 70, 2)).toMatchObject({
      reasons: ['The picture looked weak overall (50 of 100).'],
      codes: [{ code: 'weak_overall', score: 50 }],
    });
  });

  it('keeps the better of two failed drawings, the first on a tie', () => {
    const first = { id: 1, verdict: { score: 60, problems: ['A.'] } };
    const second = { id: 2, verdict: { score: 40, problems: ['B.'] } };
    expect(betterOf(first, second).id).toBe(1);
    expect(betterOf(second, first).id).toBe(1);
    expect(betterOf(first, { ...second, verdict: { score: 60, problems: [] } }).id).toBe(1);
  });

  it('records passed or unsure with the reasons', () => {
    expect(checkRecord({ score: 90, problems: [] }, 70, 1)).toEqual({
      status: 'passed',
      score: 90,
      reasons: [],
      drawings: 1,
    });
    expect(checkRecord({ score: 50, problems: ['A.'] }, 70, 2)).toEqual({
      status: 'unsure',
      score: 50,
      reasons: ['A.'],
      drawings: 2,
    });
  });
});
