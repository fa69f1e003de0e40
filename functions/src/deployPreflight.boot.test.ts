/**
 * What `firebase deploy` checks before it talks to Google, run offline with firebase-tools' own
 * code: the runtime of firebase.json is supported today, the functions' settings are legal env
 * keys, and the deploy manifest the built module declares (discovered the way the CLI discovers
 * it) resolves into a valid backend. Needs `npm run build -w functions` (the boot project).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
// firebase-tools' own modules (the version the lockfile pins is the one operators deploy with).
const tools = <T>(module: string) => require(`firebase-tools/lib/${module}`) as T;

const supported = tools<{
  isRuntime(runtime: string): boolean;
  guardVersionSupport(runtime: string, now?: Date): void;
}>('deploy/functions/runtimes/supported');
const runtimes = tools<{
  getRuntimeDelegate(context: object): Promise<{
    validate(): Promise<void>;
    discoverBuild(
      config: object,
      env: Record<string, string>,
    ): Promise<{ runtime?: string; params?: { name: string; type: string }[] }>;
  }>;
}>('deploy/functions/runtimes');
const build = tools<{ resolveBackend(options: object): Promise<{ backend: object }> }>(
  'deploy/functions/build',
);
/**
 * Secret Manager as `firebase deploy` asks it about each declared secret (defineSecret) before
 * it deploys: here answered offline, from the set of secrets this test says exist.
 */
const secretManager = tools<{
  getSecretMetadata(projectId: string, name: string, version: string): Promise<object>;
}>('gcp/secretManager');
const secretsAsked: string[] = [];
let secretsThatExist = new Set<string>();
secretManager.getSecretMetadata = async (_projectId, name) => {
  secretsAsked.push(name);
  return secretsThatExist.has(name)
    ? { secret: { name }, secretVersion: { name: `${name}/versions/1`, state: 'ENABLED' } }
    : {};
};
const validate = tools<{ endpointsAreValid(backend: object): void }>('deploy/functions/validate');
const backend = tools<{
  allEndpoints(
    backend: object,
  ): { id: string; runtime: string; secretEnvironmentVariables?: { key: string }[] }[];
}>('deploy/functions/backend');
const functionsEnv = tools<{
  parse(text: string): { envs: Record<string, string>; errors: string[] };
  validateKey(key: string): void;
  loadFirebaseEnvs(firebaseConfig: object, projectId: string): Record<string, string>;
}>('functions/env');

const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
  functions: { source: string; runtime: string }[];
};
const [codebase] = firebaseJson.functions;

describe('firebase deploy, as far as it goes without Google', () => {
  it('asks for a runtime Cloud Functions accepts today, and the functions package agrees', () => {
    expect(codebase?.runtime).toBe('nodejs22');
    expect(supported.isRuntime(codebase!.runtime)).toBe(true);
    expect(() => supported.guardVersionSupport(codebase!.runtime)).not.toThrow();
    // The check is real: the runtime this project used before is refused.
    expect(() => supported.guardVersionSupport('nodejs20')).toThrow(/decommissioned/);
    const pkg = JSON.parse(readFileSync(path.join(root, 'functions', 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(`nodejs${pkg.engines.node}`).toBe(codebase!.runtime);
  });

  it('discovers and validates all 19 functions from the built module with the example settings', async () => {
    const projectId = 'storysprout-preflight';
    const firebaseConfig = {
      projectId,
      storageBucket: `${projectId}.firebasestorage.app`,
      locationId: 'us-central',
    };
    const parsed = functionsEnv.parse(readFileSync(path.join(root, 'functions', '.env.example'), 'utf8'));
    expect(parsed.errors).toEqual([]);
    for (const key of Object.keys(parsed.envs)) functionsEnv.validateKey(key);
    const delegate = await runtimes.getRuntimeDelegate({
      projectId,
      sourceDir: path.join(root, codebase!.source),
      projectDir: root,
      runtime: codebase!.runtime,
    });
    await delegate.validate();
    const discovered = await delegate.discoverBuild(
      { firebase: firebaseConfig },
      {
        ...parsed.envs,
        ...functionsEnv.loadFirebaseEnvs(firebaseConfig, projectId),
        GOOGLE_CLOUD_QUOTA_PROJECT: projectId,
      },
    );
    discovered.runtime = codebase!.runtime;
    // The secrets are declared parameters (defineSecret): deploy checks each exists first.
    const declared = (discovered.params ?? []).filter((p) => p.type === 'secret').map((p) => p.name);
    expect(declared.sort()).toEqual(['LULU_CLIENT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    const resolve = () =>
      build.resolveBackend({
        build: discovered,
        firebaseConfig,
        userEnvs: parsed.envs,
        codebase: 'default',
        nonInteractive: true,
        isEmulator: false,
      });
    // A secret missing from Secret Manager stops the deploy, naming the command that sets it.
    secretsThatExist = new Set(['STRIPE_SECRET_KEY', 'LULU_CLIENT_SECRET']);
    await expect(resolve()).rejects.toThrow(/firebase functions:secrets:set STRIPE_WEBHOOK_SECRET/);
    secretsThatExist = new Set(declared);
    secretsAsked.length = 0;
    const { backend: wanted } = await resolve();
    expect(secretsAsked.sort()).toEqual(declared);
    expect(() => validate.endpointsAreValid(wanted)).not.toThrow();
    const endpoints = backend.allEndpoints(wanted);
    expect(endpoints).toHaveLength(19);
    expect(new Set(endpoints.map((e) => e.runtime))).toEqual(new Set(['nodejs22']));
    const secrets = Object.fromEntries(
      endpoints.map((e) => [e.id, (e.secretEnvironmentVariables ?? []).map((s) => s.key)]),
    );
    expect(secrets.applyRetention).toEqual([]);
    expect(secrets.sweepStuckBooks).toEqual([]);
    expect(secrets.sendGiftEmails).toEqual([]);
    // Text-to-Speech signs in as the function's service account: no secret.
    expect(secrets.narratePage).toEqual([]);
    expect(secrets.reconcileStripePayments).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    // The example settings send no email: the sendEmail queue binds no SMTP password.
    expect(secrets.sendEmail).toEqual([]);
  }, 60_000);
});
