import { createHash, randomInt } from 'node:crypto';

/**
 * Gift codes: `SPRT-XXXX-XXXX-XXXX-XXXX`, 16 characters drawn from a crypto RNG in an alphabet
 * without look-alikes (no 0/O, 1/I), so 80 bits: guessing one is hopeless even before the rate
 * limit. People copy them from emails and paper, so reading one forgives case, spaces, dashes
 * and a missing prefix.
 */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_PREFIX = 'SPRT';
const RANDOM_LENGTH = 16;
const GROUP = 4;

export function generateGiftCode(): string {
  const chars = Array.from(
    { length: RANDOM_LENGTH },
    () => GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)],
  );
  const groups: string[] = [];
  for (let i = 0; i < RANDOM_LENGTH; i += GROUP) groups.push(chars.slice(i, i + GROUP).join(''));
  return [GIFT_CODE_PREFIX, ...groups].join('-');
}

/**
 * The code as it was issued (`SPRT-ABCD-...`), from what a person typed, or null when it cannot
 * be a gift code (wrong length or a character the alphabet does not use).
 */
export function normalizeGiftCode(typed: string): string | null {
  let compact = typed.toUpperCase().replace(/[\s\-_.]/g, '');
  if (compact.length === GIFT_CODE_PREFIX.length + RANDOM_LENGTH && compact.startsWith(GIFT_CODE_PREFIX))
    compact = compact.slice(GIFT_CODE_PREFIX.length);
  if (compact.length !== RANDOM_LENGTH) return null;
  if (![...compact].every((c) => GIFT_CODE_ALPHABET.includes(c))) return null;
  const groups: string[] = [];
  for (let i = 0; i < RANDOM_LENGTH; i += GROUP) groups.push(compact.slice(i, i + GROUP));
  return [GIFT_CODE_PREFIX, ...groups].join('-');
}

/** The lookup key of a code: giftCodes/{hash}, so the index never holds a usable code. */
export function giftCodeHash(normalized: string): string {
  return createHash('sha256').update(`gift:${normalized}`).digest('hex');
}
