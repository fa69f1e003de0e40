/**
 * Stripe's request encoding: form fields with bracketed paths (`line_items[0][price_data][currency]`),
 * in a POST body or a GET query. Read back into the nested objects and arrays the client wrote.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

const PATH = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

export function parseStripeForm(encoded: string): Form {
  const root: Form = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const match = PATH.exec(name);
    if (!match) throw new Error(`Invalid parameter name: ${name}`);
    const keys = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Form = root;
    keys.forEach((key, i) => {
      // `expand[]=a&expand[]=b`: an empty index appends.
      const slot = key === '' ? String(Object.keys(node).length) : key;
      if (i === keys.length - 1) node[slot] = value;
      else {
        const next = node[slot];
        if (typeof next !== 'object' || Array.isArray(next)) node[slot] = {};
        node = node[slot] as Form;
      }
    });
  }
  return arraysOf(root) as Form;
}

/** Objects whose keys are exactly 0..n-1 become arrays (qs's indexed array format). */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arraysOf(value[k]!)]));
  const indexed = keys.length > 0 && keys.every((k, i) => k === String(i));
  return indexed ? keys.map((k) => converted[k]!) : converted;
}
