import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { checkSave, SAVE_MESSAGES } from './saveInput.js';

const ten = Array.from({ length: 10 }, (_, i) => ` Paragraph ${i + 1}. `);
const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError ? [error.status, error.message] : error;
  }
  return 'no error';
};

describe('checkSave', () => {
  it('trims and accepts a title with 10 paragraphs', () => {
    expect(checkSave(' The Moon ', ten)).toEqual({ title: 'The Moon', paragraphs: ten.map((p) => p.trim()) });
  });
  it('answers the statuses and words of spec §8', () => {
    expect(errorOf(() => checkSave('', ten))).toEqual([400, SAVE_MESSAGES.title]);
    expect(errorOf(() => checkSave('T', ten.slice(1)))).toEqual([403, SAVE_MESSAGES.count]);
    expect(errorOf(() => checkSave('T', 'not a list'))).toEqual([403, SAVE_MESSAGES.count]);
    expect(errorOf(() => checkSave('T', [...ten.slice(1), '  ']))).toEqual([400, SAVE_MESSAGES.empty]);
    expect(SAVE_MESSAGES.title).toMatch(/title/);
    expect(SAVE_MESSAGES.count).toMatch(/10 paragraph/);
    expect(SAVE_MESSAGES.empty).toMatch(/paragraph/);
    expect(SAVE_MESSAGES.noCredit).toMatch(/no credit/);
  });
});
