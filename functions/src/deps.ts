import type { Config } from './config.js';
import type { Deps } from './ports/index.js';

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
  const deps = {
    config,
    store: await createStore(config),
    blobs: await createBlobs(config),
    tasks: new CloudTasksQueue(config.STORYSPROUT_REGION),
    clock: systemClock,
    identity: new FirebaseAuthIdentity(),
    ...(await createEngines(config)),
  };
  return { ...deps, payments: await createPayments(config), print: await createPrint(config) };
}

/** Lulu's Print API (or the local print lab behind the same API), or null where print is off. */
export async function createPrint(config: Config) {
  if (config.STORYSPROUT_PRINT !== 'lulu') return null;
  const [{ LuluPrintProvider }, { LULU_HOSTS }] = await Promise.all([
    import('./adapters/lulu/printProvider.js'),
    import('./adapters/lulu/luluApi.js'),
  ]);
  return new LuluPrintProvider({
    apiUrl: config.LULU_API_URL ?? LULU_HOSTS[config.LULU_ENVIRONMENT],
    clientKey: config.LULU_CLIENT_KEY as string,
    clientSecret: config.LULU_CLIENT_SECRET as string,
    podPackageId: config.LULU_POD_PACKAGE_ID,
  });
}

/** Stripe Checkout (the local stack and the tests point STRIPE_API_BASE at the Stripe stand-in). */
export async function createPayments(config: Config) {
  const { StripePayments } = await import('./adapters/stripe/payments.js');
  return new StripePayments({
    secretKey: config.STRIPE_SECRET_KEY as string,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET as string,
    ...(config.STRIPE_API_BASE ? { apiBase: config.STRIPE_API_BASE } : {}),
  });
}

export async function createEngines(
  config: Config,
): Promise<Pick<Deps, 'storyteller' | 'illustrator' | 'moderator'>> {
  const { WordListModerator } = await import('./adapters/wordListModerator/moderator.js');
  const moderator = new WordListModerator();
  if (config.STORYSPROUT_ENGINES === 'offline') {
    const [{ OfflineStoryteller }, { OfflineIllustrator }] = await Promise.all([
      import('./adapters/offlineStoryteller/storyteller.js'),
      import('./adapters/offlineIllustrator/illustrator.js'),
    ]);
    return { storyteller: new OfflineStoryteller(), illustrator: new OfflineIllustrator(), moderator };
  }
  const { createGeminiClient, GeminiIllustrator, GeminiStoryteller } =
    await import('./adapters/gemini/index.js');
  const client = createGeminiClient({
    project: config.GEMINI_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT,
    location: config.GEMINI_LOCATION,
    timeoutMs: config.GEMINI_TIMEOUT_MS,
    ...(config.GEMINI_BASE_URL ? { baseUrl: config.GEMINI_BASE_URL } : {}),
  });
  return {
    storyteller: new GeminiStoryteller({ client, textModel: config.GEMINI_TEXT_MODEL }),
    illustrator: new GeminiIllustrator({ client, imageModel: config.GEMINI_IMAGE_MODEL }),
    moderator,
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
    const signing =
      config.STORYSPROUT_FILES_URL && config.STORYSPROUT_FILES_SECRET
        ? { baseUrl: config.STORYSPROUT_FILES_URL, secret: config.STORYSPROUT_FILES_SECRET }
        : null;
    return new LocalDirectoryBlobStore(config.STORYSPROUT_BLOB_DIR as string, signing);
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
