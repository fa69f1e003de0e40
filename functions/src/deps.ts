import { isRealProject, type Config } from './config.js';
import type { Deps, DepsWith, PortName } from './ports/index.js';
import type { Logger } from './ports/logger.js';

/**
 * What the composition roots hold: a function's deps and the configuration they were wired
 * from (the features see only its settings).
 */
export type Wired<P extends PortName> = DepsWith<P> & { config: Config };

/**
 * A port this function was not wired with: any use names it, instead of reaching an adapter
 * whose settings (and secrets) this function does not have.
 */
function unwired(port: PortName): never {
  return new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'then') return undefined; // not a promise
        throw new Error(
          `The ${port} port is not wired into this function (asked for ${String(property)}); add it to its ports in functionPorts.ts`,
        );
      },
    },
  ) as never;
}

/**
 * Picks the adapter behind each port the function uses; the others stay unwired. Adapters are
 * imported lazily so production never loads the native SQLite module and the local stack never
 * needs Cloud credentials. The logger is the caller's: where the process runs decides it (index.ts
 * hands in Cloud Logging's), not the configuration.
 */
export async function createDeps<P extends PortName>(
  config: Config,
  ports: readonly P[],
  logger: Logger,
): Promise<Wired<P>> {
  const uses = (port: PortName) => (ports as readonly PortName[]).includes(port);
  const { systemClock } = await import('./adapters/systemClock/clock.js');
  const store = uses('store') ? await createStore(config) : unwired('store');
  const blobs = uses('blobs') ? await createBlobs(config) : unwired('blobs');
  const clock = systemClock;
  const engines = await createEngines(config, logger, {
    storyteller: uses('storyteller'),
    illustrator: uses('illustrator'),
    checker: uses('checker'),
    moderator: uses('moderator'),
  });
  const deps: Wired<PortName> = {
    config,
    settings: config.settings,
    store,
    blobs,
    clock,
    logger,
    tasks: uses('tasks') ? await createCloudTasks(config) : unwired('tasks'),
    identity: uses('identity')
      ? new (await import('./adapters/firebaseAdmin/identity.js')).FirebaseAuthIdentity()
      : unwired('identity'),
    ...engines,
    payments: uses('payments') ? await createPayments(config) : unwired('payments'),
    print: uses('print') ? await createPrint(config) : unwired('print'),
    mailer: uses('mailer') ? await createMailer(config) : unwired('mailer'),
    narrator: uses('narrator') ? await createNarrator(config) : unwired('narrator'),
  };
  return deps;
}

/** Cloud Tasks (the Cloud Tasks emulator locally), enqueuing as the configured account. */
export async function createCloudTasks(config: Config) {
  const { CloudTasksQueue } = await import('./adapters/cloudTasks/taskQueue.js');
  return new CloudTasksQueue({
    projectId: config.projectId,
    region: config.STORYSPROUT_REGION,
    serviceAccount: config.tasksServiceAccount as string,
    emulator: config.emulators.tasks,
  });
}

/** Lulu's Print API (or the local print lab behind the same API), or null where print is off. */
export async function createPrint(config: Config) {
  if (config.STORYSPROUT_PRINT !== 'lulu') return null;
  const [{ LuluPrintProvider }, { LULU_HOSTS }] = await Promise.all([
    import('./adapters/lulu/printProvider.js'),
    import('./adapters/lulu/luluApi.js'),
  ]);
  return new LuluPrintProvider({
    apiUrl: config.LULU_API_URL ?? LULU_HOSTS[config.luluEnvironment],
    clientKey: config.LULU_CLIENT_KEY as string,
    clientSecret: config.LULU_CLIENT_SECRET as string,
    podPackageId: config.LULU_POD_PACKAGE_ID,
    bwPodPackageId: config.LULU_BW_POD_PACKAGE_ID,
    hardcoverPodPackageId: config.LULU_HARDCOVER_POD_PACKAGE_ID,
  });
}

/**
 * Who reads the pages aloud: eSpeak-NG in the function (offline), or Google Cloud Text-to-Speech
 * with the function's credentials (a local stand-in when TEXT_TO_SPEECH_BASE_URL is set).
 */
export async function createNarrator(config: Config) {
  // Off: nothing is queued, so nothing narrates; a task queued before the switch reads aloud offline.
  if (config.narrator === 'offline' || config.narrator === 'off') {
    const { OfflineNarrator } = await import('./adapters/offlineNarrator/narrator.js');
    return new OfflineNarrator({ wordsPerMinute: config.STORYSPROUT_OFFLINE_NARRATION_WPM });
  }
  const { TextToSpeechNarrator } = await import('./adapters/textToSpeech/narrator.js');
  return new TextToSpeechNarrator({
    timeoutMs: config.TEXT_TO_SPEECH_TIMEOUT_MS,
    ...(config.TEXT_TO_SPEECH_BASE_URL ? { standInUrl: config.TEXT_TO_SPEECH_BASE_URL } : {}),
  });
}

/** The SMTP mail server (the local stack's mail catcher), or null where email is off. */
export async function createMailer(config: Config) {
  if (config.STORYSPROUT_MAIL !== 'smtp') return null;
  const { SmtpMailer } = await import('./adapters/smtp/mailer.js');
  return new SmtpMailer({
    host: config.SMTP_HOST as string,
    port: config.SMTP_PORT,
    ...(config.SMTP_USER ? { user: config.SMTP_USER, password: config.SMTP_PASSWORD as string } : {}),
    from: config.STORYSPROUT_MAIL_FROM as string,
    // A real project sends over TLS only; the demo project's catcher speaks plain SMTP.
    requireTls: isRealProject(config.projectId),
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

type Engines = Pick<Deps, 'storyteller' | 'illustrator' | 'checker' | 'moderator'>;

/**
 * The story and picture engines (offline or Gemini) and the moderator; `only` leaves some
 * unwired. The Gemini adapters log each call and raise operator alerts through `logger`.
 */
export async function createEngines(
  config: Config,
  logger: Logger,
  only: Record<keyof Engines, boolean> = {
    storyteller: true,
    illustrator: true,
    checker: true,
    moderator: true,
  },
): Promise<Engines> {
  const moderator = only.moderator
    ? new (await import('./adapters/wordListModerator/moderator.js')).WordListModerator()
    : unwired('moderator');
  if (config.STORYSPROUT_ENGINES === 'offline') {
    const [{ OfflineStoryteller }, { OfflineIllustrator }] = await Promise.all([
      import('./adapters/offlineStoryteller/storyteller.js'),
      import('./adapters/offlineIllustrator/illustrator.js'),
    ]);
    const offline: Engines = {
      storyteller: only.storyteller ? new OfflineStoryteller() : unwired('storyteller'),
      illustrator: only.illustrator ? new OfflineIllustrator() : unwired('illustrator'),
      // The offline illustrator draws from its own plans: nothing for a model to check.
      checker: only.checker ? null : unwired('checker'),
      moderator,
    };
    return withSimulatedModelTime(config, logger, offline, only);
  }
  const checks = only.checker && config.STORYSPROUT_PAGE_CHECKS;
  if (!only.storyteller && !only.illustrator && !checks)
    return {
      storyteller: unwired('storyteller'),
      illustrator: unwired('illustrator'),
      checker: only.checker ? null : unwired('checker'),
      moderator,
    };
  const { createGeminiClient, GeminiIllustrator, GeminiPageChecker, GeminiStoryteller } =
    await import('./adapters/gemini/index.js');
  const client = createGeminiClient({
    project: config.GEMINI_PROJECT ?? config.projectId,
    location: config.GEMINI_LOCATION,
    timeoutMs: config.GEMINI_TIMEOUT_MS,
    // A local stand-in (refused in a real project) takes a dummy key, so no Google credentials
    // are looked up; production authenticates with the function's service account.
    ...(config.GEMINI_BASE_URL ? { baseUrl: config.GEMINI_BASE_URL, apiKey: 'local-stand-in' } : {}),
  });
  return {
    storyteller: only.storyteller
      ? new GeminiStoryteller({ client, textModel: config.GEMINI_TEXT_MODEL, logger })
      : unwired('storyteller'),
    illustrator: only.illustrator
      ? new GeminiIllustrator({
          client,
          imageModel: config.GEMINI_IMAGE_MODEL,
          imageSize: config.GEMINI_IMAGE_SIZE,
          logger,
        })
      : unwired('illustrator'),
    checker: checks
      ? new GeminiPageChecker({
          client,
          model: config.GEMINI_CHECK_MODEL ?? config.GEMINI_TEXT_MODEL,
          logger,
        })
      : only.checker
        ? null
        : unwired('checker'),
    moderator,
  };
}

/**
 * The local stack's crowd simulation (STORYSPROUT_SIMULATED_DRAW_MS / _CHECK_MS, offline engines
 * only, refused in a real project): each picture and each page check takes as long as the real
 * model's would, so the drawing queues back up as they do in production.
 */
async function withSimulatedModelTime(
  config: Config,
  logger: Logger,
  engines: Engines,
  only: Record<keyof Engines, boolean>,
): Promise<Engines> {
  const drawMs = config.STORYSPROUT_SIMULATED_DRAW_MS;
  const checkMs = config.STORYSPROUT_SIMULATED_CHECK_MS;
  if (drawMs === undefined && checkMs === undefined) return engines;
  const { slowIllustrator, SimulatedPageChecker } = await import('./adapters/simulatedModelTime/engines.js');
  return {
    ...engines,
    illustrator:
      only.illustrator && drawMs !== undefined
        ? slowIllustrator(engines.illustrator, drawMs, logger)
        : engines.illustrator,
    checker:
      only.checker && checkMs !== undefined ? new SimulatedPageChecker(checkMs, logger) : engines.checker,
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
  return new FirestoreDocumentStore(firestore, { emulator: config.emulators.firestore });
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
  // Named explicitly: loadConfig has checked there is one (STORYSPROUT_BUCKET or FIREBASE_CONFIG).
  return new CloudStorageBlobStore(storage.bucket(config.bucket as string), config.emulators.storage);
}
