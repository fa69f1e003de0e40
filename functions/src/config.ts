import { z } from 'zod';

/**
 * The one place the environment is read. Validated once at start-up so a misconfigured
 * deployment fails loudly instead of half-working. Every variable is documented in
 * functions/.env.example.
 */
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  /** Which DocumentStore adapter: Firestore in production, embedded SQLite where no emulator runs. */
  STORYSPROUT_STORE: z.enum(['firestore', 'sqlite']).default('firestore'),
  STORYSPROUT_SQLITE_PATH: z.string().min(1).optional(),
  /** Which BlobStore adapter: Cloud Storage in production, a local directory otherwise. */
  STORYSPROUT_BLOBS: z.enum(['cloud', 'local']).default('cloud'),
  STORYSPROUT_BLOB_DIR: z.string().min(1).optional(),
  /** Bucket for Cloud Storage; defaults to the project's default bucket. */
  STORYSPROUT_BUCKET: z.string().min(1).optional(),
  /** Region the task-queue functions are deployed in. */
  STORYSPROUT_REGION: z.string().min(1).default('us-central1'),
  /** ISO 3166 alpha-2 codes where purchases are offered, comma separated. */
  STORYSPROUT_ALLOWED_COUNTRIES: z
    .string()
    .default('US')
    .transform((s) =>
      s
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'country codes are two letters')).min(1)),
  /** Whether a request without a usable country header may purchase (true locally). */
  STORYSPROUT_UNKNOWN_COUNTRY_ALLOWED: booleanFlag.default(true),
  /** Story and illustration engines: Gemini in production, the offline engines locally. */
  STORYSPROUT_ENGINES: z.enum(['gemini', 'offline']).default('gemini'),
  GEMINI_PROJECT: z.string().min(1).optional(),
  GEMINI_LOCATION: z.string().min(1).default('global'),
  GEMINI_TEXT_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  GEMINI_IMAGE_MODEL: z.string().min(1).default('gemini-2.5-flash-image'),
  GEMINI_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** Only for tests and stand-ins; production talks to Vertex AI with the function's credentials. */
  GEMINI_BASE_URL: z.url().optional(),
  /** Story drafts (create calls) one person may start per hour; text is free until saved. */
  STORYSPROUT_DRAFTS_PER_HOUR: z.coerce.number().int().positive().default(20),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid StorySprout configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.STORYSPROUT_STORE === 'sqlite' && !config.STORYSPROUT_SQLITE_PATH) {
    throw new Error(
      'Invalid StorySprout configuration: STORYSPROUT_SQLITE_PATH is required when STORYSPROUT_STORE=sqlite',
    );
  }
  if (config.STORYSPROUT_BLOBS === 'local' && !config.STORYSPROUT_BLOB_DIR) {
    throw new Error(
      'Invalid StorySprout configuration: STORYSPROUT_BLOB_DIR is required when STORYSPROUT_BLOBS=local',
    );
  }
  return config;
}
