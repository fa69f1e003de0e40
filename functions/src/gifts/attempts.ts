import { wrongCodeLimiter } from '../shared/wrongCodeLimiter.js';
import { GIFT_ATTEMPTS_COLLECTION } from './record.js';

/** The key of a counter in giftRedeemAttempts (an account's: `account_{uid}`). */
export { accountAttemptsKey } from '../shared/wrongCodeLimiter.js';

/** Wrong gift codes, limited as join codes are (issue 26): a code has 80 random bits. */
export const giftCodeAttempts = wrongCodeLimiter(
  GIFT_ATTEMPTS_COLLECTION,
  'Too many gift codes that did not work.',
  'gift',
);
