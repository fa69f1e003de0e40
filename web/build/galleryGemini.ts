/**
 * Draws the gallery samples with the production illustrator (Gemini) once, into
 * src/content/gallery/production/<slug>/ (commit them); the build then shows them instead of
 * the offline drawings (galleryImages.ts). Needs the Gemini settings of functions/ in the
 * environment (GEMINI_PROJECT or GOOGLE_CLOUD_PROJECT, GEMINI_LOCATION, GEMINI_IMAGE_MODEL,
 * GEMINI_IMAGE_SIZE; Application Default Credentials, e.g. `gcloud auth application-default
 * login`). Samples already drawn from their current legends are skipped.
 *
 * usage: npm run gallery:gemini -w web [-- --force] [-- --only <slug>[,<slug>...]]
 */
import { loadConfig } from '../../functions/src/config.js';
import { createEngines } from '../../functions/src/deps.js';
import { jsonLinesLogger } from '../../functions/src/adapters/jsonLinesLogger/logger.js';
import { gallerySlug } from '../src/content/gallery/pictures.js';
import { SAMPLES } from '../src/content/gallery/catalog.js';
import { drawProductionGallery } from './drawProductionGallery.js';
import { PRODUCTION_DIR } from './productionGallery.js';
import { legendsOf } from './sampleStories.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set((args[onlyAt + 1] ?? '').split(',').filter(Boolean)) : null;

/**
 * The production illustrator and its page checks, whatever the local default is: this command
 * exists to use them.
 */
async function geminiIllustrator() {
  try {
    // 1K unless told otherwise: the gallery keeps 1024 px pictures, a 4K page costs more for nothing.
    const env = { GEMINI_IMAGE_SIZE: '1K', ...process.env, STORYSPROUT_ENGINES: 'gemini' };
    const config = loadConfig(env, ['illustrator', 'checker']);
    const logger = jsonLinesLogger();
    const engines = await createEngines(config, logger, {
      storyteller: false,
      illustrator: true,
      checker: true,
      moderator: false,
    });
    const checking = engines.checker
      ? { checker: engines.checker, logger, minScore: config.STORYSPROUT_PAGE_CHECK_MIN_SCORE }
      : undefined;
    return { illustrator: engines.illustrator, checking };
  } catch (error) {
    console.error(
      `Cannot reach Gemini: ${error instanceof Error ? error.message : String(error)}\n` +
        'Set GEMINI_PROJECT (or GOOGLE_CLOUD_PROJECT) and GEMINI_LOCATION, and sign in with ' +
        '`gcloud auth application-default login` (docs/engines.md, "The gallery drawn by Gemini").',
    );
    process.exit(1);
  }
}

const { illustrator, checking } = await geminiIllustrator();
if (!illustrator.drawReferenceSheet) throw new Error(`${illustrator.description} draws no reference sheet`);
const samples = SAMPLES.filter((s) => !only || only.has(gallerySlug(s)));
if (samples.length === 0) throw new Error(`No gallery sample is called ${[...(only ?? [])].join(', ')}`);
console.log(`Drawing ${samples.length} gallery samples with ${illustrator.description}`);
const drawn = await drawProductionGallery({
  illustrator: {
    description: illustrator.description,
    draw: (r) => illustrator.draw(r),
    drawReferenceSheet: (r) => illustrator.drawReferenceSheet!(r),
  },
  samples,
  legendsOf,
  ...(checking ? { checking } : {}),
  root: PRODUCTION_DIR,
  force,
  log: (line) => console.log(line),
});
const pages = drawn.reduce((sum, d) => sum + d.pages, 0);
console.log(
  `Drew ${pages} pages into ${PRODUCTION_DIR}; commit them, then \`npm run build -w web\` shows them.`,
);
