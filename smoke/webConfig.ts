import type { SmokeOptions } from './args.js';
import { describe, expectStatus, json, request, StepFailure } from './http.js';

export interface WebConfig {
  apiKey: string;
  projectId: string;
  /** Where the values came from, for the report. */
  source: string;
}

/**
 * The site's Firebase web config. Deployed Hosting sites serve it at /__/firebase/init.json (the
 * web client reads the same values from its build); the Hosting emulator serves it too, with the
 * demo project and a fake API key that the Auth emulator accepts. --api-key and --project win.
 */
export async function readWebConfig(
  options: Pick<SmokeOptions, 'url' | 'apiKey' | 'project'>,
  deadline: number,
): Promise<WebConfig> {
  if (options.apiKey && options.project)
    return { apiKey: options.apiKey, projectId: options.project, source: '--api-key and --project' };
  const answer = expectStatus(await request(`${options.url}/__/firebase/init.json`, {}, deadline), 200);
  const config = json<{ apiKey?: unknown; projectId?: unknown }>(answer);
  const apiKey = options.apiKey ?? (typeof config.apiKey === 'string' ? config.apiKey : '');
  const projectId = options.project ?? (typeof config.projectId === 'string' ? config.projectId : '');
  if (!apiKey || !projectId)
    throw new StepFailure(`${describe(answer)} (no apiKey or projectId; pass --api-key and --project)`);
  const overridden = [options.apiKey && '--api-key', options.project && '--project'].filter(Boolean);
  return {
    apiKey,
    projectId,
    source: ['/__/firebase/init.json', ...overridden].join(' + '),
  };
}
