/**
 * The subset of Lulu's Print API (https://api.lulu.com/docs/) StorySprout uses, as plain types
 * and pure conversions, shared by the adapter and the local print lab that imitates the API.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PRINT_JOB_STATUSES,
  type PrintAddress,
  type PrintJobState,
  type PrintJobStatus,
} from '../../ports/printProvider.js';

export const LULU_HOSTS = {
  sandbox: 'https://api.sandbox.lulu.com',
  production: 'https://api.lulu.com',
} as const;
export const LULU_TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';
export const LULU_SIGNATURE_HEADER = 'Lulu-HMAC-SHA256';
export const STATUS_TOPIC = 'PRINT_JOB_STATUS_CHANGED';

export interface LuluAddress {
  name?: string;
  street1: string;
  street2?: string;
  city: string;
  state_code: string;
  country_code: string;
  postcode: string;
  phone_number: string;
  email?: string;
}

export interface LuluShippingOption {
  level: string;
  cost_excl_tax: string | null;
  currency: string;
  total_days_min?: number | null;
  total_days_max?: number | null;
}

export interface LuluStatus {
  name: string;
  messages?: Record<string, unknown> | null;
  changed?: string | null;
}

export interface LuluLineItem {
  external_id?: string | null;
  title?: string;
  status?: LuluStatus;
  tracking_id?: string | null;
  tracking_urls?: string[] | null;
  carrier_name?: string | null;
  printable_normalization?: {
    pod_package_id: string;
    cover: { source_url: string };
    interior: { source_url: string };
  };
}

export interface LuluPrintJob {
  id: number | string;
  external_id?: string | null;
  status: LuluStatus;
  line_items?: LuluLineItem[];
}

/** What a buyer reads for a Lulu shipping level. */
export const LEVEL_NAMES: Record<string, string> = {
  MAIL: 'Mail',
  PRIORITY_MAIL: 'Priority Mail',
  GROUND_HD: 'Ground',
  GROUND_BUS: 'Ground (business address)',
  GROUND: 'Ground',
  EXPEDITED: 'Expedited',
  EXPRESS: 'Express',
};

export function luluAddress(address: PrintAddress): LuluAddress {
  return {
    name: address.name,
    street1: address.street1,
    ...(address.street2 ? { street2: address.street2 } : {}),
    city: address.city,
    state_code: address.stateCode,
    country_code: address.countryCode,
    postcode: address.postcode,
    phone_number: address.phoneNumber,
    ...(address.email ? { email: address.email } : {}),
  };
}

export function deliveryTime(option: LuluShippingOption): string {
  const { total_days_min: min, total_days_max: max } = option;
  if (min && max) return min === max ? `${min} business days` : `${min}-${max} business days`;
  if (max) return `up to ${max} business days`;
  return 'Delivery time shown at checkout';
}

/** The first human-readable message Lulu attached to a status (its shapes vary by status). */
function firstMessage(messages: Record<string, unknown> | null | undefined): string | null {
  for (const value of Object.values(messages ?? {})) {
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (Array.isArray(value)) {
      const text = value.find((v): v is string => typeof v === 'string' && v.trim() !== '');
      if (text) return text.trim();
    }
  }
  return null;
}

export function jobState(job: LuluPrintJob): PrintJobState {
  const name = String(job.status?.name ?? '');
  const known = (PRINT_JOB_STATUSES as readonly string[]).includes(name);
  const item = job.line_items?.[0];
  const trackingId = item?.tracking_id ?? null;
  return {
    jobId: String(job.id),
    externalId: job.external_id ?? null,
    status: known ? (name as PrintJobStatus) : null,
    reported: name,
    message: firstMessage(job.status?.messages) ?? firstMessage(item?.status?.messages),
    changedAt: job.status?.changed ?? null,
    tracking: trackingId
      ? { id: trackingId, url: item?.tracking_urls?.[0] ?? null, carrier: item?.carrier_name ?? null }
      : null,
  };
}

/** Lulu signs a webhook's raw body with the API secret: HMAC-SHA256, hex. */
export function signLuluPayload(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function luluSignatureMatches(rawBody: Buffer, signature: string, secret: string): boolean {
  const expected = Buffer.from(signLuluPayload(rawBody, secret), 'hex');
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
