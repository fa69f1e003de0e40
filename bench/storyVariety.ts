/** How different two books of one child read (offline storyteller; no stack needed). */
import { measureVariety } from '../functions/src/adapters/offlineStoryteller/variety.js';

export function storyVarietyTable(): void {
  const started = performance.now();
  const rows = measureVariety();
  console.log('\nStory variety: long sentences (> 30 characters) two books of the same child share');
  console.log('| age | different morals: max / mean (pairs) | same moral, other seed: max / mean (pairs) |');
  console.log('|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.age} | ${r.differentMorals.max} / ${r.differentMorals.mean.toFixed(1)} (${r.differentMorals.pairs}) | ${r.sameMoral.max} / ${r.sameMoral.mean.toFixed(1)} (${r.sameMoral.pairs}) |`,
    );
  console.log(
    `(targets: different morals <= 4, same moral <= 6; measured in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
