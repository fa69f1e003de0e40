import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrintLab, type PrintLab } from '../../../../emulators/src/printLab/server.js';
import { PrintProviderError, PrintWebhookError, type PrintItem } from '../../ports/printProvider.js';
import { LULU_HOSTS, signLuluPayload } from './luluApi.js';
import { LuluPrintProvider } from './printProvider.js';

// The local print lab is the stand-in: it answers like Lulu's API and records what it was sent.
let lab: PrintLab;
let clock = 0;
/** A provider on the lab with the colour paperback product, and `products` beside it. */
const provider = (products: Partial<ConstructorParameters<typeof LuluPrintProvider>[0]> = {}) =>
  new LuluPrintProvider({
    apiUrl: lab.url,
    clientKey: 'key',
    clientSecret: 'secret',
    podPackageId: '0850X0850.FC.STD.PB.080CW444.GXX',
    now: () => clock,
    ...products,
  });
/** The contract's item when the buyer names none. */
const ONE_PAPERBACK: PrintItem = { edition: 'colour', binding: 'paperback', copies: 1 };
const ADDRESS = {
  name: 'Ana Rivera',
  street1: '12 Maple Street',
  street2: '',
  city: 'Portland',
  stateCode: 'OR',
  postcode: '97201',
  countryCode: 'US' as const,
  phoneNumber: '503-555-0147',
  email: 'ana@example.com',
};

beforeAll(async () => {
  lab = await startPrintLab({ clientKey: 'key', clientSecret: 'secret', stepSeconds: 0 });
});
afterAll(() => lab.close());

describe('LuluPrintProvider', () => {
  it('asks for shipping options the way Lulu expects and answers them cheapest first in cents', async () => {
    const options = await provider().shippingOptions(ADDRESS, 32, ONE_PAPERBACK);
    expect(options.map((o) => [o.id, o.name, o.deliveryTime, o.costCents])).toEqual([
      ['MAIL', 'Mail', '8-14 business days', 499],
      ['GROUND_HD', 'Ground', '5-7 business days', 899],
      ['EXPEDITED', 'Expedited', '3-4 business days', 1799],
      ['EXPRESS', 'Express', '1-2 business days', 2999],
    ]);
    expect(lab.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/shipping-options/',
      body: {
        currency: 'USD',
        line_items: [{ page_count: 32, pod_package_id: '0850X0850.FC.STD.PB.080CW444.GXX', quantity: 1 }],
        shipping_address: {
          street1: '12 Maple Street',
          city: 'Portland',
          state_code: 'OR',
          country: 'US',
          postcode: '97201',
          phone_number: '503-555-0147',
        },
      },
    });
  });

  it('quotes, costs and prints the colouring edition as the black-and-white product, for less', async () => {
    const lulu = provider({ bwPodPackageId: '0850X0850.BW.STD.PB.060UW444.MXX' });
    const sent = () =>
      (lab.requests.at(-1)!.body as { line_items: { pod_package_id: string }[] }).line_items[0];
    await lulu.shippingOptions(ADDRESS, 32, { ...ONE_PAPERBACK, edition: 'coloring' });
    expect(sent()!.pod_package_id).toBe('0850X0850.BW.STD.PB.060UW444.MXX');
    const bw = await lulu.printCost(ADDRESS, 'GROUND_HD', 32, { ...ONE_PAPERBACK, edition: 'coloring' });
    expect(sent()!.pod_package_id).toBe('0850X0850.BW.STD.PB.060UW444.MXX');
    const colour = await lulu.printCost(ADDRESS, 'GROUND_HD', 32, { ...ONE_PAPERBACK, edition: 'colour' });
    expect(sent()!.pod_package_id).toBe('0850X0850.FC.STD.PB.080CW444.GXX');
    expect(bw).toEqual({ totalCents: 296 + 899, shippingCents: 899, taxCents: 0 });
    expect(colour.totalCents - bw.totalCents).toBe(484);
    // Without a black-and-white product configured, every edition is the one product.
    await provider().shippingOptions(ADDRESS, 32, { ...ONE_PAPERBACK, edition: 'coloring' });
    expect(sent()!.pod_package_id).toBe('0850X0850.FC.STD.PB.080CW444.GXX');
  });

  it('quotes, costs and sizes the hardcover as the casewrap product, for the copies asked', async () => {
    const lulu = provider({ hardcoverPodPackageId: '0850X0850.FC.STD.CW.080CW444.GXX' });
    const sent = () =>
      (lab.requests.at(-1)!.body as { line_items: { pod_package_id: string; quantity: number }[] })
        .line_items[0];
    const hardcover = { ...ONE_PAPERBACK, binding: 'hardcover', copies: 3 } as const;
    await lulu.shippingOptions(ADDRESS, 32, hardcover);
    expect(sent()).toMatchObject({ pod_package_id: '0850X0850.FC.STD.CW.080CW444.GXX', quantity: 3 });
    const three = await lulu.printCost(ADDRESS, 'GROUND_HD', 32, hardcover);
    const one = await lulu.printCost(ADDRESS, 'GROUND_HD', 32, { ...ONE_PAPERBACK, binding: 'hardcover' });
    expect(three.totalCents - three.shippingCents).toBe(3 * (one.totalCents - one.shippingCents));
    expect(await lulu.coverDimensions(32, 'hardcover')).toEqual({ widthPt: 19.5 * 72, heightPt: 10 * 72 });
    // Without a hardcover product configured, a hardcover is refused before any call.
    await expect(provider().shippingOptions(ADDRESS, 32, hardcover)).rejects.toThrow(/hardcover/);
  });

  it('passes on the tax Lulu adds where it collects one', async () => {
    const toronto = { ...ADDRESS, countryCode: 'CA', stateCode: 'ON', postcode: 'M5H 2N2', city: 'Toronto' };
    const cost = await provider().printCost(toronto, 'MAIL', 32, ONE_PAPERBACK);
    expect(cost.taxCents).toBe(Math.round((cost.totalCents - cost.taxCents) * 0.13));
  });

  it('reuses its token until shortly before it expires', async () => {
    const lulu = provider();
    clock = 0;
    await lulu.coverDimensions(32, 'paperback');
    const before = (lulu as unknown as { token: { value: string } }).token.value;
    await lulu.coverDimensions(40, 'paperback');
    expect((lulu as unknown as { token: { value: string } }).token.value).toBe(before);
    clock = 3600 * 1000; // past expires_in minus the margin
    await lulu.coverDimensions(40, 'paperback');
    expect((lulu as unknown as { token: { value: string } }).token.value).not.toBe(before);
  });

  it('asks what one copy costs to print and ship', async () => {
    expect(await provider().printCost(ADDRESS, 'GROUND_HD', 32, ONE_PAPERBACK)).toEqual({
      totalCents: 780 + 899,
      shippingCents: 899,
      taxCents: 0,
    });
    expect(lab.requests.at(-1)).toMatchObject({
      path: '/print-job-cost-calculations/',
      body: {
        shipping_option: 'GROUND_HD',
        line_items: [{ page_count: 32, pod_package_id: '0850X0850.FC.STD.PB.080CW444.GXX', quantity: 1 }],
        shipping_address: { state_code: 'OR', country_code: 'US', postcode: '97201' },
      },
    });
  });

  it('reads cover dimensions in points', async () => {
    // 2 x 8.5 in + 32/444 + 0.06 in spine + 2 x 0.125 in bleed, by 8.75 in.
    expect(await provider().coverDimensions(32, 'paperback')).toEqual({ widthPt: 1251.504, heightPt: 630 });
  });

  it('creates a print job with the files, address and level, and reads its status', async () => {
    const state = await provider().createJob({
      externalId: 'po_0123456789abcdef01234567',
      title: 'Mia and the Moon',
      contactEmail: 'ana@example.com',
      address: ADDRESS,
      shippingLevel: 'MAIL',
      pageCount: 32,
      item: ONE_PAPERBACK,
      interiorUrl: 'http://127.0.0.1:9/interior.pdf',
      coverUrl: 'http://127.0.0.1:9/cover.pdf',
    });
    expect(state).toMatchObject({
      externalId: 'po_0123456789abcdef01234567',
      status: 'CREATED',
      tracking: null,
    });
    expect(lab.requests.at(-1)?.body).toMatchObject({
      contact_email: 'ana@example.com',
      external_id: 'po_0123456789abcdef01234567',
      shipping_level: 'MAIL',
      shipping_address: {
        name: 'Ana Rivera',
        street1: '12 Maple Street',
        country_code: 'US',
        email: 'ana@example.com',
      },
      line_items: [
        {
          quantity: 1,
          printable_normalization: {
            interior: { source_url: 'http://127.0.0.1:9/interior.pdf' },
            cover: { source_url: 'http://127.0.0.1:9/cover.pdf' },
          },
        },
      ],
    });
    await lab.checked(state.jobId);
    const later = await provider().jobStatus(state.jobId);
    expect(later.status).toBe('REJECTED');
    expect(later.message).toMatch(/could not download/);
  });

  it('turns a refusal into a readable error', async () => {
    const bad = provider().createJob({
      externalId: 'po_0123456789abcdef01234567',
      title: 'x',
      contactEmail: 'ana@example.com',
      address: ADDRESS,
      shippingLevel: 'TELEPORT',
      pageCount: 32,
      item: ONE_PAPERBACK,
      interiorUrl: 'http://127.0.0.1:9/i.pdf',
      coverUrl: 'http://127.0.0.1:9/c.pdf',
    });
    await expect(bad).rejects.toThrow(PrintProviderError);
    await expect(bad).rejects.toThrow(
      'Lulu refused the request (HTTP 400): shipping_level: Shipping level TELEPORT does not reach US.',
    );
    const wrongKey = new LuluPrintProvider({
      apiUrl: lab.url,
      clientKey: 'key',
      clientSecret: 'nope',
      podPackageId: 'x',
    });
    await expect(wrongKey.coverDimensions(32, 'paperback')).rejects.toThrow(
      'Lulu refused the API credentials (HTTP 401)',
    );
  });

  it('accepts only webhooks signed with the API secret', () => {
    const body = JSON.stringify({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: {
        id: 7,
        external_id: 'po_x',
        status: { name: 'SHIPPED', messages: {} },
        line_items: [{ tracking_id: 'T1', tracking_urls: ['https://t/1'], carrier_name: 'UPS' }],
      },
    });
    const state = provider().parseWebhook(Buffer.from(body), signLuluPayload(body, 'secret'));
    expect(state).toMatchObject({
      jobId: '7',
      status: 'SHIPPED',
      tracking: { id: 'T1', url: 'https://t/1', carrier: 'UPS' },
    });
    expect(() => provider().parseWebhook(Buffer.from(body), signLuluPayload(body, 'other'))).toThrow(
      PrintWebhookError,
    );
    expect(() => provider().parseWebhook(Buffer.from(body), undefined)).toThrow(PrintWebhookError);
    const other = JSON.stringify({ topic: 'SOMETHING_ELSE', data: {} });
    expect(provider().parseWebhook(Buffer.from(other), signLuluPayload(other, 'secret'))).toBeNull();
  });

  it('reads a status it does not follow (Lulu documents ERROR) instead of refusing the event', () => {
    const body = JSON.stringify({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: { id: 8, external_id: 'po_x', status: { name: 'ERROR', messages: { error: 'Oops' } } },
    });
    expect(provider().parseWebhook(Buffer.from(body), signLuluPayload(body, 'secret'))).toMatchObject({
      jobId: '8',
      status: null,
      reported: 'ERROR',
      message: 'Oops',
    });
  });

  it('never turns a price Lulu did not give (null) into free shipping', async () => {
    // A stand-in answering what Lulu may answer: a level without a price, a cost without shipping.
    const server = http.createServer((req, res) => {
      const send = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      req.resume();
      req.on('end', () => {
        if (req.url?.startsWith('/auth/')) return send({ access_token: 't', expires_in: 3600 });
        if (req.url === '/shipping-options/')
          return send([
            { level: 'MAIL', cost_excl_tax: null, currency: 'USD' },
            { level: 'GROUND_HD', cost_excl_tax: '8.99', currency: 'USD' },
            { level: 'EXPRESS', cost_excl_tax: '', currency: 'USD' },
          ]);
        return send({ total_cost_incl_tax: '20.10', shipping_cost: { total_cost_excl_tax: null } });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const lulu = new LuluPrintProvider({
        apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        clientKey: 'key',
        clientSecret: 'secret',
        podPackageId: '0850X0850.FC.STD.PB.080CW444.GXX',
      });
      expect(
        (await lulu.shippingOptions(ADDRESS, 32, ONE_PAPERBACK)).map((o) => [o.id, o.costCents]),
      ).toEqual([['GROUND_HD', 899]]);
      await expect(lulu.printCost(ADDRESS, 'GROUND_HD', 32, ONE_PAPERBACK)).rejects.toThrow(/unusable cost/);
    } finally {
      server.close();
    }
  });

  it('knows Lulu’s two hosts', () => {
    expect(LULU_HOSTS).toEqual({
      sandbox: 'https://api.sandbox.lulu.com',
      production: 'https://api.lulu.com',
    });
  });
});
