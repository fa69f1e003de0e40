import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PORTS, ROOT } from './stack.js';

/**
 * The local stack's copy of firebase.json. The committed one is production's: its CSP allows no
 * localhost and frames only the site itself. On the emulators the app also talks to the Auth
 * emulator and frames its sign-in pages, so this copy adds exactly those sources. It sits beside
 * firebase.json because the paths inside it are relative to the file (gitignored).
 */
export const LOCAL_FIREBASE_JSON = path.join(ROOT, 'firebase.local.json');

const EMULATOR_ORIGINS = [`http://localhost:${PORTS.auth}`, `http://127.0.0.1:${PORTS.auth}`];

/** Where the stack's signed file addresses point (the API's /public/files): narration audio plays from there. */
const FILES_ORIGIN = `http://127.0.0.1:${PORTS.functions}`;

/**
 * The CSP with the Auth emulator added to connect-src and frame-src, and the Functions emulator
 * (the local stand-in for Cloud Storage's signed addresses) to media-src.
 */
export function withEmulatorSources(csp: string): string {
  return csp
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      if (name === 'media-src') return `${directive.trimEnd()} ${FILES_ORIGIN}`;
      return name === 'connect-src' || name === 'frame-src'
        ? `${directive.trimEnd()} ${EMULATOR_ORIGINS.join(' ')}`
        : directive;
    })
    .join(';');
}

type Header = { key: string; value: string };
type HostingHeaders = { source: string; headers: Header[] }[];

/**
 * Writes the local firebase.json. functionsEnv are settings the Functions emulator must know when
 * it discovers the functions (the drawing queues' rate limits): the emulator reads them only from
 * .env files, so they go to an env file in envDir, named as the functions' configDir.
 */
export function writeLocalFirebaseJson(functionsEnv: Record<string, string> = {}, envDir?: string): string {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { headers: HostingHeaders };
    functions: { source: string; configDir?: string }[];
  };
  for (const rule of config.hosting.headers)
    for (const header of rule.headers)
      if (header.key === 'Content-Security-Policy') header.value = withEmulatorSources(header.value);
  if (envDir) {
    mkdirSync(envDir, { recursive: true });
    const lines = Object.entries(functionsEnv).map(([name, value]) => `${name}=${value}\n`);
    writeFileSync(path.join(envDir, '.env'), lines.join(''));
    for (const codebase of config.functions) codebase.configDir = path.relative(ROOT, envDir);
  }
  writeFileSync(LOCAL_FIREBASE_JSON, `${JSON.stringify(config, null, 2)}\n`);
  return LOCAL_FIREBASE_JSON;
}
