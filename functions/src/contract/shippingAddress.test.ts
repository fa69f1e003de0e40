import { describe, expect, it } from 'vitest';
import { SHIP_COUNTRIES } from './countries.js';
import { calculateCostRequest, shippingAddress } from './print.js';

const base = { street1: '1 Main St', city: 'Town', phone_number: '+1 555 123 4567' };
const errorsOf = (address: object) => {
  const parsed = shippingAddress.safeParse({ ...base, ...address });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('shippingAddress, country first', () => {
  it('keeps a US address as before (no country is the US), the state by code or name', () => {
    expect(shippingAddress.parse({ ...base, state_code: 'or', postcode: '97201' })).toMatchObject({
      country_code: 'US',
      state_code: 'OR',
      postcode: '97201',
    });
    expect(shippingAddress.parse({ ...base, state_code: 'Oregon', postcode: '97201-1234' }).state_code).toBe(
      'OR',
    );
    expect(errorsOf({ state_code: 'ON', postcode: '9720' })).toEqual([
      'state_code: state_code must be one of the 50 US states or DC',
      'postcode: postcode must be a US ZIP code: 12345 or 12345-6789',
    ]);
  });

  it('asks Canada for a province and an A1A 1A1 postal code, written the Canadian way', () => {
    expect(
      shippingAddress.parse({ ...base, country_code: 'ca', state_code: 'on', postcode: 'm5h2n2' }),
    ).toMatchObject({ country_code: 'CA', state_code: 'ON', postcode: 'M5H 2N2' });
    expect(errorsOf({ country_code: 'CA', state_code: 'TX', postcode: 'D5H 2N2' })).toEqual([
      'state_code: state_code must be a province or territory of Canada',
      'postcode: postcode must be a Postal code of Canada, like M5H 2N2',
    ]);
  });

  it('asks Australia for its state and four digits', () => {
    expect(
      shippingAddress.parse({ ...base, country_code: 'AU', state_code: 'NSW', postcode: '2000' }).state_code,
    ).toBe('NSW');
    expect(errorsOf({ country_code: 'AU', state_code: '', postcode: '200' })).toHaveLength(2);
  });

  it('follows each main country’s postcode, a region only where one is needed', () => {
    for (const [country_code, postcode] of [
      ['GB', 'SW1A 1AA'],
      ['DE', '10115'],
      ['FR', '75001'],
      ['NL', '1012 AB'],
      ['IE', 'D02 X285'],
      ['JP', '100-0001'],
      ['NZ', '6011'],
    ])
      expect(errorsOf({ country_code, postcode }), country_code).toEqual([]);
    expect(errorsOf({ country_code: 'DE', postcode: '1011' })).toEqual([
      'postcode: postcode must be a Postal code of Germany, like 10115',
    ]);
    expect(errorsOf({ country_code: 'MX', postcode: '06000' })).toEqual([
      'state_code: state_code is required for Mexico',
    ]);
    // Hong Kong has no postcodes; the Philippines' are checked leniently.
    expect(errorsOf({ country_code: 'HK' })).toEqual([]);
    expect(errorsOf({ country_code: 'PH', postcode: '1000' })).toEqual([]);
  });

  it('refuses a country we do not ship to, and a phone number that is not one', () => {
    expect(errorsOf({ country_code: 'KP', postcode: '1' })).toEqual([
      'country_code: We cannot ship printed books to that country yet',
    ]);
    expect(errorsOf({ state_code: 'OR', postcode: '97201', phone_number: '12' })).toEqual([
      'phone_number: phone_number must be a phone number, like +1 555 123 4567',
    ]);
    expect(errorsOf({ state_code: 'OR', postcode: '97201', phone_number: '+44 20 7946 0958' })).toEqual([]);
  });

  it('lists each country once, every listed region code unique', () => {
    const codes = SHIP_COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of SHIP_COUNTRIES)
      if (Array.isArray(c.region)) expect(new Set(c.region.map(([code]) => code)).size).toBe(c.region.length);
  });
});

describe('the print bodies’ binding and copies', () => {
  const body = {
    storyId: '1767225600000',
    shippingAddress: { ...base, state_code: 'OR', postcode: '97201' },
    shippingOption: 'Mail',
    proofChecked: true,
  };
  it('defaults to one paperback and takes a hardcover of up to 10 copies', () => {
    expect(calculateCostRequest.parse(body)).toMatchObject({
      binding: 'paperback',
      copies: 1,
      edition: 'colour',
    });
    expect(calculateCostRequest.parse({ ...body, binding: 'hardcover', copies: 10 })).toMatchObject({
      binding: 'hardcover',
      copies: 10,
    });
  });
  it('refuses other copies, bindings and a hardcover colouring book', () => {
    for (const change of [
      { copies: 0 },
      { copies: 11 },
      { copies: 1.5 },
      { copies: '2' },
      { binding: 'spiral' },
    ])
      expect(calculateCostRequest.safeParse({ ...body, ...change }).success, JSON.stringify(change)).toBe(
        false,
      );
    expect(
      calculateCostRequest.safeParse({ ...body, binding: 'hardcover', edition: 'coloring' }).error?.issues[0]
        ?.message,
    ).toBe('The colouring book comes in paperback only');
  });
});
