import { z } from 'zod';
import type { Deps } from './ports/index.js';

/**
 * The one place the environment is read. Validated once at start-up so a misconfigured
 * deployment fails loudly instead of half-working. Every variable is documented in
 * functions/.env.example.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

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
    throw new Error('Invalid StorySprout configuration: STORYSPROUT_SQLITE_PATH is required when STORYSPROUT_STORE=sqlite');
  }
  if (config.STORYSPROUT_BLOBS === 'local' && !config.STORYSPROUT_BLOB_DIR) {
    throw new Error('Invalid StorySprout configuration: STORYSPROUT_BLOB_DIR is required when STORYSPROUT_BLOBS=local');
  }
  return config;
}

/**
 * Picks the adapter behind every port. Adapters are imported lazily so production never loads
 * the native SQLite module and the local stack never needs Cloud credentials.
 */
export async function createDeps(config: Config): Promise<Deps> {
  const [{ FirebaseAuthIdentity }, { CloudTasksQueue }, { systemClock }] = await Promise.all([
    import('./adapters/firebaseAdmin/identity.js'),
    import('./adapters/cloudTasks/taskQueue.js'),
    import('./adapters/systemClock/clock.js'),
  ]);
  return {
    config,
    store: await createStore(config),
    blobs: await createBlobs(config),
    tasks: new CloudTasksQueue(config.STORYSPROUT_REGION),
    clock: systemClock,
    identity: new FirebaseAuthIdentity(),
  };
}

export async function createStore(config: Config) {
  if (config.STORYSPROUT_STORE === 'sqlite') {
    const { SqliteDocumentStore } = await import('./adapters/sqlite/documentStore.js');
    return new SqliteDocumentStore(config.STORYSPROUT_SQLITE_PATH as string);
  }
  const [{ FirestoreDocumentStore }, { getFirestore }, { adminApp }] = await Promise.all([
    import('./adapters/firestore/documentStore.js'),
    import('firebase-admin/firestore'),
    import('./adapters/firebaseAdmin/app.js'),
  ]);
  const firestore = getFirestore(adminApp());
  firestore.settings({ ignoreUndefinedProperties: true });
  return new FirestoreDocumentStore(firestore);
}

export async function createBlobs(config: Config) {
  if (config.STORYSPROUT_BLOBS === 'local') {
    const { LocalDirectoryBlobStore } = await import('./adapters/localDirectory/blobStore.js');
    return new LocalDirectoryBlobStore(config.STORYSPROUT_BLOB_DIR as string);
  }
  const [{ CloudStorageBlobStore }, { getStorage }, { adminApp }] = await Promise.all([
    import('./adapters/cloudStorage/blobStore.js'),
    import('firebase-admin/storage'),
    import('./adapters/firebaseAdmin/app.js'),
  ]);
  const storage = getStorage(adminApp());
  return new CloudStorageBlobStore(
    config.STORYSPROUT_BUCKET ? storage.bucket(config.STORYSPROUT_BUCKET) : storage.bucket(),
  );
}
