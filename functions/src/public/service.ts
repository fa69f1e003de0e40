import { AlreadyExistsError } from '../ports/documentStore.js';
import type { Deps } from '../ports/index.js';
import { countryFromHeaders, countryStatus } from './country.js';
import { normalizeEmail, subscriberId } from './newsletter.js';

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

    /** Stores the address once; subscribing again is a quiet success. */
    async subscribeNewsletter(email: string) {
      const normalized = normalizeEmail(email);
      try {
        await store.create(`${NEWSLETTER_COLLECTION}/${subscriberId(normalized)}`, {
          email: normalized,
          subscribedAt: clock.now().toISOString(),
        });
      } catch (error) {
        if (!(error instanceof AlreadyExistsError)) throw error;
      }
      return { subscribed: true as const };
    },
  };
}
