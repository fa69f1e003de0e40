import type { GiftState } from '../contract/gifts.js';

/**
 * What gifts keeps: gifts/{giftId} (one per checkout: who bought what for whom, and its code
 * once paid), giftCodes/{hash of code} (the lookup a redemption reads; never the code itself),
 * giftRedeemAttempts/{key} (wrong codes per account and per address).
 */
export const GIFTS_COLLECTION = 'gifts';
export const giftPath = (giftId: string) => `${GIFTS_COLLECTION}/${giftId}`;
export const GIFT_CODES_COLLECTION = 'giftCodes';
export const giftCodePath = (hash: string) => `${GIFT_CODES_COLLECTION}/${hash}`;
export const GIFT_ATTEMPTS_COLLECTION = 'giftRedeemAttempts';
export const giftAttemptsPath = (key: string) => `${GIFT_ATTEMPTS_COLLECTION}/${key}`;
export const GIFT_EVENTS_COLLECTION = 'giftEvents';
export const giftEventPath = (eventId: string) => `${GIFT_EVENTS_COLLECTION}/${eventId}`;

/**
 * 'pending': checkout made, not paid; 'ready': paid, the code works; 'redeemed': used (credits
 * given); 'voided': refunded or disputed before redemption, the code no longer works;
 * 'expired': the checkout ended unpaid; 'amount-mismatch' / 'unmatched': paid but not as priced
 * (no code, the operator is alerted).
 */
export type GiftStatus =
  'pending' | 'ready' | 'redeemed' | 'voided' | 'expired' | 'amount-mismatch' | 'unmatched';

/**
 * The recipient's email: 'none' (no address given), 'scheduled' (waits for sendOn), 'queued'
 * (handed to the email task, which sends it once).
 */
export type GiftEmailStatus = 'none' | 'scheduled' | 'queued';

export interface GiftRecord {
  buyerUid: string | null;
  status: GiftStatus;
  quantity: number;
  recipientName: string;
  recipientEmail: string | null;
  message: string | null;
  /** YYYY-MM-DD, or null for at once. */
  sendOn: string | null;
  /**
   * The code, kept on the buyer's gift because the buyer sees it again on /account and a
   * scheduled email carries it weeks later; the lookup (giftCodes) holds only its hash.
   */
  code: string | null;
  codeHash: string | null;
  sessionId: string | null;
  paymentIntentId: string | null;
  /** What the charge was, and a promotion code's part of it, in cents. */
  amountCents: number;
  discountCents: number;
  /** What the catalog asked when checkout priced it (the moment is on the session). */
  expectedCents: number;
  pricedAt: string;
  emailStatus: GiftEmailStatus;
  emailQueuedAt: string | null;
  redeemedBy: string | null;
  redeemedAt: string | null;
  /** A refund or dispute: 'voided' when before redemption; after it, recorded and kept. */
  reversal: { kind: 'refund' | 'dispute'; at: string; afterRedemption: boolean } | null;
  createdAt: string;
  paidAt: string | null;
}

export function stateOf(record: Pick<GiftRecord, 'status' | 'emailStatus'>): GiftState | null {
  switch (record.status) {
    case 'pending':
      return 'pending';
    case 'ready':
      return record.emailStatus === 'queued' ? 'sent' : 'ready';
    case 'redeemed':
      return 'redeemed';
    case 'voided':
      return 'voided';
    default:
      return null;
  }
}
