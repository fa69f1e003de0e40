import { parse } from 'qs';

/**
 * Stripe's request encoding: form fields with bracketed paths (`line_items[0][price_data][currency]`),
 * in a POST body or a GET query, read back into the nested objects and arrays the client wrote.
 * qs is the format's own library (Stripe's clients encode with its rules); the limits are
 * raised so a long list of line items or metadata keys is never folded into an object.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseStripeForm(encoded: string): Form {
  return parse(encoded, { depth: 10, arrayLimit: 1000, parameterLimit: 10_000 }) as Form;
}
