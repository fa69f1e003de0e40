/**
 * The local print lab: a small HTTP server that speaks the part of Lulu's Print API StorySprout
 * uses, so the local stack runs the real Lulu adapter end to end without an account. It gives
 * fixed shipping options and cover sizes, accepts print jobs, downloads and checks their files
 * (rejecting wrong ones with a reason, as Lulu does), then moves accepted jobs through Lulu's
 * statuses to SHIPPED with a tracking number, calling the status webhook signed like Lulu.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LEVEL_NAMES,
  LULU_SIGNATURE_HEADER,
  LULU_TOKEN_PATH,
  signLuluPayload,
  STATUS_TOPIC,
  type LuluPrintJob,
} from '../../../functions/src/adapters/lulu/luluApi.js';
import {
  bookCents,
  coverSize,
  labBindingOf,
  levelsTo,
  shippingCents,
  taxRateBps,
  trimOf,
} from './catalog.js';
import { coverProblem, interiorProblem, pdfShape } from './fileCheck.js';

export interface PrintLabOptions {
  clientKey: string;
  clientSecret: string;
  /** Where status changes are posted; without one only polling sees them. */
  webhookUrl?: string;
  /** Seconds between production statuses; 0 moves a job only when advance() is called. */
  stepSeconds: number;
  /** Jobs survive restarts in this JSON file. */
  stateFile?: string;
  port?: number;
}

/** After the file check, an accepted job moves through these, one step at a time. */
const PRODUCTION = ['PRODUCTION_DELAYED', 'PRODUCTION_READY', 'IN_PRODUCTION', 'SHIPPED'] as const;
const TOKEN_SECONDS = 3600;

interface LabJob extends LuluPrintJob {
  id: number;
  created: string;
  history: { status: string; at: string }[];
}

export interface PrintLab {
  url: string;
  /** Moves an accepted job one status on (what the timer does every stepSeconds). */
  advance(jobId: string): Promise<void>;
  /** Resolves once the job's files have been checked. */
  checked(jobId: string): Promise<void>;
  job(jobId: string): LabJob | undefined;
  /** Requests received, for tests that look at what the adapter sent. */
  readonly requests: { method: string; path: string; body: unknown }[];
  close(): Promise<void>;
}

export async function startPrintLab(options: PrintLabOptions): Promise<PrintLab> {
  const jobs = new Map<number, LabJob>(loadJobs(options.stateFile).map((j) => [j.id, j]));
  const tokens = new Map<string, number>();
  const checks = new Map<number, Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const requests: PrintLab['requests'] = [];
  let url = '';
  let closed = false;

  const save = () => {
    if (options.stateFile) writeFileSync(options.stateFile, JSON.stringify([...jobs.values()], null, 1));
  };
  const now = () => new Date().toISOString();

  async function setStatus(job: LabJob, status: string, messages: Record<string, unknown> = {}) {
    job.status = { name: status, messages, changed: now() };
    job.history.push({ status, at: job.status.changed as string });
    const item = job.line_items?.[0];
    if (item) item.status = { name: status, messages };
    if (status === 'SHIPPED' && item) {
      item.tracking_id = `LAB${String(job.id).padStart(9, '0')}`;
      item.tracking_urls = [`${url}/tracking/${item.tracking_id}`];
      item.carrier_name = 'StorySprout Lab Post';
    }
    save();
    await notify(job);
    schedule(job);
  }

  /** Posts the status event like Lulu; a webhook that is down is tried again a few times. */
  async function notify(job: LabJob) {
    if (!options.webhookUrl) return;
    const body = JSON.stringify({ topic: STATUS_TOPIC, data: publicJob(job) });
    for (let attempt = 1; attempt <= 4 && !closed; attempt++) {
      try {
        const res = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [LULU_SIGNATURE_HEADER]: signLuluPayload(body, options.clientSecret),
          },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        if (res.ok) return;
      } catch {
        // retried below
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  }

  async function advance(job: LabJob) {
    const at = PRODUCTION.indexOf(job.status.name as (typeof PRODUCTION)[number]);
    if (at < 0 || at === PRODUCTION.length - 1) return;
    await setStatus(job, PRODUCTION[at + 1]!);
  }

  function schedule(job: LabJob) {
    if (!options.stepSeconds || closed || !PRODUCTION.slice(0, -1).includes(job.status.name as never)) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void advance(job);
    }, options.stepSeconds * 1000);
    timers.add(timer);
  }

  /** Downloads both files and checks them; the job is then accepted or REJECTED with the reason. */
  async function check(job: LabJob) {
    const printable = job.line_items?.[0]?.printable_normalization;
    const trim = printable ? trimOf(printable.pod_package_id) : null;
    const binding = printable ? labBindingOf(printable.pod_package_id) : null;
    let problem: string | null = null;
    try {
      if (!printable || !trim || !binding) throw new Error('Unknown pod_package_id');
      const [interior, cover] = await Promise.all(
        [printable.interior.source_url, printable.cover.source_url].map(download),
      );
      const interiorShape = await pdfShape(interior!, { fonts: true }).catch(() => null);
      const coverShape = await pdfShape(cover!, { fonts: true }).catch(() => null);
      problem = !interiorShape
        ? 'The interior file is not a readable PDF.'
        : (interiorProblem(interiorShape, trim, binding) ??
          (!coverShape
            ? 'The cover file is not a readable PDF.'
            : coverProblem(coverShape, trim, interiorShape.pages.length, binding)));
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem) await setStatus(job, 'REJECTED', { error: problem });
    else await setStatus(job, PRODUCTION[0]);
  }

  async function createJob(body: Record<string, unknown>): Promise<[number, unknown]> {
    const items = body.line_items as LabJob['line_items'];
    const address = body.shipping_address as Record<string, unknown> | undefined;
    const problems: Record<string, string[]> = {};
    if (!Array.isArray(items) || items.length !== 1 || !items[0]?.printable_normalization)
      problems.line_items = ['One line item with printable_normalization is required.'];
    else if (!labBindingOf(items[0].printable_normalization.pod_package_id))
      problems.line_items = ['Unknown pod_package_id.'];
    else if (!isQuantity((items[0] as { quantity?: unknown }).quantity))
      problems.line_items = ['quantity must be a whole number of copies from 1.'];
    const country = typeof address?.country_code === 'string' ? address.country_code : '';
    if (!/^[A-Z]{2}$/.test(country)) problems.shipping_address = ['A two-letter country_code is required.'];
    else if (!levelsTo(country).some((l) => l.level === body.shipping_level))
      problems.shipping_level = [`Shipping level ${String(body.shipping_level)} does not reach ${country}.`];
    if (typeof body.contact_email !== 'string') problems.contact_email = ['This field is required.'];
    if (Object.keys(problems).length) return [400, problems];
    const id = Math.max(100000, ...jobs.keys()) + 1;
    const job: LabJob = {
      id,
      external_id: typeof body.external_id === 'string' ? body.external_id : null,
      created: now(),
      status: { name: 'CREATED', messages: {}, changed: now() },
      line_items: items!.map((item) => ({ ...item, status: { name: 'CREATED', messages: {} } })),
      history: [{ status: 'CREATED', at: now() }],
    };
    jobs.set(id, job);
    save();
    checks.set(id, check(job));
    return [201, publicJob(job)];
  }

  async function route(req: IncomingMessage, body: string): Promise<[number, unknown, string?]> {
    const path = new URL(req.url ?? '/', 'http://lab').pathname;
    const tracking = /^\/tracking\/([A-Z0-9]+)$/.exec(path);
    if (req.method === 'GET' && tracking) {
      return [
        200,
        `<!doctype html><title>Parcel ${tracking[1]}</title><p>Parcel ${tracking[1]} was shipped by the StorySprout local print lab. No real parcel exists.</p>`,
        'text/html',
      ];
    }
    if (req.method === 'POST' && path === LULU_TOKEN_PATH) {
      const expected = Buffer.from(`${options.clientKey}:${options.clientSecret}`).toString('base64');
      if (
        req.headers.authorization !== `Basic ${expected}` ||
        !body.includes('grant_type=client_credentials')
      )
        return [401, { error: 'invalid_client' }];
      const token = randomBytes(16).toString('hex');
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      return [200, { access_token: token, expires_in: TOKEN_SECONDS, token_type: 'Bearer' }];
    }
    const bearer = /^Bearer (\w+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || (tokens.get(bearer) ?? 0) < Date.now())
      return [401, { detail: 'Invalid or expired token' }];
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    requests.push({ method: req.method ?? '', path, body: json });

    if (req.method === 'POST' && path === '/shipping-options/') {
      const address = (json.shipping_address ?? {}) as Record<string, string>;
      const country = String(address.country ?? address.country_code ?? '');
      if (!/^[A-Z]{2}$/.test(country))
        return [400, { shipping_address: ['A two-letter country is required.'] }];
      const item = lineItemOf(json);
      if (!item) return [400, { line_items: ['One line item of a known product and quantity is required.'] }];
      return [
        200,
        levelsTo(country).map((l) => ({
          level: l.level,
          cost_excl_tax: (shippingCents(l, address.state_code ?? '', item) / 100).toFixed(2),
          currency: 'USD',
          total_days_min: l.daysMin,
          total_days_max: l.daysMax,
          name: LEVEL_NAMES[l.level],
        })),
      ];
    }
    if (req.method === 'POST' && path === '/print-job-cost-calculations/') {
      const address = (json.shipping_address ?? {}) as Record<string, string>;
      const country = String(address.country_code ?? address.country ?? '');
      const level = levelsTo(country).find((l) => l.level === json.shipping_option);
      const raw = (json.line_items as { page_count?: number }[] | undefined)?.[0];
      if (!level)
        return [
          400,
          { shipping_option: [`Shipping level ${String(json.shipping_option)} does not reach ${country}.`] },
        ];
      if (!raw?.page_count) return [400, { line_items: ['One line item with a page_count is required.'] }];
      const item = lineItemOf(json);
      if (!item) return [400, { pod_package_id: ['Unknown product or quantity.'] }];
      const shipping = shippingCents(level, address.state_code ?? '', item);
      const books = bookCents(raw.page_count, item.podPackageId) * item.copies;
      // Tax on printing and shipping together, at the destination's rate.
      const tax = Math.round(((books + shipping) * taxRateBps(country, address.state_code ?? '')) / 10_000);
      const money = (cents: number) => (cents / 100).toFixed(2);
      return [
        200,
        {
          currency: 'USD',
          line_item_costs: [{ total_cost_excl_tax: money(books), quantity: item.copies }],
          shipping_cost: { total_cost_excl_tax: money(shipping) },
          total_tax: money(tax),
          total_cost_excl_tax: money(books + shipping),
          total_cost_incl_tax: money(books + shipping + tax),
        },
      ];
    }
    if (req.method === 'POST' && path === '/cover-dimensions/') {
      const trim = trimOf(String(json.pod_package_id ?? ''));
      const binding = labBindingOf(String(json.pod_package_id ?? ''));
      const pages = Number(json.interior_page_count);
      if (!trim || !binding || !Number.isInteger(pages) || pages < 1)
        return [400, { pod_package_id: ['Unknown product or page count.'] }];
      const size = coverSize(trim, pages, binding);
      return [200, { width: size.widthPt.toFixed(3), height: size.heightPt.toFixed(3), unit: 'pt' }];
    }
    if (req.method === 'POST' && path === '/print-jobs/') return createJob(json);
    const jobPath = /^\/print-jobs\/(\d+)\/$/.exec(path);
    if (req.method === 'GET' && jobPath) {
      const job = jobs.get(Number(jobPath[1]));
      return job ? [200, publicJob(job)] : [404, { detail: 'Not found.' }];
    }
    return [404, { detail: 'Not found.' }];
  }

  const server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      route(req, Buffer.concat(chunks).toString('utf8'))
        .catch((error: unknown): [number, unknown] => [
          400,
          { detail: error instanceof Error ? error.message : String(error) },
        ])
        .then(([status, answer, type]) => {
          res.writeHead(status, { 'Content-Type': type ?? 'application/json' });
          res.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Jobs a restart interrupted go on where they were.
  for (const job of jobs.values()) {
    if (job.status.name === 'CREATED') checks.set(job.id, check(job));
    else schedule(job);
  }

  return {
    url,
    requests,
    async advance(jobId) {
      const job = jobs.get(Number(jobId));
      if (job) await advance(job);
    },
    async checked(jobId) {
      await checks.get(Number(jobId));
    },
    job: (jobId) => jobs.get(Number(jobId)),
    async close() {
      closed = true;
      timers.forEach(clearTimeout);
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await done;
    },
  };
}

const isQuantity = (value: unknown) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 1);

/** The quote's one line item: its product's binding and the copies (null when unusable). */
function lineItemOf(json: Record<string, unknown>) {
  const item = (json.line_items as { pod_package_id?: string; quantity?: number }[] | undefined)?.[0];
  const podPackageId = String(item?.pod_package_id ?? '');
  const binding = labBindingOf(podPackageId);
  if (!item || !binding || !trimOf(podPackageId) || !isQuantity(item.quantity)) return null;
  return { podPackageId, binding, copies: item.quantity ?? 1 };
}

async function download(source: string): Promise<Uint8Array> {
  const name = new URL(source).pathname;
  const res = await fetch(source, { signal: AbortSignal.timeout(60_000) }).catch(() => null);
  if (!res) throw new Error(`The lab could not download ${name} (the server did not answer).`);
  if (!res.ok) throw new Error(`The lab could not download ${name} (HTTP ${res.status}).`);
  return new Uint8Array(await res.arrayBuffer());
}

/** The job as the API shows it (the lab's own bookkeeping left out). */
function publicJob(job: LabJob): LuluPrintJob & { date_created: string } {
  return {
    id: job.id,
    external_id: job.external_id,
    status: job.status,
    line_items: job.line_items,
    date_created: job.created,
  };
}

function loadJobs(file: string | undefined): LabJob[] {
  if (!file) return [];
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LabJob[];
  } catch {
    return [];
  }
}
