import { parseArgs } from 'node:util';
import { DEFAULT_TIMEOUT_MINUTES, isStepName, STEPS, type StepName } from './steps.js';

export interface SmokeOptions {
  /** The site's origin, e.g. https://storysprout.com (no trailing slash). */
  url: string;
  /** Overrides of the site's Firebase web config (/__/firebase/init.json). */
  apiKey: string | null;
  project: string | null;
  /** host:port of an Auth emulator to use instead of the one the target implies. */
  authEmulator: string | null;
  /** The throw-away parent is smoke+<timestamp>@<emailDomain>. */
  emailDomain: string;
  /** Per step, in milliseconds. */
  timeoutsMs: Record<StepName, number>;
}

export type ParsedArgs = { help: true } | { help: false; options: SmokeOptions };

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage: npm run smoke -- --url https://<site> [options]

Walks a throw-away parent through the deployed product over HTTP (sign-up, an Avatar story,
its 10 pictures, the PDF, a credit checkout left unpaid, account deletion) and prints each
step's time. Exits 0 only when every step passed.

Options:
  --url <origin>                 the site (required), e.g. https://storysprout.com or http://localhost:5000
  --api-key <key>                Firebase web API key (default: the site's /__/firebase/init.json)
  --project <id>                 Firebase project id (default: the site's /__/firebase/init.json)
  --auth-emulator <host:port>    use this Auth emulator (default: FIREBASE_AUTH_EMULATOR_HOST, or
                                 127.0.0.1:9099 for a localhost site or a demo- project)
  --email-domain <domain>        the throw-away address is smoke+<timestamp>@<domain> (default example.com)
  --timeout-minutes <n>          every step's time-out, or <step>=<n> for one step (repeatable);
                                 steps: ${STEPS.join(', ')}
                                 defaults: ${STEPS.map((s) => `${s}=${DEFAULT_TIMEOUT_MINUTES[s]}`).join(', ')}
  --help                         this text

In production the sign-up is marked verified with firebase-admin and your Application Default
Credentials (gcloud auth application-default login); see docs/deploy.md, step 12 (Smoke test).`;

const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$/;
const DOMAIN = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** The site's origin; a path, query or non-http(s) scheme is a mistake worth saying so. */
function siteOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--url is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UsageError(`--url must be http(s): ${raw}`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new UsageError(`--url must be the site's origin only (no path): ${raw}`);
  return url.origin;
}

function minutes(raw: string, what: string): number {
  const value = Number(raw);
  if (!raw.trim() || !Number.isFinite(value) || value <= 0)
    throw new UsageError(`--timeout-minutes ${what} must be a positive number of minutes, got '${raw}'`);
  return value;
}

/** `5` sets every step; `pictures=20` (or `pictures=20,story=3`) sets the named steps. */
export function timeoutsFrom(values: readonly string[]): Record<StepName, number> {
  const result = { ...DEFAULT_TIMEOUT_MINUTES };
  for (const value of values) {
    for (const part of value.split(',')) {
      const [name, amount] = part.split('=', 2).map((s) => s.trim());
      if (amount === undefined) {
        const all = minutes(name ?? '', 'for every step');
        for (const step of STEPS) result[step] = all;
      } else if (name && isStepName(name)) {
        result[name] = minutes(amount, `for ${name}`);
      } else {
        throw new UsageError(`--timeout-minutes: unknown step '${name}' (steps: ${STEPS.join(', ')})`);
      }
    }
  }
  return Object.fromEntries(STEPS.map((s) => [s, Math.round(result[s] * 60_000)])) as Record<
    StepName,
    number
  >;
}

/** The command line of `npm run smoke -- ...` (argv without node and the script). */
export function parseSmokeArgs(argv: readonly string[]): ParsedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        'api-key': { type: 'string' },
        project: { type: 'string' },
        'auth-emulator': { type: 'string' },
        'email-domain': { type: 'string' },
        'timeout-minutes': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { help: true };
  if (!values.url) throw new UsageError('--url is required');
  const authEmulator = values['auth-emulator'] ?? null;
  if (authEmulator !== null && !HOST_PORT.test(authEmulator))
    throw new UsageError(`--auth-emulator must be host:port, got '${authEmulator}'`);
  const emailDomain = values['email-domain'] ?? 'example.com';
  if (!DOMAIN.test(emailDomain)) throw new UsageError(`--email-domain is not a domain: '${emailDomain}'`);
  const nonEmpty = (flag: string, value: string | undefined) => {
    if (value !== undefined && !value.trim()) throw new UsageError(`${flag} must not be empty`);
    return value?.trim() || null;
  };
  return {
    help: false,
    options: {
      url: siteOrigin(values.url),
      apiKey: nonEmpty('--api-key', values['api-key']),
      project: nonEmpty('--project', values.project),
      authEmulator,
      emailDomain,
      timeoutsMs: timeoutsFrom(values['timeout-minutes'] ?? []),
    },
  };
}

export type AuthTarget = { kind: 'production' } | { kind: 'emulator'; host: string };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which Firebase Auth the throw-away parent lives in. A site on this machine or a demo- project
 * (which exists only in the emulators) means the local stack's Auth emulator; anything else is
 * the real Identity Toolkit of the project.
 */
export function authTarget(
  options: Pick<SmokeOptions, 'url' | 'authEmulator'>,
  projectId: string,
  env: Record<string, string | undefined>,
): AuthTarget {
  if (options.authEmulator) return { kind: 'emulator', host: options.authEmulator };
  if (env.FIREBASE_AUTH_EMULATOR_HOST) return { kind: 'emulator', host: env.FIREBASE_AUTH_EMULATOR_HOST };
  if (projectId.startsWith('demo-') || LOOPBACK.has(new URL(options.url).hostname))
    return { kind: 'emulator', host: '127.0.0.1:9099' };
  return { kind: 'production' };
}
