import type { Deps } from '../ports/index.js';
import { SlowDown } from '../shared/domainErrors.js';
import { countryFromHeaders, countryStatus } from './country.js';
import {
  NEWSLETTER_ATTEMPTS_COLLECTION,
  NEWSLETTER_LIMITS,
  newsletterAttemptsKey,
  normalizeEmail,
  secondsUntilNextWindow,
  signUpsInWindow,
  subscriberId,
  tooManySignUpsMessage,
  withSignUp,
} from './newsletter.js';

export const NEWSLETTER_COLLECTION = 'newsletterSubscribers';

export function publicService({ store, clock, config }: Pick<Deps, 'store' | 'clock' | 'config'>) {
  return {
    getCountry(country: string | undefined) {
      return {
        status: countryStatus(country, {
          allowed: config.STORYSPROUT_ALLOWED_COUNTRIES,
          unknownAllowed: config.STORYSPROUT_UNKNOWN_COUNTRY_ALLOWED,
        }),
      };
    },

    /** The country rule for a request, from the front end's country headers. */
    countryOfRequest(header: (name: string) => string | undefined) {
      return this.getCountry(countryFromHeaders(header));
    },

    /** GET /public/getPricing: the sale in force (the operator's, else the ended launch sale). */
    getPricing() {
      return { sale: config.sale };
    },

    /**
     * Stores the address once (lowercased; subscribing again is the same quiet success and no
     * second record). Each client address may sign up NEWSLETTER_LIMITS.perAddress times a
     * window; the counter and the subscription change in one transaction.
     */
    async subscribeNewsletter(email: string, address: string) {
      const normalized = normalizeEmail(email);
      const now = clock.now();
      const counterPath = `${NEWSLETTER_ATTEMPTS_COLLECTION}/${newsletterAttemptsKey(address)}`;
      const subscriberPath = `${NEWSLETTER_COLLECTION}/${subscriberId(normalized)}`;
      await store.runTransaction(async (tx) => {
        const counter = await tx.get(counterPath);
        if (signUpsInWindow(counter, now) >= NEWSLETTER_LIMITS.perAddress) {
          const retryAfter = secondsUntilNextWindow(now);
          throw new SlowDown(tooManySignUpsMessage(retryAfter), retryAfter);
        }
        const existing = await tx.get(subscriberPath);
        tx.set(counterPath, withSignUp(counter, now));
        if (!existing) tx.create(subscriberPath, { email: normalized, subscribedAt: now.toISOString() });
      });
      return { subscribed: true as const };
    },
  };
}
