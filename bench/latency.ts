/**
 * API latency on the local stack: p50/p95/p99 and requests/s for the public country check, an
 * authenticated /user read, and a bare function in the same run, with each one's p95 ratio to
 * the bare function.
 */
import autocannon from 'autocannon';
import { idTokenFor } from '../e2e/emulatorAuth.js';
import { FUNCTIONS_URL, HOSTING_URL } from '../emulators/src/stack.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** The seeded demo parent's ID token (the bench's authenticated caller). */
export const demoToken = () => idTokenFor('parent@storysprout.test', 'sprout-parent');

async function measure(target: Target) {
  // The Functions emulator runs one request per worker process and starts a worker per
  // concurrent request, so warm up at full concurrency; cold starts are not what we measure.
  await autocannon({ ...target, connections: CONNECTIONS, amount: CONNECTIONS * 20, timeout: 120 });
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    name: target.name,
    p50: result.latency.p50,
    p95: percentile95(result),
    p99: result.latency.p99,
    rps: result.requests.average,
  };
}

/** autocannon reports p90 and p97.5; interpolate p95 between them. */
function percentile95(result: autocannon.Result): number {
  const latency = result.latency as unknown as Record<string, number>;
  const p90 = latency.p90 ?? 0;
  const p975 = latency.p97_5 ?? p90;
  return p90 + ((95 - 90) / (97.5 - 90)) * (p975 - p90);
}

export async function latencyTable(token: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const targets: Target[] = [
    { name: 'bare function (healthz)', url: `${FUNCTIONS_URL}/healthz`, method: 'GET' },
    {
      name: 'GET /public/getCountry (function)',
      url: `${FUNCTIONS_URL}/api/public/getCountry`,
      method: 'GET',
    },
    {
      name: 'POST /user/getNumCredits (function)',
      url: `${FUNCTIONS_URL}/api/user/getNumCredits`,
      method: 'POST',
      headers: auth,
      body: '{}',
    },
    { name: 'GET /public/getCountry (via Hosting)', url: `${HOSTING_URL}/public/getCountry`, method: 'GET' },
    {
      name: 'POST /user/getNumCredits (via Hosting)',
      url: `${HOSTING_URL}/user/getNumCredits`,
      method: 'POST',
      headers: auth,
      body: '{}',
    },
  ];
  const rows = [];
  for (const target of targets) rows.push(await measure(target));
  const bare = rows[0]!;
  console.log(`\nAPI latency on the local stack: ${CONNECTIONS} connections, ${DURATION}s each (ms)\n`);
  console.log('| target | p50 | p95 | p99 | req/s | p95 / bare |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.rps.toFixed(0)} | ${(row.p95 / bare.p95).toFixed(2)} |`,
    );
  }
}
