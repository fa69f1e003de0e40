import { describe, expect, it } from 'vitest';
import { countryFromHeaders, countryStatus } from './country.js';

const rules = { allowed: ['US'], unknownAllowed: true };

describe('countryStatus', () => {
  it('allows a configured country in any case', () => {
    expect(countryStatus('US', rules)).toBe(200);
    expect(countryStatus(' us ', rules)).toBe(200);
  });
  it('refuses other countries', () => {
    expect(countryStatus('FR', rules)).toBe(403);
    expect(countryStatus('CA', rules)).toBe(403);
  });
  it('treats missing and unknown codes by the unknownAllowed rule', () => {
    for (const unknown of [undefined, '', 'ZZ', 'xx']) {
      expect(countryStatus(unknown, rules)).toBe(200);
      expect(countryStatus(unknown, { ...rules, unknownAllowed: false })).toBe(403);
    }
  });
  it('supports several allowed countries', () => {
    expect(countryStatus('GB', { allowed: ['US', 'GB'], unknownAllowed: false })).toBe(200);
  });
});

describe('countryFromHeaders', () => {
  it('prefers x-appengine-country, falls back to x-country-code', () => {
    const headers: Record<string, string> = { 'x-appengine-country': 'DE', 'x-country-code': 'US' };
    expect(countryFromHeaders((n) => headers[n])).toBe('DE');
    expect(countryFromHeaders((n) => ({ 'x-country-code': 'US' })[n])).toBe('US');
    expect(countryFromHeaders(() => undefined)).toBeUndefined();
    expect(countryFromHeaders((n) => ({ 'x-appengine-country': '  ', 'x-country-code': 'CA' })[n])).toBe(
      'CA',
    );
  });
});
