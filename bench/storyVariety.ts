/** How different a child's books read (offline storyteller; no stack needed). */
import { measureVariety } from '../functions/src/engines/storyteller/index.js';

export function storyVarietyTable(): void {
  const started = performance.now();
  const rows = measureVariety();
  const cell = (s: { max: number; mean: number; pairs: number }) =>
    `${s.max} / ${s.mean.toFixed(2)} (${s.pairs})`;
  console.log(
    '\nStory variety: long sentences (> 30 characters) two books of the same child share, books made one after another',
  );
  console.log(
    '| age | different morals: max / mean (pairs) | same moral, next two books | same moral, any two of 12 |',
  );
  console.log('|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.age} | ${cell(r.differentMorals)} | ${cell(r.sameMoralNext)} | ${cell(r.sameMoralAny)} |`,
    );
  console.log(
    `(targets: different morals <= 4, same moral <= 6; a moral's storyline comes back every third book, in another place and another telling; measured in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
