/**
 * One exported function, booted as Cloud Functions boots it: this process has only the
 * environment the boot test gives it (a real project, its settings, its own secrets, emulator
 * hosts that refuse every connection). It loads the BUILT module, calls the function once the
 * way its trigger would, and prints one JSON line: what happened and whether it came up.
 *
 * Usage: node --import tsx probe.ts <functionName>
 */
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface ProbeResult {
  name: string;
  kind: 'https' | 'task' | 'schedule' | 'unknown';
  /** The function logged that its ports are built ("StorySprout <name> ready"). */
  ready: boolean;
  /** ok: it answered or finished; network: it failed reaching a refused sink; failed: anything else. */
  outcome: 'ok' | 'network' | 'waiting' | 'failed';
  detail: string;
}

const name = process.argv[2] ?? '';
const lib = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../lib/index.js');
const DEADLINE_MS = Number(process.env.BOOT_PROBE_DEADLINE_MS ?? 20_000);

let ready = false;
const log = console.log.bind(console);
// The functions log through firebase-functions' logger, which writes JSON lines to stdout with
// whichever console method fits the severity: watch the stream itself for the ready line.
const write = process.stdout.write.bind(process.stdout) as (chunk: unknown, ...rest: unknown[]) => boolean;
process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
  if (String(chunk).includes(`"StorySprout ${name} ready"`)) ready = true;
  return write(chunk, ...rest);
}) as typeof process.stdout.write;

/** Connection failures against the refusing sinks (or a world this machine cannot reach). */
const NETWORK =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|UNAVAILABLE|fetch failed|No connection established|StripeConnectionError|An error occurred with our connection to Stripe|socket hang up/i;

function classify(error: unknown): Pick<ProbeResult, 'outcome' | 'detail'> {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const chain = [text];
  let cause = (error as { cause?: unknown })?.cause;
  while (cause && chain.length < 5) {
    chain.push(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
    cause = (cause as { cause?: unknown }).cause;
  }
  const detail = chain.join(' <- ').slice(0, 600);
  return { outcome: NETWORK.test(detail) ? 'network' : 'failed', detail };
}

const TASK_PAYLOADS: Record<string, object> = {
  writeStory: { bookId: '1767225600000' },
  drawReferenceSheet: { bookId: '1767225600000' },
  illustratePage: { bookId: '1767225600000', page: 1 },
  redrawPage: { bookId: '1767225600000', page: 1, variant: 1 },
  drawBatch: { bookId: '1767225600000', page: 1, variant: 0 },
  narratePage: { bookId: '1767225600000', page: 1, voice: 'en-US-Neural2-F' },
  buildPrintFile: {
    bookId: '1767225600000',
    kind: 'interior',
    build: '0f8fad5b-d9cb-469f-a165-70867728950e',
  },
  deleteAccount: { uid: 'boot-probe-user', email: null },
  makeClassBook: { classId: 'class_boot-probe', index: 0 },
};

type Endpoint = { httpsTrigger?: object; taskQueueTrigger?: object; scheduleTrigger?: object };
type Exported = ((req: unknown, res: unknown) => unknown) & {
  __endpoint?: Endpoint;
  run?: (input: unknown) => Promise<unknown>;
};

/** Serves an onRequest function the way the platform does: rawBody kept, JSON parsed. */
async function callHttps(fn: Exported): Promise<string> {
  const app = express();
  app.use(express.raw({ type: '*/*' }), (req, _res, next) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    Object.assign(req, { rawBody: raw, body: raw.length ? JSON.parse(raw.toString()) : {} });
    next();
  });
  app.use((req, res) => void fn(req, res));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (route: string, init?: RequestInit) => {
    const response = await fetch(`${base}${route}`, init);
    return `${route} ${response.status} ${(await response.text()).slice(0, 120)}`;
  };
  const post = (route: string, headers: Record<string, string>) =>
    call(route, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
  try {
    // Each answer below needs the function's whole start (config, adapters, secrets) first.
    const answers: Record<string, () => Promise<string[]>> = {
      api: async () => [
        await call('/public/getCountry'),
        await post('/user/getNumCredits', { authorization: 'Bearer not-a-token' }),
      ],
      stripeWebhook: async () => [await post('/stripe/webhook', { 'stripe-signature': 't=1,v1=00' })],
      printWebhook: async () => [await post('/print/webhook', { 'lulu-hmac-sha256': '00' })],
      healthz: async () => [await call('/healthz')],
    };
    const results = await (answers[name] ?? (async () => [await call('/')]))();
    const unexpected = results.filter((r) => / 5\d\d /.test(r));
    if (unexpected.length) throw new Error(`answered ${unexpected.join('; ')}`);
    return results.join('; ');
  } finally {
    server.close();
  }
}

async function main(): Promise<ProbeResult> {
  const exported = ((await import(pathToFileURL(lib).href)) as Record<string, Exported>)[name];
  if (!exported) return { name, kind: 'unknown', ready, outcome: 'failed', detail: 'not exported' };
  const endpoint = exported.__endpoint ?? {};
  const kind = endpoint.httpsTrigger
    ? 'https'
    : endpoint.taskQueueTrigger
      ? 'task'
      : endpoint.scheduleTrigger
        ? 'schedule'
        : 'unknown';
  // The boot test may stop a queue or schedule function once it has reached Google's services.
  log(`BOOT-PROBE-KIND ${kind}`);
  const work = (async () => {
    if (kind === 'https') return callHttps(exported);
    if (kind === 'task')
      return exported.run?.({ data: TASK_PAYLOADS[name], retryCount: 0, executionCount: 0, queueName: name });
    if (kind === 'schedule') return exported.run?.({ scheduleTime: new Date().toISOString(), jobName: name });
    throw new Error('unknown trigger');
  })();
  const settled = await Promise.race([
    work.then(
      (value) => ({ outcome: 'ok' as const, detail: String(value ?? 'finished') }),
      (error: unknown) => classify(error),
    ),
    new Promise<{ outcome: 'waiting'; detail: string }>((resolve) =>
      setTimeout(
        () => resolve({ outcome: 'waiting', detail: `still waiting on the network after ${DEADLINE_MS} ms` }),
        DEADLINE_MS,
      ).unref(),
    ),
  ]);
  return { name, kind, ready, ...settled };
}

main()
  .catch((error: unknown) => ({
    name,
    kind: 'unknown' as const,
    ready,
    ...classify(error),
    outcome: 'failed' as const,
  }))
  .then((result) => {
    log(`BOOT-PROBE ${JSON.stringify(result)}`);
    process.exit(0);
  });
