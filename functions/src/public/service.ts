import { sendEmailLater } from '../emails/index.js';
import type { Deps } from '../ports/index.js';
import type { Transaction } from '../ports/documentStore.js';
import { Invalid, NotFound, SlowDown } from '../shared/domainErrors.js';
import { countryFromHeaders, countryStatus } from './country.js';
import {
  NEWSLETTER_ATTEMPTS_COLLECTION,
  CONFIRMATION_DAYS,
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PENDING_COLLECTION,
  newToken,
  newsletterAttemptsKey,
  parseToken,
  secretMatches,
  normalizeEmail,
  secondsUntilNextWindow,
  signUpsInWindow,
  subscriberId,
  tooManySignUpsMessage,
  withSignUp,
} from './newsletter.js';

export const NEWSLETTER_COLLECTION = 'newsletterSubscribers';

export function publicService({
  store,
  clock,
  settings,
  tasks,
}: Pick<Deps, 'store' | 'clock' | 'settings' | 'tasks'>) {
  const subscriberPath = (id: string) => `${NEWSLETTER_COLLECTION}/${id}`;
  const pendingPath = (id: string) => `${NEWSLETTER_PENDING_COLLECTION}/${id}`;

  /**
   * Inside a transaction: the address becomes a subscriber with a fresh unsubscribe secret
   * (null when it already was one). Answers the welcome email's unsubscribe token.
   */
  async function subscribeIn(tx: Transaction, email: string, now: Date): Promise<string | null> {
    const { token, secretHash } = newToken(email);
    const path = subscriberPath(subscriberId(email));
    if (await tx.get(path)) return null;
    tx.create(path, { email, subscribedAt: now.toISOString(), unsubscribeHash: secretHash });
    return token;
  }

  /** The welcome email, with its one-click unsubscribe (sent once per subscription). */
  const welcome = (email: string, unsubscribeToken: string, at: Date) =>
    sendEmailLater(tasks, `newsletterWelcome:${subscriberId(email)}:${at.toISOString()}`, email, {
      kind: 'newsletterWelcome',
      unsubscribeToken,
    });

  /** Asks the address to confirm (double opt-in); nothing is subscribed until it does. */
  function askToConfirm(email: string, now: Date, tx: Transaction): () => Promise<void> {
    const { token, secretHash } = newToken(email);
    const id = subscriberId(email);
    const expiresAt = new Date(now.getTime() + CONFIRMATION_DAYS * 86_400_000).toISOString();
    tx.set(pendingPath(id), {
      email,
      secretHash,
      requestedAt: now.toISOString(),
      expiresAt,
      confirmedAt: null,
    });
    return () =>
      sendEmailLater(tasks, `newsletterConfirm:${id}:${secretHash.slice(0, 16)}`, email, {
        kind: 'newsletterConfirm',
        token,
      });
  }

  return {
    getCountry(country: string | undefined) {
      return {
        status: countryStatus(country, {
          allowed: settings.allowedCountries,
          unknownAllowed: settings.unknownCountryAllowed,
        }),
      };
    },

    /** The country rule for a request, from the front end's country headers. */
    countryOfRequest(header: (name: string) => string | undefined) {
      return this.getCountry(countryFromHeaders(header));
    },

    /** GET /public/getPricing: the sale in force (the operator's, else the ended launch sale). */
    getPricing() {
      return { sale: settings.sale };
    },

    /**
     * POST /public/subscribeNewsletter: double opt-in. The address is sent a confirmation link
     * and stored as a subscriber only when it is followed (confirmNewsletter). An address that
     * already subscribed gets the same answer and no email, so the form tells no one who is on
     * the list. Each client address may sign up NEWSLETTER_LIMITS.perAddress times a window.
     */
    async subscribeNewsletter(email: string, address: string) {
      const normalized = normalizeEmail(email);
      const now = clock.now();
      const counterPath = `${NEWSLETTER_ATTEMPTS_COLLECTION}/${newsletterAttemptsKey(address)}`;
      const send = await store.runTransaction(async (tx) => {
        const counter = await tx.get(counterPath);
        if (signUpsInWindow(counter, now) >= NEWSLETTER_LIMITS.perAddress) {
          const retryAfter = secondsUntilNextWindow(now);
          throw new SlowDown(tooManySignUpsMessage(retryAfter), retryAfter, 'too_many_sign_ups');
        }
        const subscribed = await tx.get(subscriberPath(subscriberId(normalized)));
        tx.set(counterPath, withSignUp(counter, now));
        return subscribed ? null : askToConfirm(normalized, now, tx);
      });
      if (send) await send();
      return { confirmationSent: true as const };
    },

    /**
     * POST /public/confirmNewsletter {token}: the link in the confirmation email. Stores the
     * subscriber and sends the welcome email with its unsubscribe link; following the link again
     * answers the same.
     */
    async confirmNewsletter(token: string) {
      const parsed = parseToken(token);
      if (!parsed) throw new Invalid(NEWSLETTER_MESSAGES.badLink);
      const now = clock.now();
      const result = await store.runTransaction(async (tx) => {
        const pending = await tx.get(pendingPath(parsed.id));
        // An expired request is deleted by the retention sweep: its link then finds nothing.
        if (!pending) throw new NotFound(NEWSLETTER_MESSAGES.gone);
        if (!secretMatches(parsed.secret, pending.secretHash))
          throw new NotFound(NEWSLETTER_MESSAGES.badLink);
        if (pending.confirmedAt) return null;
        if (typeof pending.expiresAt !== 'string' || Date.parse(pending.expiresAt) < now.getTime())
          throw new NotFound(NEWSLETTER_MESSAGES.expired);
        const email = String(pending.email);
        const unsubscribeToken = await subscribeIn(tx, email, now);
        tx.update(pendingPath(parsed.id), { confirmedAt: now.toISOString() });
        return unsubscribeToken ? { email, unsubscribeToken } : null;
      });
      if (result) await welcome(result.email, result.unsubscribeToken, now);
      return { subscribed: true as const };
    },

    /**
     * POST /public/unsubscribeNewsletter?token= (RFC 8058 one-click, from a mail client or the
     * email's link): removes the subscriber. Again, or after the account removed it, answers the
     * same; a token whose secret is wrong changes nothing and answers 404.
     */
    async unsubscribeNewsletter(token: string) {
      const parsed = parseToken(token);
      if (!parsed) throw new Invalid(NEWSLETTER_MESSAGES.badLink);
      await store.runTransaction(async (tx) => {
        const subscriber = await tx.get(subscriberPath(parsed.id));
        if (!subscriber) return;
        if (!secretMatches(parsed.secret, subscriber.unsubscribeHash))
          throw new NotFound(NEWSLETTER_MESSAGES.badLink);
        // The confirmed request goes too: nothing of the address is kept once it leaves the list.
        const pending = await tx.get(pendingPath(parsed.id));
        tx.delete(subscriberPath(parsed.id));
        if (pending) tx.delete(pendingPath(parsed.id));
      });
      return { unsubscribed: true as const };
    },

    /** The account page: whether the account's address is on the list, or waiting to confirm. */
    async newsletterOf(email: string) {
      const id = subscriberId(email);
      const [subscriber, pending] = await Promise.all([
        store.get(subscriberPath(id)),
        store.get(pendingPath(id)),
      ]);
      const waiting =
        !subscriber &&
        !!pending &&
        !pending.confirmedAt &&
        typeof pending.expiresAt === 'string' &&
        Date.parse(pending.expiresAt) > clock.now().getTime();
      return { subscribed: !!subscriber, confirmationPending: waiting };
    },

    /**
     * The account page's switch. On: an address the sign-in has verified is subscribed at once
     * (it is proven already), any other is asked to confirm. Off: removed, as unsubscribing does.
     */
    async setNewsletter(email: string, verified: boolean, on: boolean) {
      const normalized = normalizeEmail(email);
      const id = subscriberId(normalized);
      const now = clock.now();
      if (!on) {
        await store.runTransaction(async (tx) => {
          const [subscriber, pending] = [await tx.get(subscriberPath(id)), await tx.get(pendingPath(id))];
          if (subscriber) tx.delete(subscriberPath(id));
          if (pending) tx.delete(pendingPath(id));
        });
        return this.newsletterOf(normalized);
      }
      const next = await store.runTransaction(async (tx): Promise<(() => Promise<void>) | null> => {
        if (!verified) return (await tx.get(subscriberPath(id))) ? null : askToConfirm(normalized, now, tx);
        const token = await subscribeIn(tx, normalized, now);
        return token ? () => welcome(normalized, token, now) : null;
      });
      if (next) await next();
      return this.newsletterOf(normalized);
    },
  };
}
