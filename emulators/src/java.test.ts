import { describe, expect, it } from 'vitest';
import { parseJavaMajor } from './java.js';

describe('parseJavaMajor', () => {
  it('reads modern and legacy version strings', () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('java version "1.8.0_401"')).toBe(8);
    expect(parseJavaMajor('command not found')).toBeNull();
  });
});
