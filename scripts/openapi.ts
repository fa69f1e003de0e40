import { mkdirSync, writeFileSync } from 'node:fs';
import { openApiDocument } from '../functions/src/contract/routes/openapi.js';

/**
 * `npm run openapi` (and the web build): the API's OpenAPI document, drawn from the route table,
 * into web/public/openapi.json, which Hosting serves at /openapi.json.
 */
const out = new URL('../web/public/openapi.json', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
