/**
 * Where printed books ship (issue 30) and each country's address rules. Lulu ships its print
 * jobs to some 150 countries; this list is the ones we offer: the countries Lulu lists for its
 * standard shipping (North America, Europe, Oceania and the main Asian, Latin American, Middle
 * Eastern and African markets), minus those under trade sanctions (Lulu refuses them too).
 * Which shipping levels and prices reach each one is the provider's answer, not ours.
 *
 * Rules: `region` says whether the state/province/region is required (and its list, where the
 * carriers validate it against one); `postcode` is the country's format (a lenient 2-12
 * characters elsewhere, and none where the country has no postal codes).
 */

export interface CountryRules {
  code: string;
  name: string;
  /** What the country calls its first-level region, when the address needs one. */
  regionLabel: string;
  /** Required regions: a fixed list [code, name], or 'text' for a free field. */
  region: readonly (readonly [string, string])[] | 'text' | null;
  /** What the country calls its postal code, and its format (null: the country has none). */
  postcodeLabel: string;
  postcode: RegExp | null;
  /** An example for error messages and placeholders. */
  postcodeExample: string;
}

export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

export const CA_PROVINCES = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
] as const;

export const AU_STATES = [
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
] as const;

const lenient = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
const digits = (n: number) => new RegExp(`^\\d{${n}}$`);

/** [code, name, postcode format, example] for countries with no required region. */
const PLAIN: readonly [string, string, RegExp | null, string][] = [
  ['AT', 'Austria', digits(4), '1010'],
  ['BE', 'Belgium', digits(4), '1000'],
  ['BG', 'Bulgaria', digits(4), '1000'],
  ['HR', 'Croatia', digits(5), '10000'],
  ['CY', 'Cyprus', digits(4), '1010'],
  ['CZ', 'Czechia', /^\d{3} ?\d{2}$/, '110 00'],
  ['DK', 'Denmark', digits(4), '1050'],
  ['EE', 'Estonia', digits(5), '10111'],
  ['FI', 'Finland', digits(5), '00100'],
  ['FR', 'France', digits(5), '75001'],
  ['DE', 'Germany', digits(5), '10115'],
  ['GR', 'Greece', /^\d{3} ?\d{2}$/, '105 57'],
  ['HU', 'Hungary', digits(4), '1011'],
  ['IS', 'Iceland', digits(3), '101'],
  ['IE', 'Ireland', /^[A-Za-z]\d[\dWw] ?[A-Za-z\d]{4}$/, 'D02 X285'],
  ['LV', 'Latvia', /^(LV-)?\d{4}$/i, 'LV-1050'],
  ['LT', 'Lithuania', /^(LT-)?\d{5}$/i, 'LT-01100'],
  ['LU', 'Luxembourg', /^(L-)?\d{4}$/i, '1009'],
  ['MT', 'Malta', /^[A-Za-z]{3} ?\d{4}$/, 'VLT 1117'],
  ['NL', 'Netherlands', /^\d{4} ?[A-Za-z]{2}$/, '1012 AB'],
  ['NO', 'Norway', digits(4), '0150'],
  ['PL', 'Poland', /^\d{2}-\d{3}$/, '00-950'],
  ['PT', 'Portugal', /^\d{4}-\d{3}$/, '1000-001'],
  ['RO', 'Romania', digits(6), '010011'],
  ['SK', 'Slovakia', /^\d{3} ?\d{2}$/, '811 01'],
  ['SI', 'Slovenia', digits(4), '1000'],
  ['ES', 'Spain', digits(5), '28001'],
  ['SE', 'Sweden', /^\d{3} ?\d{2}$/, '111 22'],
  ['CH', 'Switzerland', digits(4), '8001'],
  ['GB', 'United Kingdom', /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, 'SW1A 1AA'],
  ['NZ', 'New Zealand', digits(4), '6011'],
  ['JP', 'Japan', /^\d{3}-?\d{4}$/, '100-0001'],
  ['KR', 'South Korea', digits(5), '03187'],
  ['SG', 'Singapore', digits(6), '018956'],
  ['IL', 'Israel', /^\d{5}(\d{2})?$/, '9100001'],
  ['ZA', 'South Africa', digits(4), '8001'],
  ['HK', 'Hong Kong', null, ''],
  ['AE', 'United Arab Emirates', null, ''],
  // Formats we do not check closely: any 2-12 letters, digits, spaces or hyphens.
  ['PH', 'Philippines', lenient, '1000'],
  ['TW', 'Taiwan', lenient, '100'],
];

/** Countries whose address needs a region but whose list we do not keep (a free field). */
const WITH_REGION: readonly [string, string, string, RegExp | null, string, string][] = [
  ['MX', 'Mexico', 'State', digits(5), '06000', 'Postal code'],
  ['BR', 'Brazil', 'State', /^\d{5}-?\d{3}$/, '01310-100', 'CEP'],
  ['IN', 'India', 'State', digits(6), '110001', 'PIN code'],
  ['IT', 'Italy', 'Province', digits(5), '00184', 'CAP'],
  ['AR', 'Argentina', 'Province', /^([A-Za-z]\d{4}[A-Za-z]{3}|\d{4})$/, 'C1002AAP', 'Postal code'],
  ['MY', 'Malaysia', 'State', digits(5), '50000', 'Postcode'],
];

/** Every country we ship to, with its rules; sorted by name for the form's select. */
export const SHIP_COUNTRIES: readonly CountryRules[] = [
  {
    code: 'US',
    name: 'United States',
    regionLabel: 'State',
    region: US_STATES,
    postcodeLabel: 'ZIP code',
    postcode: /^\d{5}(-\d{4})?$/,
    postcodeExample: '12345 or 12345-6789',
  },
  {
    code: 'CA',
    name: 'Canada',
    regionLabel: 'Province or territory',
    region: CA_PROVINCES,
    postcodeLabel: 'Postal code',
    postcode: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    postcodeExample: 'M5H 2N2',
  },
  {
    code: 'AU',
    name: 'Australia',
    regionLabel: 'State or territory',
    region: AU_STATES,
    postcodeLabel: 'Postcode',
    postcode: digits(4),
    postcodeExample: '2000',
  },
  ...PLAIN.map(([code, name, postcode, example]): CountryRules => ({
    code,
    name,
    regionLabel: 'Region',
    region: null,
    postcodeLabel: code === 'GB' || code === 'NZ' ? 'Postcode' : 'Postal code',
    postcode,
    postcodeExample: example,
  })),
  ...WITH_REGION.map(([code, name, regionLabel, postcode, example, postcodeLabel]): CountryRules => ({
    code,
    name,
    regionLabel,
    region: 'text',
    postcodeLabel,
    postcode,
    postcodeExample: example,
  })),
].sort((a, b) => a.name.localeCompare(b.name));

export const SHIP_COUNTRY_CODES: readonly string[] = SHIP_COUNTRIES.map((c) => c.code);
export const countryRulesOf = (code: string): CountryRules | undefined =>
  SHIP_COUNTRIES.find((c) => c.code === code.toUpperCase());
