import type { Binding } from '../../contract/print.js';
import {
  PrintProviderError,
  PrintWebhookError,
  type PrintAddress,
  type PrintJobRequest,
  type PrintCost,
  type PrintItem,
  type PrintJobState,
  type PrintProvider,
  type ShippingOption,
} from '../../ports/printProvider.js';
import {
  deliveryTime,
  jobState,
  LEVEL_NAMES,
  luluAddress,
  luluSignatureMatches,
  LULU_TOKEN_PATH,
  STATUS_TOPIC,
  type LuluPrintJob,
  type LuluShippingOption,
} from './luluApi.js';

export interface LuluOptions {
  /** https://api.lulu.com, https://api.sandbox.lulu.com, or the local print lab. */
  apiUrl: string;
  clientKey: string;
  clientSecret: string;
  podPackageId: string;
  /** The colouring-book edition's product (black-and-white interior); the colour one when unset. */
  bwPodPackageId?: string;
  /** The full-colour hardcover (casewrap); without one hardcovers are refused. */
  hardcoverPodPackageId?: string;
  timeoutMs?: number;
  /** For tests: the time the token cache compares against. */
  now?: () => number;
}

/** A token is renewed this long before Lulu says it expires, so no call carries a stale one. */
const TOKEN_MARGIN_MS = 60_000;

/** Lulu's Print API: OAuth client-credentials, shipping, cover sizes and print jobs. */
/**
 * A price Lulu answered (a decimal string or number) in cents; NaN when it gave none. Number(null)
 * is 0, so null and empty answers are caught before they turn into free shipping.
 */
function cents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return NaN;
  return Math.round(Number(value) * 100);
}

export class LuluPrintProvider implements PrintProvider {
  readonly description: string;
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: LuluOptions) {
    this.description = `Lulu Print API (${new URL(options.apiUrl).host})`;
    this.now = options.now ?? Date.now;
  }

  /** The pod_package_id of the edition in its binding. */
  private packageOf({ edition, binding }: Pick<PrintItem, 'edition' | 'binding'>): string {
    if (binding === 'hardcover') {
      if (!this.options.hardcoverPodPackageId) throw new Error('No hardcover product is configured');
      return this.options.hardcoverPodPackageId;
    }
    return edition === 'coloring'
      ? (this.options.bwPodPackageId ?? this.options.podPackageId)
      : this.options.podPackageId;
  }

  /** The quote's one line item: this product, these pages, that many copies. */
  private lineItem(pageCount: number, item: PrintItem) {
    return { page_count: pageCount, pod_package_id: this.packageOf(item), quantity: item.copies };
  }

  async shippingOptions(
    address: PrintAddress,
    pageCount: number,
    item: PrintItem,
  ): Promise<ShippingOption[]> {
    const { street1, city, state_code, country_code, postcode, phone_number } = luluAddress(address);
    const answer = await this.call<LuluShippingOption[] | { results: LuluShippingOption[] }>(
      'POST',
      '/shipping-options/',
      {
        currency: 'USD',
        line_items: [this.lineItem(pageCount, item)],
        shipping_address: { street1, city, state_code, country: country_code, postcode, phone_number },
      },
    );
    const options = Array.isArray(answer) ? answer : answer.results;
    return (
      options
        .filter((o) => o.currency === 'USD')
        .map((o) => ({
          id: o.level,
          name: LEVEL_NAMES[o.level] ?? o.level,
          deliveryTime: deliveryTime(o),
          costCents: cents(o.cost_excl_tax),
        }))
        // No price (null) is not free shipping: such a level is not offered.
        .filter((o) => Number.isFinite(o.costCents))
        .sort((a, b) => a.costCents - b.costCents)
    );
  }

  async printCost(
    address: PrintAddress,
    shippingLevel: string,
    pageCount: number,
    item: PrintItem,
  ): Promise<PrintCost> {
    const { street1, city, state_code, country_code, postcode, phone_number } = luluAddress(address);
    const answer = await this.call<{
      total_cost_incl_tax: string | number | null;
      total_tax?: string | number | null;
      shipping_cost?: { total_cost_excl_tax?: string | number | null };
    }>('POST', '/print-job-cost-calculations/', {
      line_items: [this.lineItem(pageCount, item)],
      shipping_address: { street1, city, state_code, country_code, postcode, phone_number },
      shipping_option: shippingLevel,
    });
    const totalCents = cents(answer.total_cost_incl_tax);
    const shippingCents = cents(answer.shipping_cost?.total_cost_excl_tax);
    // No tax line is no tax (Lulu leaves it out where it collects none).
    const taxCents =
      answer.total_tax === undefined || answer.total_tax === null ? 0 : cents(answer.total_tax);
    if (!Number.isFinite(totalCents) || !Number.isFinite(shippingCents) || !Number.isFinite(taxCents))
      throw new Error(`Lulu answered an unusable cost ${JSON.stringify(answer)}`);
    return { totalCents, shippingCents, taxCents };
  }

  async coverDimensions(pageCount: number, binding: Binding) {
    const answer = await this.call<{ width: string | number; height: string | number; unit: string }>(
      'POST',
      '/cover-dimensions/',
      // Measured on the binding's colour product: the colouring book's paperback has the same cover.
      {
        pod_package_id: this.packageOf({ edition: 'colour', binding }),
        interior_page_count: pageCount,
        unit: 'pt',
      },
    );
    const widthPt = Number(answer.width);
    const heightPt = Number(answer.height);
    if (answer.unit !== 'pt' || !(widthPt > 0) || !(heightPt > 0))
      throw new Error(`Lulu answered unusable cover dimensions ${JSON.stringify(answer)}`);
    return { widthPt, heightPt };
  }

  async createJob(job: PrintJobRequest): Promise<PrintJobState> {
    const created = await this.call<LuluPrintJob>('POST', '/print-jobs/', {
      contact_email: job.contactEmail,
      external_id: job.externalId,
      line_items: [
        {
          external_id: job.externalId,
          title: job.title,
          quantity: job.item.copies,
          printable_normalization: {
            pod_package_id: this.packageOf(job.item),
            cover: { source_url: job.coverUrl },
            interior: { source_url: job.interiorUrl },
          },
        },
      ],
      shipping_address: luluAddress(job.address),
      shipping_level: job.shippingLevel,
    });
    return jobState(created);
  }

  async jobStatus(jobId: string): Promise<PrintJobState> {
    return jobState(await this.call<LuluPrintJob>('GET', `/print-jobs/${encodeURIComponent(jobId)}/`));
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PrintJobState | null {
    if (!signature || !luluSignatureMatches(rawBody, signature, this.options.clientSecret))
      throw new PrintWebhookError('The Lulu-HMAC-SHA256 signature does not match the body');
    let event: { topic?: unknown; data?: unknown };
    try {
      event = JSON.parse(rawBody.toString('utf8')) as typeof event;
    } catch {
      throw new PrintWebhookError('The webhook body is not JSON');
    }
    if (event.topic !== STATUS_TOPIC) return null;
    if (!event.data || typeof event.data !== 'object')
      throw new PrintWebhookError('The event has no print job');
    try {
      return jobState(event.data as LuluPrintJob);
    } catch (error) {
      throw new PrintWebhookError(error instanceof Error ? error.message : String(error));
    }
  }

  /** A bearer token from the client-credentials grant, reused until shortly before it expires. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_MS > this.now()) return this.token.value;
    // Concurrent calls share one token request.
    this.pendingToken ??= this.requestToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async requestToken(): Promise<string> {
    const basic = Buffer.from(`${this.options.clientKey}:${this.options.clientSecret}`).toString('base64');
    const res = await this.fetch(LULU_TOKEN_PATH, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token)
      throw new Error(`Lulu refused the API credentials (HTTP ${res.status})`);
    this.token = { value: body.access_token, expiresAt: this.now() + (body.expires_in ?? 300) * 1000 };
    return body.access_token;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const res = await this.fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${await this.accessToken()}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      // A token revoked early: forget it and ask once more.
      if (res.status === 401 && attempt === 1) {
        this.token = null;
        continue;
      }
      const text = await res.text();
      if (!res.ok) throw new PrintProviderError(describeFailure(res.status, text), res.status);
      return JSON.parse(text) as T;
    }
  }

  private fetch(path: string, init: RequestInit): Promise<Response> {
    return fetch(new URL(path, this.options.apiUrl), {
      ...init,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
  }
}

/** Lulu's errors are JSON of field -> messages; flattened into one sentence for logs and users. */
function describeFailure(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as unknown;
    const parts: string[] = [];
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') parts.push(key ? `${key}: ${value}` : value);
      else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, k === 'detail' || k === 'message' ? key : k);
    };
    walk(parsed, '');
    if (parts.length) return `Lulu refused the request (HTTP ${status}): ${parts.join('; ')}`;
  } catch {
    // not JSON: fall through
  }
  return `Lulu refused the request (HTTP ${status})`;
}
