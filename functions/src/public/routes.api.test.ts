import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestDeps } from '../testing/testDeps.js';
import { useApiApp } from '../testing/apiApp.js';
import { NEWSLETTER_LIMITS, NEWSLETTER_PENDING_COLLECTION } from './newsletter.js';
import { NEWSLETTER_COLLECTION } from './service.js';

const api = useApiApp({ STORYSPROUT_ALLOWED_COUNTRIES: 'US,CA' });

describe('GET /public/getCountry', () => {
  it.each([
    [{}, 200],
    [{ 'x-appengine-country': 'US' }, 200],
    [{ 'x-appengine-country': 'ca' }, 200],
    [{ 'x-appengine-country': 'FR' }, 403],
    // A header or query a client sets never changes the answer: only the front end's counts.
    [{ 'x-appengine-country': 'FR', 'x-country-code': 'US', 'x-country': 'US' }, 403],
    [{ 'x-appengine-country': 'BR', 'x-country-code': 'US' }, 403],
    [{ 'x-appengine-country': 'ZZ' }, 200],
  ])('with headers %o answers status %i', async (headers, status) => {
    const res = await request(api.app).get('/public/getCountry').set(headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status });
  });

  it('ignores a country in the query', async () => {
    const res = await request(api.app).get('/public/getCountry?country=US').set('x-appengine-country', 'FR');
    expect(res.body).toEqual({ status: 403 });
  });

  it('refuses unknown countries where configured to', async () => {
    const strict = await createTestDeps({ STORYSPROUT_UNKNOWN_COUNTRY_ALLOWED: 'false' });
    try {
      const res = await request(createApp(strict)).get('/public/getCountry');
      expect(res.body).toEqual({ status: 403 });
    } finally {
      await strict.cleanup();
    }
  });

  it('needs no sign-in', async () => {
    const res = await request(api.app).get('/public/getCountry').set('Authorization', 'Bearer garbage');
    expect(res.status).toBe(200);
  });
});

describe('POST /public/subscribeNewsletter', () => {
  const pending = () =>
    api.deps.store.query(NEWSLETTER_PENDING_COLLECTION, { where: [['email', '==', 'ana.lee@example.com']] });

  it('keeps one address waiting for its confirmation, whatever its case, and subscribes no one yet', async () => {
    for (const email of ['Ana.Lee@example.com', 'ana.lee@example.com', '  ANA.LEE@EXAMPLE.COM ']) {
      const res = await request(api.app).post('/public/subscribeNewsletter').send({ email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ confirmationSent: true });
    }
    const stored = await pending();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({
      email: 'ana.lee@example.com',
      requestedAt: '2026-03-01T12:00:00.000Z',
      expiresAt: '2026-03-08T12:00:00.000Z',
      confirmedAt: null,
    });
    expect(await api.deps.store.query(NEWSLETTER_COLLECTION)).toHaveLength(0);
  });

  it.each([
    [{ email: 'not-an-address' }, /valid email/],
    [{ email: '' }, /valid email/],
    [{ email: 42 }, /email/],
    [{}, /email is required/],
    [{ email: `${'a'.repeat(250)}@example.com` }, /too long/],
  ])('answers 400 for %o and stores nothing', async (body, message) => {
    const before = (await api.deps.store.query(NEWSLETTER_PENDING_COLLECTION)).length;
    const res = await request(api.app).post('/public/subscribeNewsletter').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await api.deps.store.query(NEWSLETTER_PENDING_COLLECTION)).toHaveLength(before);
  });

  it('is safe under concurrent duplicate submissions', async () => {
    const results = await Promise.all(
      // From different clients (as Google's front end reports them), so no address limit applies.
      Array.from({ length: 10 }, (_, i) =>
        request(api.app)
          .post('/public/subscribeNewsletter')
          .set('X-Forwarded-For', `198.51.100.${i + 1}, 10.0.0.1`)
          .send({ email: 'twice@example.com' }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(
      await api.deps.store.query(NEWSLETTER_PENDING_COLLECTION, {
        where: [['email', '==', 'twice@example.com']],
      }),
    ).toHaveLength(1);
  });

  it(`limits one client address to ${NEWSLETTER_LIMITS.perAddress} sign-ups an hour: 429 with Retry-After`, async () => {
    const from = (email: string) =>
      request(api.app)
        .post('/public/subscribeNewsletter')
        .set('X-Forwarded-For', '203.0.113.77, 10.0.0.1')
        .send({ email });
    for (let i = 0; i < NEWSLETTER_LIMITS.perAddress; i++) {
      expect((await from(`limit${i}@example.com`)).status).toBe(200);
    }
    const refused = await from('one-more@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      error: expect.stringMatching(/Too many newsletter sign-ups/),
      code: 'too_many_sign_ups',
      retryAfterSeconds: Number(refused.headers['retry-after']),
    });
    expect(
      await api.deps.store.query(NEWSLETTER_PENDING_COLLECTION, {
        where: [['email', '==', 'one-more@example.com']],
      }),
    ).toHaveLength(0);
    // A client-set X-Forwarded-For entry to the left does not make a new address.
    const spoofed = await request(api.app)
      .post('/public/subscribeNewsletter')
      .set('X-Forwarded-For', '1.2.3.4, 203.0.113.77, 10.0.0.1')
      .send({ email: 'spoof@example.com' });
    expect(spoofed.status).toBe(429);
  });
});
