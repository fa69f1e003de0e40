/** What sign-up hands /account about a gift code typed there (navigation state). */
export type GiftAtSignup =
  { redeemed: true; credits: number } | { redeemed: false; code: string; error: string };

export function giftAtSignupOf(state: unknown): GiftAtSignup | null {
  const gift = (state as { gift?: unknown } | null)?.gift as Record<string, unknown> | undefined;
  if (!gift || typeof gift !== 'object') return null;
  if (gift.redeemed === true && typeof gift.credits === 'number')
    return { redeemed: true, credits: gift.credits };
  if (gift.redeemed === false && typeof gift.code === 'string' && typeof gift.error === 'string')
    return { redeemed: false, code: gift.code, error: gift.error };
  return null;
}
