import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LAUNCH_SALE, type Sale } from './contract/pricing.js';
import { saleSchema } from './contract/pricingSchema.js';
import type { PortName } from './ports/index.js';
import { defaultLineLimit } from './shared/drawingPace.js';
import { dottedPodPackageId } from './shared/podPackageId.js';
import type { Settings } from './shared/settings.js';

/**
 * The one place the environment is read. Validated once at start-up so a misconfigured
 * deployment fails loudly instead of half-working. Every variable is documented in
 * functions/.env.example.
 */
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A Lulu product id setting: validated and written in the dotted form Lulu takes after 2027-02-01. */
const podPackageIdSetting = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((id, ctx) => {
      const dotted = dottedPodPackageId(id);
      if (!dotted) {
        ctx.addIssue({ code: 'custom', message: `not a Lulu pod_package_id (e.g. ${fallback})` });
        return z.NEVER;
      }
      return dotted;
    });

const schema = z.object({
  /** Which DocumentStore adapter: Firestore in production, embedded SQLite where no emulator runs. */
  STORYSPROUT_STORE: z.enum(['firestore', 'sqlite']).default('firestore'),
  STORYSPROUT_SQLITE_PATH: z.string().min(1).optional(),
  /** Which BlobStore adapter: Cloud Storage in production, a local directory otherwise. */
  STORYSPROUT_BLOBS: z.enum(['cloud', 'local']).default('cloud'),
  STORYSPROUT_BLOB_DIR: z.string().min(1).optional(),
  /** Bucket for Cloud Storage; defaults to the project's default bucket (FIREBASE_CONFIG's storageBucket). */
  STORYSPROUT_BUCKET: z.string().min(1).optional(),
  /** Region the task-queue functions are deployed in. */
  STORYSPROUT_REGION: z.string().min(1).default('us-central1'),
  /**
   * The service account Cloud Tasks calls the task functions as (the functions' runtime account,
   * PROJECT_NUMBER-compute@developer.gserviceaccount.com). Given to firebase-admin so an enqueue
   * never asks the metadata server who it runs as; the emulators' own account when unset locally.
   */
  STORYSPROUT_TASKS_SERVICE_ACCOUNT: z.email().optional(),
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
  /**
   * Stable model ids (Google's Gemini deprecations table, read 2026-11-25): a retired id answers
   * 404, which the adapters report as an OPERATOR ALERT. Change them here or in the env file.
   */
  GEMINI_TEXT_MODEL: z.string().min(1).default('gemini-3.5-flash'),
  GEMINI_IMAGE_MODEL: z.string().min(1).default('gemini-3.1-flash-image'),
  /** The picture size asked of the image model: 4K prints a 8.75 in page at over 300 ppi. */
  GEMINI_IMAGE_SIZE: z.enum(['1K', '2K', '4K']).default('4K'),
  GEMINI_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /**
   * Issue 32: every page the Gemini illustrator draws is looked at by a text model before a
   * parent sees it; a page under the score (0-100) or with any problem is drawn once more. The
   * offline engines are never checked (they draw from their own plans).
   */
  STORYSPROUT_PAGE_CHECKS: booleanFlag.default(true),
  /** The model that checks pages (reads images, answers JSON); the text model unless set. */
  GEMINI_CHECK_MODEL: z.string().min(1).optional(),
  STORYSPROUT_PAGE_CHECK_MIN_SCORE: z.coerce.number().int().min(0).max(100).default(70),
  /** Only for tests and stand-ins; production talks to Vertex AI with the function's credentials. */
  GEMINI_BASE_URL: z.url().optional(),
  /**
   * Who reads the pages aloud (issue 44): `texttospeech`, Google Cloud Text-to-Speech with the
   * function's credentials, `offline`, eSpeak-NG in the function, or `off`: no page is narrated
   * and the narration calls answer 503 (most API tests, which save a hundred books). Unset:
   * offline with the offline engines, Text-to-Speech with Gemini.
   */
  STORYSPROUT_NARRATOR: z.enum(['texttospeech', 'offline', 'off']).optional(),
  /** Only for tests and stand-ins: Text-to-Speech's REST API at this address (the local stand-in). */
  TEXT_TO_SPEECH_BASE_URL: z.url().optional(),
  TEXT_TO_SPEECH_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * The offline narrator's pace in words a minute (eSpeak-NG takes 80-450). The API tests that
   * narrate speak at 450, a third of the work.
   */
  STORYSPROUT_OFFLINE_NARRATION_WPM: z.coerce.number().int().min(80).max(450).default(150),
  /**
   * The drawing queues' Cloud Tasks rate limits (read when the functions are deployed): pages
   * drawn at once and started per second, so ten pages of several books stay within the model's
   * shared quota instead of meeting a burst of 429s.
   */
  STORYSPROUT_DRAW_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(6),
  STORYSPROUT_DRAW_DISPATCHES_PER_SECOND: z.coerce.number().positive().max(100).default(2),
  /**
   * Issue 46, the drawing line (docs/capacity.md): the model seconds one drawing takes on
   * average (a 4K picture and its check: about 12 s + 4 s), for the honest wait estimate.
   */
  STORYSPROUT_DRAW_SECONDS: z.coerce.number().positive().max(600).default(16),
  /**
   * Drawings one account may have in the model at once while another account waits in the same
   * line (fair share). Unset: half the concurrency (rounded up), so two parents split it evenly
   * whatever the quota (a fixed 3 left most of a raised quota idle while a few parents' pages
   * stepped back). Alone, an account uses the whole quota.
   */
  STORYSPROUT_DRAW_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).optional(),
  /**
   * Batch drawings (class books, restyles, swept pages) that keep going while parents' own books
   * wait: 1 of the 6, so a class still moves on a busy evening; the rest yields to parents.
   */
  STORYSPROUT_BATCH_DRAW_RESERVE: z.coerce.number().int().min(0).max(100).default(1),
  /**
   * The longest line of parents' drawings a new book may join: over it saving is refused before
   * the credit is spent ('very busy, try again in N minutes'). Unset: what the quota draws while
   * one book is drawn alone (shared/drawingPace.ts), 18 drawings at 6 at a time and 16 s each,
   * so a book let into a full line still has its pictures within issue 46's 3x of its time
   * alone. Raise it to accept more books with a longer, stated wait.
   */
  STORYSPROUT_DRAW_LINE_LIMIT: z.coerce.number().int().min(1).max(100_000).optional(),
  /**
   * Local stack only (issue 46, the crowd simulation): the offline engines wait this long (a
   * timer, no CPU) before each picture and each page check, as the real models take, so the
   * queues behave as in production. A page checker that passes every page is wired for the
   * check time. Refused in a real project and with any engines but the offline ones.
   */
  STORYSPROUT_SIMULATED_DRAW_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  STORYSPROUT_SIMULATED_CHECK_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Story drafts (create calls) one person may start per hour; text is free until saved. */
  STORYSPROUT_DRAFTS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Where checkouts happen: Stripe Checkout (locally, its stand-in: see STRIPE_API_BASE). */
  STORYSPROUT_PAYMENTS: z.enum(['stripe']).default('stripe'),
  /** Stripe secret API key (Secret Manager in production). Required by every function that pays. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Signing secret of the webhook endpoint (whsec_...); the local Stripe stand-in signs with it too. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Local stack and tests only: send Stripe API calls to the stand-in (http://127.0.0.1:12111). */
  STRIPE_API_BASE: z.url().optional(),
  /** Let Stripe Tax compute taxes at checkout (needs Stripe Tax set up on the account). */
  STRIPE_AUTOMATIC_TAX: booleanFlag.default(false),
  /** The web app's origin, for the payment page's return addresses. */
  STORYSPROUT_APP_URL: z.url().default('http://localhost:5000'),
  /**
   * A sale the operator runs without code changes (all of label, end and the percentages; start
   * optional). Without them the launch sale of spec §9 applies, which ended on 2025-10-31.
   */
  STORYSPROUT_SALE_LABEL: z.string().min(1).optional(),
  STORYSPROUT_SALE_START: z.string().min(1).optional(),
  STORYSPROUT_SALE_END: z.string().min(1).optional(),
  STORYSPROUT_SALE_DIGITAL_PERCENT_OFF: z.coerce.number().int().optional(),
  STORYSPROUT_SALE_PRINT_PERCENT_OFF: z.coerce.number().int().optional(),
  /**
   * Who prints ordered books: `lulu`, Lulu's Print API (the local stack points LULU_API_URL at
   * the local print lab, which speaks the same API). Unset: printed books are not offered and
   * the print calls say so.
   */
  STORYSPROUT_PRINT: z.enum(['lulu']).optional(),
  /** Lulu's sandbox or production API; LULU_API_URL overrides the host (the local print lab). */
  LULU_ENVIRONMENT: z.enum(['sandbox', 'production']).optional(),
  LULU_API_URL: z.url().optional(),
  /** Lulu API client key and secret (the secret also signs Lulu's status webhooks). */
  LULU_CLIENT_KEY: z.string().min(1).optional(),
  LULU_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * The printed product: 8.5 x 8.5 in full-colour standard paperback, gloss cover. Lulu takes
   * only the dotted form after 2027-02-01; a legacy 27-character id is rewritten to it.
   */
  LULU_POD_PACKAGE_ID: podPackageIdSetting('0850X0850.FC.STD.PB.080CW444.GXX'),
  /**
   * The colouring-book edition: the same 8.5 x 8.5 in standard paperback with a black-and-white
   * interior on 60# uncoated white paper (takes crayons and pencils), matte cover; Lulu prints it
   * for much less than full colour.
   */
  LULU_BW_POD_PACKAGE_ID: podPackageIdSetting('0850X0850.BW.STD.PB.060UW444.MXX'),
  /**
   * The hardcover (issue 30): the same 8.5 x 8.5 in full-colour book, casewrap binding (CW:
   * the printed cover wrapped round boards), 80# coated white paper, gloss cover. Lulu needs at
   * least 24 interior pages for a casewrap (ours have 32).
   */
  LULU_HARDCOVER_POD_PACKAGE_ID: podPackageIdSetting('0850X0850.FC.STD.CW.080CW444.GXX'),
  /**
   * Local blob directory only: where the API serves signed file downloads (the print lab
   * fetches print files there) and the secret that signs them.
   */
  STORYSPROUT_FILES_URL: z.url().optional(),
  STORYSPROUT_FILES_SECRET: z
    .string()
    .min(16, 'STORYSPROUT_FILES_SECRET must be at least 16 characters')
    .optional(),
  /**
   * Who sends the product's emails: `smtp` (any SMTP server; the local stack points it at its
   * mail catcher). Unset: no email is sent, each is logged as skipped, and the newsletter (which
   * confirms by email) answers that it is unavailable.
   */
  STORYSPROUT_MAIL: z.enum(['smtp']).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** Unset for a server without authentication (the local mail catcher). */
  SMTP_USER: z.string().min(1).optional(),
  /** A secret in a real project (Secret Manager), like the Stripe keys. */
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** The From of every email, e.g. `StorySprout <stories@example.com>`. */
  STORYSPROUT_MAIL_FROM: z.string().min(3).optional(),
  /** The time zone in which the server decides whether a sale is on when it charges. */
  STORYSPROUT_SALE_TIMEZONE: z.string().min(1).default('America/Los_Angeles'),
});

export type Config = z.infer<typeof schema> & {
  /** What the features are told (Deps.settings), derived once here. */
  settings: Settings;
  /** The Firebase project (empty where none is named, e.g. a command-line tool). */
  projectId: string;
  /** The Cloud Storage bucket: STORYSPROUT_BUCKET, else the project's default from FIREBASE_CONFIG. */
  bucket: string | undefined;
  /** The narrator adapter: STORYSPROUT_NARRATOR, else the one that goes with the engines. */
  narrator: 'texttospeech' | 'offline' | 'off';
  /** Lulu's API: sandbox unless set (a real project must say which). */
  luluEnvironment: 'sandbox' | 'production';
  /**
   * The emulators firebase-admin talks to instead of Google (host:port, set by the emulator
   * suite), so the adapters can say which they use; undefined in production.
   */
  emulators: { firestore?: string; storage?: string; tasks?: string };
  /**
   * Who the enqueued tasks run as: STORYSPROUT_TASKS_SERVICE_ACCOUNT (required in a real project
   * by every function that enqueues), else, in a demo project, the emulator's account.
   */
  tasksServiceAccount: string | undefined;
};

/** The account firebase-admin names on tasks it sends to the Cloud Tasks emulator. */
export const EMULATED_TASKS_SERVICE_ACCOUNT = 'emulated-service-acct@email.com';

/** The configured sale, or the launch sale; a half-configured sale is a configuration error. */
function saleOf(env: z.infer<typeof schema>): Sale {
  const given = [
    env.STORYSPROUT_SALE_LABEL,
    env.STORYSPROUT_SALE_END,
    env.STORYSPROUT_SALE_DIGITAL_PERCENT_OFF,
    env.STORYSPROUT_SALE_PRINT_PERCENT_OFF,
  ];
  if (given.every((v) => v === undefined) && env.STORYSPROUT_SALE_START === undefined) return LAUNCH_SALE;
  const parsed = saleSchema.safeParse({
    label: env.STORYSPROUT_SALE_LABEL,
    start: env.STORYSPROUT_SALE_START ?? null,
    end: env.STORYSPROUT_SALE_END,
    digitalPercentOff: env.STORYSPROUT_SALE_DIGITAL_PERCENT_OFF,
    printPercentOff: env.STORYSPROUT_SALE_PRINT_PERCENT_OFF,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'sale'}: ${i.message}`).join('; ');
    throw new Error(`Invalid StorySprout configuration: STORYSPROUT_SALE_*: ${problems}`);
  }
  return parsed.data;
}

/** Every port, for processes that run them all (the local stack's tools, the API tests). */
export const ALL_PORTS: readonly PortName[] = [
  'store',
  'blobs',
  'tasks',
  'identity',
  'storyteller',
  'illustrator',
  'checker',
  'moderator',
  'narrator',
  'payments',
  'print',
  'mailer',
];

/**
 * FIREBASE_CONFIG as Cloud Functions sets it (JSON, or a path to a JSON file as firebase-admin
 * also accepts): the project and its default bucket.
 */
function firebaseConfigOf(env: NodeJS.ProcessEnv): { projectId?: string; storageBucket?: string } {
  const raw = env.FIREBASE_CONFIG?.trim();
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw.startsWith('{') ? raw : readFileSync(raw, 'utf8'));
    const { projectId, storageBucket } = (parsed ?? {}) as Record<string, unknown>;
    return {
      ...(typeof projectId === 'string' && projectId ? { projectId } : {}),
      ...(typeof storageBucket === 'string' && storageBucket ? { storageBucket } : {}),
    };
  } catch (error) {
    throw new Error(`Invalid StorySprout configuration: FIREBASE_CONFIG cannot be read: ${String(error)}`);
  }
}

export function projectIdOf(env: NodeJS.ProcessEnv = process.env): string {
  return env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || firebaseConfigOf(env).projectId || '';
}

/** Emulator projects are named demo-*; every other named project is real and may move money. */
export const isRealProject = (projectId: string) => projectId !== '' && !projectId.startsWith('demo-');

/** The settings kept in Secret Manager in a real project (index.ts declares each with defineSecret). */
export type SecretName =
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'LULU_CLIENT_SECRET' | 'SMTP_PASSWORD';

/**
 * The secrets (Secret Manager) a function with these ports must bind in a real project; the
 * emulators' demo project has no Secret Manager and gets its values from the environment.
 */
export function secretsFor(ports: readonly PortName[], env: NodeJS.ProcessEnv = process.env): SecretName[] {
  if (!isRealProject(projectIdOf(env))) return [];
  return [
    ...(ports.includes('payments') ? (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) : []),
    ...(ports.includes('print') && env.STORYSPROUT_PRINT === 'lulu' ? (['LULU_CLIENT_SECRET'] as const) : []),
    ...(ports.includes('mailer') && env.STORYSPROUT_MAIL === 'smtp' && env.SMTP_USER
      ? (['SMTP_PASSWORD'] as const)
      : []),
  ];
}

const isLocalUrl = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return (
    protocol !== 'https:' ||
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '::1' ||
    hostname === '[::1]' ||
    /^127\./.test(hostname) ||
    hostname === '0.0.0.0'
  );
};

/**
 * Settings that are right on the emulators and wrong with real money and real parents: each is
 * refused in a real project, naming the variable, before the function does any work.
 */
function unsafeInRealProject(env: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  if (env.STORYSPROUT_STORE === 'sqlite')
    problems.push("STORYSPROUT_STORE=sqlite keeps data in one instance's file; use firestore");
  if (env.STORYSPROUT_BLOBS === 'local')
    problems.push("STORYSPROUT_BLOBS=local keeps pictures in one instance's directory; use cloud");
  if (isLocalUrl(env.STORYSPROUT_APP_URL))
    problems.push(
      `STORYSPROUT_APP_URL must be the site's https address (payment pages return there), not ${env.STORYSPROUT_APP_URL}`,
    );
  if (env.STORYSPROUT_PRINT === 'lulu' && !env.LULU_ENVIRONMENT)
    problems.push(
      'LULU_ENVIRONMENT must be set (production, or sandbox for test orders) when STORYSPROUT_PRINT=lulu',
    );
  for (const name of [
    'STRIPE_API_BASE',
    'GEMINI_BASE_URL',
    'TEXT_TO_SPEECH_BASE_URL',
    'STORYSPROUT_FILES_URL',
  ] as const)
    if (env[name]) problems.push(`${name} is for local stand-ins only`);
  for (const name of ['STORYSPROUT_SIMULATED_DRAW_MS', 'STORYSPROUT_SIMULATED_CHECK_MS'] as const)
    if (env[name] !== undefined) problems.push(`${name} simulates model time on the local stack only`);
  if (env.STORYSPROUT_MAIL === 'smtp' && env.SMTP_HOST && isLocalUrl(`https://${env.SMTP_HOST}`))
    problems.push('SMTP_HOST points at a local mail catcher; name the real mail server');
  if (env.LULU_API_URL && isLocalUrl(env.LULU_API_URL))
    problems.push('LULU_API_URL points at a local stand-in; leave it unset and choose LULU_ENVIRONMENT');
  return problems;
}

/**
 * Loads and checks the configuration a function needs: the variables of its own ports only,
 * so a schedule that never pays does not need the payment secrets it does not bind.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  ports: readonly PortName[] = ALL_PORTS,
): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid StorySprout configuration: ${problems}`);
  }
  const projectId = projectIdOf(env);
  if (isRealProject(projectId)) {
    const unsafe = unsafeInRealProject(parsed.data);
    if (unsafe.length > 0)
      throw new Error(`Invalid StorySprout configuration for project ${projectId}: ${unsafe.join('; ')}`);
  }
  const config: Config = {
    ...parsed.data,
    settings: {
      appUrl: parsed.data.STORYSPROUT_APP_URL,
      allowedCountries: parsed.data.STORYSPROUT_ALLOWED_COUNTRIES,
      unknownCountryAllowed: parsed.data.STORYSPROUT_UNKNOWN_COUNTRY_ALLOWED,
      sale: saleOf(parsed.data),
      saleTimezone: parsed.data.STORYSPROUT_SALE_TIMEZONE,
      automaticTax: parsed.data.STRIPE_AUTOMATIC_TAX,
      pageCheckMinScore: parsed.data.STORYSPROUT_PAGE_CHECK_MIN_SCORE,
      draftsPerHour: parsed.data.STORYSPROUT_DRAFTS_PER_HOUR,
      drawing: {
        concurrency: parsed.data.STORYSPROUT_DRAW_CONCURRENCY,
        dispatchesPerSecond: parsed.data.STORYSPROUT_DRAW_DISPATCHES_PER_SECOND,
        secondsPerDrawing: parsed.data.STORYSPROUT_DRAW_SECONDS,
        perAccount:
          parsed.data.STORYSPROUT_DRAW_PER_ACCOUNT ?? Math.ceil(parsed.data.STORYSPROUT_DRAW_CONCURRENCY / 2),
        batchReserve: parsed.data.STORYSPROUT_BATCH_DRAW_RESERVE,
        lineLimit:
          parsed.data.STORYSPROUT_DRAW_LINE_LIMIT ??
          defaultLineLimit({
            concurrency: parsed.data.STORYSPROUT_DRAW_CONCURRENCY,
            dispatchesPerSecond: parsed.data.STORYSPROUT_DRAW_DISPATCHES_PER_SECOND,
            secondsPerDrawing: parsed.data.STORYSPROUT_DRAW_SECONDS,
          }),
      },
      narration: parsed.data.STORYSPROUT_NARRATOR !== 'off',
    },
    projectId,
    bucket: parsed.data.STORYSPROUT_BUCKET ?? firebaseConfigOf(env).storageBucket,
    narrator:
      parsed.data.STORYSPROUT_NARRATOR ??
      (parsed.data.STORYSPROUT_ENGINES === 'offline' ? 'offline' : 'texttospeech'),
    luluEnvironment: parsed.data.LULU_ENVIRONMENT ?? 'sandbox',
    emulators: {
      firestore: env.FIRESTORE_EMULATOR_HOST,
      storage: env.FIREBASE_STORAGE_EMULATOR_HOST,
      tasks: env.CLOUD_TASKS_EMULATOR_HOST,
    },
    tasksServiceAccount:
      parsed.data.STORYSPROUT_TASKS_SERVICE_ACCOUNT ??
      (isRealProject(projectId) ? undefined : EMULATED_TASKS_SERVICE_ACCOUNT),
  };
  const uses = (port: PortName) => ports.includes(port);
  const printing = uses('print') && config.STORYSPROUT_PRINT === 'lulu';
  const mailing = uses('mailer') && config.STORYSPROUT_MAIL === 'smtp';
  // Variables only some adapters need: [name, value, whether needed, when it is needed].
  const conditional: [string, unknown, boolean, string][] = [
    [
      'STORYSPROUT_SQLITE_PATH',
      config.STORYSPROUT_SQLITE_PATH,
      uses('store') && config.STORYSPROUT_STORE === 'sqlite',
      'STORYSPROUT_STORE=sqlite',
    ],
    [
      'STORYSPROUT_BLOB_DIR',
      config.STORYSPROUT_BLOB_DIR,
      uses('blobs') && config.STORYSPROUT_BLOBS === 'local',
      'STORYSPROUT_BLOBS=local',
    ],
    [
      'STORYSPROUT_BUCKET',
      config.bucket,
      uses('blobs') && config.STORYSPROUT_BLOBS === 'cloud',
      'STORYSPROUT_BLOBS=cloud and FIREBASE_CONFIG names no storageBucket',
    ],
    [
      'STORYSPROUT_TASKS_SERVICE_ACCOUNT',
      config.tasksServiceAccount,
      uses('tasks') && isRealProject(projectId),
      'a function enqueues tasks in a real project',
    ],
    ['STRIPE_WEBHOOK_SECRET', config.STRIPE_WEBHOOK_SECRET, uses('payments'), 'payments are on'],
    ['STRIPE_SECRET_KEY', config.STRIPE_SECRET_KEY, uses('payments'), 'payments are on'],
    ['LULU_CLIENT_KEY', config.LULU_CLIENT_KEY, printing, 'STORYSPROUT_PRINT=lulu'],
    ['SMTP_HOST', config.SMTP_HOST, mailing, 'STORYSPROUT_MAIL=smtp'],
    ['STORYSPROUT_MAIL_FROM', config.STORYSPROUT_MAIL_FROM, mailing, 'STORYSPROUT_MAIL=smtp'],
    ['SMTP_PASSWORD', config.SMTP_PASSWORD, mailing && !!config.SMTP_USER, 'SMTP_USER is set'],
    ['LULU_CLIENT_SECRET', config.LULU_CLIENT_SECRET, printing, 'STORYSPROUT_PRINT=lulu'],
    [
      'STORYSPROUT_FILES_URL',
      config.STORYSPROUT_FILES_URL,
      printing && config.STORYSPROUT_BLOBS === 'local',
      'printing from a local blob directory',
    ],
    [
      'STORYSPROUT_FILES_SECRET',
      config.STORYSPROUT_FILES_SECRET,
      printing && config.STORYSPROUT_BLOBS === 'local',
      'printing from a local blob directory',
    ],
  ];
  const simulated = config.STORYSPROUT_SIMULATED_DRAW_MS ?? config.STORYSPROUT_SIMULATED_CHECK_MS;
  if (simulated !== undefined && config.STORYSPROUT_ENGINES !== 'offline')
    throw new Error(
      'Invalid StorySprout configuration: STORYSPROUT_SIMULATED_DRAW_MS and STORYSPROUT_SIMULATED_CHECK_MS need STORYSPROUT_ENGINES=offline',
    );
  for (const [name, value, needed, when] of conditional) {
    if (needed && !value)
      throw new Error(`Invalid StorySprout configuration: ${name} is required when ${when}`);
  }
  return config;
}

/**
 * A deployed function's configuration, from the environment the platform gives its instance
 * (settings from functions/.env.<project>, the secrets it binds): index.ts reads nothing itself.
 */
export function functionConfig(ports: readonly PortName[]): Config {
  return loadConfig(process.env, ports);
}

/**
 * The dispatch rate of the drawing queues in the Functions emulator, unless set: the rate limit
 * protects the image model's quota, and locally there is none (the offline engines, or the
 * Gemini stand-in). At 2 a second a class of 25 books (275 drawings) would take 2.3 minutes.
 */
const EMULATOR_DRAW_DISPATCHES_PER_SECOND = '20';

/**
 * The drawing queues' rate limits, for the function definitions (validated like the rest). The
 * emulator reads them when it discovers the functions, with the functions' .env files but not
 * the stack's environment, so its own default is decided here (FUNCTIONS_EMULATOR is set only
 * by the emulator).
 */
export function drawQueueLimits(env: NodeJS.ProcessEnv = process.env) {
  const emulated =
    env.FUNCTIONS_EMULATOR === 'true' && env.STORYSPROUT_DRAW_DISPATCHES_PER_SECOND === undefined
      ? { STORYSPROUT_DRAW_DISPATCHES_PER_SECOND: EMULATOR_DRAW_DISPATCHES_PER_SECOND }
      : {};
  const parsed = schema
    .pick({ STORYSPROUT_DRAW_CONCURRENCY: true, STORYSPROUT_DRAW_DISPATCHES_PER_SECOND: true })
    .safeParse({ ...env, ...emulated });
  if (!parsed.success) throw new Error(`Invalid StorySprout configuration: ${parsed.error.message}`);
  return {
    maxConcurrentDispatches: parsed.data.STORYSPROUT_DRAW_CONCURRENCY,
    maxDispatchesPerSecond: parsed.data.STORYSPROUT_DRAW_DISPATCHES_PER_SECOND,
  };
}
