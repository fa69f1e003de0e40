import { describe, expect, it } from 'vitest';
import { personLook } from '@contract/look';
import { classListProblem, lookWords, randomLook, toClassChildren } from './looks';

describe('the class list rules', () => {
  it('asks for 1 to 30 named children', () => {
    expect(classListProblem([])).toMatch(/from 1 to 30/);
    expect(classListProblem(Array.from({ length: 31 }, () => ({ name: 'A' })))).toMatch(/from 1 to 30/);
    expect(classListProblem([{ name: 'Ada' }, { name: '  ' }])).toBe('Child 2 needs a first name.');
    expect(classListProblem([{ name: 'x'.repeat(41) }])).toMatch(/longer than 40/);
    expect(classListProblem([{ name: 'Ada' }])).toBeNull();
  });

  it('makes random looks the API accepts, and trims names', () => {
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 50; i++) expect(personLook.safeParse(randomLook(random)).success).toBe(true);
    const look = randomLook(random);
    expect(toClassChildren([{ key: 1, name: ' Ada ', look }])).toEqual([{ name: 'Ada', look }]);
    expect(lookWords('hairColour', 'darkBrown')).toBe('Dark brown');
  });
});
