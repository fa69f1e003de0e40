import { LANGUAGES } from '../functions/src/contract/languages.js';
import { missingMessages, readCatalogue, SOURCE_LOCALE } from '../web/build/messageCatalogues.js';

/**
 * `npm run i18n:missing`: the interface messages present in English and missing in another
 * language, by language. Exits 1 while any are missing (the web build refuses them too).
 */
const source = readCatalogue(SOURCE_LOCALE);
let missingTotal = 0;
for (const locale of LANGUAGES.filter((l) => l !== SOURCE_LOCALE)) {
  const missing = missingMessages(source, readCatalogue(locale));
  missingTotal += missing.length;
  console.log(`${locale}: ${missing.length === 0 ? 'complete' : `${missing.length} missing`}`);
  for (const id of missing) console.log(`  ${id}: ${source[id]}`);
}
console.log(`${Object.keys(source).length} English messages; ${missingTotal} translations missing.`);
process.exitCode = missingTotal > 0 ? 1 : 0;
