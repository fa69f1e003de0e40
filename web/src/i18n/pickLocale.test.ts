import { describe, expect, it } from 'vitest';
import { pickLocale } from './pickLocale';

describe('pickLocale', () => {
  it('takes the first browser language the interface speaks, by its base language', () => {
    expect(pickLocale(null, ['es-MX', 'en-US'])).toBe('es');
    expect(pickLocale(null, ['ja', 'pt-BR', 'de'])).toBe('pt');
  });
  it('prefers a choice already made, and falls back to English', () => {
    expect(pickLocale('it', ['es-MX'])).toBe('it');
    expect(pickLocale('xx', ['ja', 'zh-CN'])).toBe('en');
    expect(pickLocale(undefined, [])).toBe('en');
  });
});
