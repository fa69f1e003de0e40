/**
 * The one header Google's front end sets with the caller's ISO country on App Engine and Cloud
 * Functions (behind Hosting too). The front end drops any `X-AppEngine-*` header a client sends,
 * so only it can set this one; any other country header (`X-Country-Code`, `X-Country`) or a
 * query parameter is whatever the client typed and is never read.
 */
export const COUNTRY_HEADERS = ['x-appengine-country'] as const;

/** 'ZZ' and 'XX' are what the front ends send when they could not tell. */
const UNKNOWN = new Set(['', 'ZZ', 'XX']);

export interface CountryRules {
  allowed: readonly string[];
  unknownAllowed: boolean;
}

/** 200 when purchases are offered in the caller's country, else 403 (spec part 1 §7). */
export function countryStatus(country: string | undefined, rules: CountryRules): 200 | 403 {
  const code = (country ?? '').trim().toUpperCase();
  if (UNKNOWN.has(code)) return rules.unknownAllowed ? 200 : 403;
  return rules.allowed.includes(code) ? 200 : 403;
}

/** The front end's country header, if it carries a value. */
export function countryFromHeaders(get: (name: string) => string | undefined): string | undefined {
  for (const name of COUNTRY_HEADERS) {
    const value = get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}
