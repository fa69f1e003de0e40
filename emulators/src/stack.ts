import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFirestoreEmulator, type FirestoreEmulatorSource } from './firestoreEmulator.js';
import { javaMajorVersion } from './java.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-storysprout';
export const REGION = 'us-central1';
/** STORYSPROUT_DATA_DIR lets the e2e suite and the bench run on a stack of their own. */
export const DATA_DIR = path.resolve(
  process.env.STORYSPROUT_DATA_DIR ?? path.join(ROOT, 'emulators', '.data'),
);
export const AUTH_EXPORT_DIR = path.join(DATA_DIR, 'firebase-export');
/**
 * Every connection the stack's Node processes tried to open off this machine (refused by the
 * loopback guard), a JSON line each; the e2e suite, the crash drill and the bench fail on any.
 */
export const loopbackLogIn = (dataDir: string) => path.join(dataDir, 'loopback-attempts.jsonl');
export const LOOPBACK_LOG = loopbackLogIn(DATA_DIR);
/** Written by `npm start` once the stack is up and seeded; removed when it stops. */
export const READY_FILE = path.join(DATA_DIR, 'ready.json');

export const PORTS = {
  auth: 9099,
  functions: 5001,
  hosting: 5000,
  tasks: 9499,
  firestore: 8080,
  storage: 9199,
  printLab: 9590,
  stripe: 12111,
  /** The local Gemini stand-in of `npm start -- --gemini`. */
  gemini: 9595,
  /** The local Text-to-Speech stand-in of `npm start -- --gemini` (the production narrator). */
  textToSpeech: 9596,
};
/** A path as the start banner shows it: from the repository when inside it, whole otherwise. */
export function shownPath(file: string): string {
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
export const HOSTING_URL = `http://localhost:${PORTS.hosting}`;
export const FUNCTIONS_URL = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${REGION}`;

/** The local print lab's API credentials (it accepts only these) and the file links' secret. */
export const LOCAL_LULU = { key: 'storysprout-local', secret: 'storysprout-local-print-lab' };
const LOCAL_FILES_SECRET = 'storysprout-local-file-links';
/** Seconds between a lab job's statuses: SHIPPED about two minutes after it is accepted. */
export const PRINT_LAB_STEP_SECONDS = Number(process.env.STORYSPROUT_PRINT_LAB_STEP_SECONDS ?? 30);

/**
 * The local Stripe stand-in's test key (it accepts only this one) and the webhook signing secret
 * of its events: never real Stripe secrets. Its sessions and events live in the data dir.
 */
export const LOCAL_STRIPE = {
  secretKey: 'sk_test_storysprout_local',
  webhookSecret: 'whsec_storysprout_local',
  apiBase: `http://127.0.0.1:${PORTS.stripe}`,
  stateFile: path.join(DATA_DIR, 'stripe-stand-in.json'),
};

/**
 * Settings the Functions emulator reads when it discovers the functions, from the stack's
 * environment: the drawing queues' rate limits (unset, the emulator's own; the bench sets
 * production's).
 */
const DISCOVERY_SETTINGS = ['STORYSPROUT_DRAW_CONCURRENCY', 'STORYSPROUT_DRAW_DISPATCHES_PER_SECOND'];

export function discoverySettings(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    DISCOVERY_SETTINGS.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name] as string]])),
  );
}

export interface StackPlan {
  emulators: string[];
  /** Environment for the functions and the seed: which adapter serves each port. */
  env: Record<string, string>;
  adapters: { store: string; blobs: string };
  /** gcloud's Firestore emulator, which the stack starts itself (firebase-tools starts its own). */
  gcloudFirestore: { command: string } | null;
}

/**
 * `npm start -- --gemini`: the Gemini adapters, as in production, against the local Gemini
 * stand-in (emulators/src/geminiStandIn.ts) rather than the offline engines. Its 1K pictures
 * keep the stack quick; the stand-in needs no Google account.
 */
export const LOCAL_GEMINI = {
  STORYSPROUT_ENGINES: 'gemini',
  GEMINI_PROJECT: PROJECT_ID,
  GEMINI_BASE_URL: `http://127.0.0.1:${PORTS.gemini}`,
  GEMINI_IMAGE_SIZE: '1K',
  GEMINI_TIMEOUT_MS: '60000',
  // The production narrator too (issue 44), against its own local stand-in.
  STORYSPROUT_NARRATOR: 'texttospeech',
  TEXT_TO_SPEECH_BASE_URL: `http://127.0.0.1:${PORTS.textToSpeech}`,
};

/**
 * The store is the Firestore emulator wherever one can run: firebase-tools' own on Java 21,
 * gcloud's on older Java. Only where neither exists (or STORYSPROUT_EMBEDDED=true) does the
 * embedded SQLite store stand in, and the plan says so; STORYSPROUT_REQUIRE_FIRESTORE=true (CI)
 * turns that fallback into an error. Blobs go to the Storage emulator on Java 21 (it has no
 * gcloud build), to a local directory otherwise.
 */
export function planStack(options: { hosting: boolean; dataDir?: string; gemini?: boolean }): StackPlan {
  const dataDir = options.dataDir ?? DATA_DIR;
  const java = javaMajorVersion();
  const embedded = process.env.STORYSPROUT_EMBEDDED === 'true';
  const firestore: FirestoreEmulatorSource = embedded
    ? { source: null, reason: 'STORYSPROUT_EMBEDDED=true' }
    : findFirestoreEmulator(java);
  if (firestore.source === null && process.env.STORYSPROUT_REQUIRE_FIRESTORE === 'true') {
    throw new Error(
      `STORYSPROUT_REQUIRE_FIRESTORE=true but no Firestore emulator can run: ${firestore.reason}`,
    );
  }
  const storageEmulator = !embedded && java !== null && java >= 21;
  const emulators = [
    'auth',
    'functions',
    'tasks',
    ...(options.hosting ? ['hosting'] : []),
    ...(firestore.source === 'firebase-tools' ? ['firestore'] : []),
    ...(storageEmulator ? ['storage'] : []),
  ];
  const sqlitePath = path.join(dataDir, 'store.sqlite');
  const blobDir = path.join(dataDir, 'blobs');
  const firestoreHost = `127.0.0.1:${PORTS.firestore}`;
  // NODE_ENV=production keeps the emulator's own body parser from answering bad JSON with a stack trace.
  const env: Record<string, string> = {
    GCLOUD_PROJECT: PROJECT_ID,
    STORYSPROUT_REGION: REGION,
    NODE_ENV: 'production',
    STORYSPROUT_ENGINES: 'offline',
    // Purchases go through the Stripe adapter to the local Stripe stand-in, which speaks Stripe's API.
    STORYSPROUT_PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
    STRIPE_API_BASE: LOCAL_STRIPE.apiBase,
    STORYSPROUT_APP_URL: `http://localhost:${PORTS.hosting}`,
    // Printed books go through the Lulu adapter to the local print lab, which speaks Lulu's API.
    STORYSPROUT_PRINT: 'lulu',
    LULU_API_URL: `http://127.0.0.1:${PORTS.printLab}`,
    LULU_CLIENT_KEY: LOCAL_LULU.key,
    LULU_CLIENT_SECRET: LOCAL_LULU.secret,
    ...(options.gemini ? LOCAL_GEMINI : {}),
    ...(firestore.source === null
      ? { STORYSPROUT_STORE: 'sqlite', STORYSPROUT_SQLITE_PATH: sqlitePath }
      : { STORYSPROUT_STORE: 'firestore', FIRESTORE_EMULATOR_HOST: firestoreHost }),
    ...(storageEmulator
      ? { STORYSPROUT_BLOBS: 'cloud', STORYSPROUT_BUCKET: `${PROJECT_ID}.appspot.com` }
      : {
          STORYSPROUT_BLOBS: 'local',
          STORYSPROUT_BLOB_DIR: blobDir,
          // The lab downloads print files from the API's signed links, as Lulu does from Cloud Storage.
          STORYSPROUT_FILES_URL: `${FUNCTIONS_URL}/api/public/files`,
          STORYSPROUT_FILES_SECRET: LOCAL_FILES_SECRET,
        }),
  };
  const store =
    firestore.source === null
      ? `embedded SQLite ${shownPath(sqlitePath)} (fallback: ${firestore.reason})`
      : `Firestore emulator ${firestoreHost} (${firestore.source === 'gcloud' ? "gcloud's" : "firebase-tools'"})`;
  return {
    emulators,
    env,
    adapters: {
      store,
      blobs: storageEmulator
        ? `Storage emulator (:${PORTS.storage})`
        : `local directory ${shownPath(blobDir)}`,
    },
    gcloudFirestore: firestore.source === 'gcloud' ? { command: firestore.command } : null,
  };
}

/**
 * For tools that reach the stack's store and queues from outside its functions (reconcile, gift
 * emails, the crash drill): the plan's environment beneath this process's own, in process.env
 * itself, because the Firestore client and firebase-admin read the emulator's address and the
 * project from there.
 */
export function useStackEnv(plan: StackPlan): NodeJS.ProcessEnv {
  for (const [name, value] of Object.entries(plan.env)) process.env[name] ??= value;
  return process.env;
}
