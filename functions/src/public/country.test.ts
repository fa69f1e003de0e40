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
  it('reads the front end’s x-appengine-country', () => {
    expect(countryFromHeaders((n) => ({ 'x-appengine-country': 'DE' })[n])).toBe('DE');
    expect(countryFromHeaders(() => undefined)).toBeUndefined();
    expect(countryFromHeaders((n) => ({ 'x-appengine-country': '  ' })[n])).toBeUndefined();
  });

  it('never takes a country header a client can set', () => {
    for (const name of ['x-country-code', 'x-country', 'cf-ipcountry', 'x-geo-country']) {
      expect(countryFromHeaders((n) => (n === name ? 'US' : undefined))).toBeUndefined();
      expect(countryFromHeaders((n) => ({ 'x-appengine-country': 'FR', [name]: 'US' })[n])).toBe('FR');
    }
  });
});
