import type { CountryRules } from '@contract/countries';

/**
 * The kind of region and postcode a country asks for, read from its rules' English label, so
 * the form can say it in the page's language; a label not listed here is shown as written
 * (local names like 'CEP' or 'CAP').
 */
const REGION_KINDS: Record<string, string> = {
  State: 'state',
  'State or territory': 'stateOrTerritory',
  'Province or territory': 'provinceOrTerritory',
  Province: 'province',
  Region: 'region',
};

const POSTCODE_KINDS: Record<string, string> = {
  'ZIP code': 'zip',
  'Postal code': 'postal',
  Postcode: 'postcode',
};

export const regionKindOf = (rules: CountryRules) => REGION_KINDS[rules.regionLabel] ?? 'region';
export const postcodeKindOf = (rules: CountryRules) => POSTCODE_KINDS[rules.postcodeLabel] ?? 'other';

/** The country's name in the page's language ('Mexico' / 'México'), else as the rules write it. */
export function countryName(code: string, fallback: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
