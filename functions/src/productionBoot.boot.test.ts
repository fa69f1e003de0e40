/**
 * Every exported function booted the way Cloud Functions boots it in a real project: the BUILT
 * module (`npm run build -w functions`), FIREBASE_CONFIG and GCLOUD_PROJECT as the platform sets
 * them, the settings of functions/.env.example, only the secrets that function binds, and no
 * emulator but sinks that drop every connection. Each function is called once as its trigger
 * would; none may fail on configuration or initialisation.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedEnv } from '../../emulators/src/loopbackGuard/index.js';
import { FUNCTION_PORTS } from './functionPorts.js';
import type { ProbeResult } from './testing/productionBoot/probe.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const functionsDir = path.resolve(here, '..');
const probe = path.join(here, 'testing', 'productionBoot', 'probe.ts');
const PROJECT = 'storysprout-boot-test';
const GUARD_LOG = path.join(os.tmpdir(), `storysprout-boot-guard-${process.pid}.jsonl`);

/** functions/.env.example's active lines: what an operator copies to functions/.env.<project>. */
function exampleSettings(): Record<string, string> {
  const lines = readFileSync(path.join(functionsDir, '.env.example'), 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** A TCP endpoint that takes every connection and drops it at once, counting them. */
interface Sink {
  port: number;
  hits: number;
  close(): Promise<void>;
}
async function sink(): Promise<Sink> {
  const state = { hits: 0 };
  const server = net.createServer((socket) => {
    state.hits++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get hits() {
      return state.hits;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const sinks: Sink[] = [];

/** The environment of a function instance: the platform's variables, settings, given secrets. */
function platformEnv(secrets: Record<string, string>, sinkPort: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    GCLOUD_PROJECT: PROJECT,
    FIREBASE_CONFIG: JSON.stringify({
      projectId: PROJECT,
      storageBucket: `${PROJECT}.firebasestorage.app`,
      locationId: 'us-central',
    }),
    ...exampleSettings(),
    // Nothing may reach Google from a test: every Google client goes to a sink that drops it.
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${sinkPort}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${sinkPort}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${sinkPort}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${sinkPort}`,
    CLOUD_TASKS_EMULATOR_HOST: `127.0.0.1:${sinkPort}`,
    // The rest of the world (Vertex AI, Stripe, Lulu) is refused before any DNS lookup.
    ...guardedEnv(GUARD_LOG),
    ...secrets,
  };
}

/**
 * Runs a node process to its end, or until `enough(output)` says what was needed has been seen
 * (then the process is stopped and `stopped` is true).
 */
function runNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  enough: (output: string) => boolean = () => false,
): Promise<{ output: string; stopped: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: functionsDir, env });
    let output = '';
    let stopped = false;
    const watch = setInterval(() => {
      if (stopped || !enough(output)) return;
      stopped = true;
      child.kill('SIGKILL');
    }, 100);
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      clearInterval(watch);
      resolve({ output, stopped });
    });
  });
}

/** Each exported function with the secrets it binds, read from the deploy manifest it declares. */
async function boundSecrets(): Promise<Record<string, string[]>> {
  const script = `
    const m = await import('./lib/index.js');
    const out = {};
    for (const [name, fn] of Object.entries(m))
      out[name] = (fn.__endpoint?.secretEnvironmentVariables ?? []).map((s) => s.key);
    console.log('SECRETS ' + JSON.stringify(out));`;
  const discovery = await sink();
  sinks.push(discovery);
  const sinkPort = discovery.port;
  const { output } = await runNode(['--input-type=module', '-e', script], platformEnv({}, sinkPort));
  const line = output.split('\n').find((l) => l.startsWith('SECRETS '));
  if (!line) throw new Error(`Loading the built module failed:\n${output}`);
  return JSON.parse(line.slice('SECRETS '.length)) as Record<string, string[]>;
}

async function boot(
  name: string,
  secrets: string[],
): Promise<ProbeResult & { sinkHits: number; log: string }> {
  const own = await sink();
  sinks.push(own);
  const values = Object.fromEntries(secrets.map((key) => [key, `boot-test-${key.toLowerCase()}`]));
  // A queue or schedule function that has built its ports and reached Google's services (the
  // sink) is past every start-up step: waiting out the probe's network deadline proves no more.
  const readyLine = `"StorySprout ${name} ready"`;
  const reachedGoogle = (output: string) =>
    /BOOT-PROBE-KIND (task|schedule)/.test(output) && output.includes(readyLine) && own.hits > 0;
  const { output: log, stopped } = await runNode(
    ['--import', 'tsx', probe, name],
    platformEnv(values, own.port),
    reachedGoogle,
  );
  if (stopped) {
    const kind = /BOOT-PROBE-KIND (task|schedule)/.exec(log)?.[1] as ProbeResult['kind'];
    const detail = "reached Google's services (the sink) after its start-up";
    return { name, kind, ready: true, outcome: 'waiting', detail, sinkHits: own.hits, log };
  }
  const line = log.split('\n').find((l) => l.startsWith('BOOT-PROBE '));
  if (!line) throw new Error(`The probe of ${name} printed no result:\n${log}`);
  return { ...(JSON.parse(line.slice('BOOT-PROBE '.length)) as ProbeResult), sinkHits: own.hits, log };
}

/** Runs `work` over `items`, `limit` at a time (2 cores: a probe is a whole Node process). */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

let bound: Record<string, string[]>;
let results: Awaited<ReturnType<typeof boot>>[];

beforeAll(async () => {
  bound = await boundSecrets();
  results = await pool(Object.keys(bound), 7, (name) => boot(name, bound[name] ?? []));
}, 240_000);

afterAll(async () => {
  await Promise.all(sinks.map((s) => s.close()));
  rmSync(GUARD_LOG, { force: true });
});

describe('booted as in a real project, with only its own secrets', () => {
  it('exports exactly the functions of functionPorts.ts, each binding the secrets of its ports', () => {
    expect(Object.keys(bound).sort()).toEqual(Object.keys(FUNCTION_PORTS).sort());
    // The ones that move money or print bind those secrets; the rest bind none.
    expect(bound.stripeWebhook).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'LULU_CLIENT_SECRET']);
    expect(bound.reconcileStripePayments).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    for (const name of ['applyRetention', 'sweepStuckBooks', 'writeStory', 'illustratePage', 'deleteAccount'])
      expect(bound[name], name).toEqual([]);
  });

  it('starts every function and gets it to its work: no configuration or initialisation failure', () => {
    const report = results.map(
      (r) => `${r.name} (${r.kind}): ${r.outcome}, ready=${r.ready}, sink hits ${r.sinkHits}: ${r.detail}`,
    );
    for (const result of results) {
      const why = `${result.name}: ${result.outcome}: ${result.detail}\n${result.log}\nAll:\n  ${report.join('\n  ')}`;
      expect(result.outcome, why).not.toBe('failed');
      expect(result.log, why).not.toMatch(
        /Invalid StorySprout configuration|not wired|Bucket name not specified/,
      );
      // healthz touches no configuration on purpose; every other function builds its ports first.
      if (result.name !== 'healthz') expect(result.ready, why).toBe(true);
      // Waiting means it got as far as Google's services (here the sink), past every start-up step.
      if (result.outcome === 'waiting') expect(result.sinkHits, why).toBeGreaterThan(0);
    }
    expect(report.length).toBe(Object.keys(FUNCTION_PORTS).length);
  });

  it('answers the HTTP functions as their callers expect', () => {
    const detail = (name: string) => results.find((r) => r.name === name)?.detail ?? '';
    expect(detail('api')).toMatch(/\/public\/getCountry 200 .*\/user\/getNumCredits 401/);
    expect(detail('stripeWebhook')).toMatch(/\/stripe\/webhook 400 /);
    expect(detail('printWebhook')).toMatch(/\/print\/webhook 4\d\d /);
    expect(detail('healthz')).toMatch(/\/healthz 200 /);
  });

  it('fails a function that lacks a secret its code needs, naming it (the check can fail)', async () => {
    const result = await boot('stripeWebhook', ['STRIPE_SECRET_KEY', 'LULU_CLIENT_SECRET']);
    expect(result.log).toMatch(/STRIPE_WEBHOOK_SECRET is required/);
    expect(result.detail).toMatch(/ 500 /);
  }, 60_000);
});
