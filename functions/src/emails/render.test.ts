import { describe, expect, it } from 'vitest';
import { emailSchema, type Email } from './model.js';
import { renderEmail, unsubscribeLinks } from './render.js';

const APP = 'https://storysprout.example';

const EVERY_KIND: Email[] = [
  { kind: 'storyReady', bookId: 'b1', title: 'Mia and the Moon' },
  {
    kind: 'creditsReceipt',
    sessionId: 'cs_test_123',
    itemName: 'Story credits',
    quantity: 2,
    credits: 6,
    amountCents: 1998,
    currency: 'usd',
    paidAt: '2026-03-01T12:00:00.000Z',
  },
  {
    kind: 'printConfirmation',
    orderId: 'po_0123456789abcdef01234567',
    title: 'Mia and the Moon',
    amountCents: 3499,
    currency: 'usd',
    paidAt: '2026-03-02T09:00:00.000Z',
  },
  {
    kind: 'printShipped',
    orderId: 'po_0123456789abcdef01234567',
    title: 'Mia and the Moon',
    trackingUrl: 'https://tracking.example/track/1Z999',
    trackingId: '1Z999',
  },
  {
    kind: 'giftReceipt',
    giftId: 'g1',
    code: 'SPRT-ABCD-EFGH-JKLM-NP23',
    quantity: 2,
    recipientName: 'Mia',
    emailedOn: '2026-12-24',
    emailsRecipient: true,
    amountCents: 900,
    currency: 'usd',
    paidAt: '2026-03-01T12:00:00.000Z',
  },
  {
    kind: 'giftReceived',
    code: 'SPRT-ABCD-EFGH-JKLM-NP23',
    quantity: 1,
    recipientName: 'Mia',
    fromName: 'Grandma Rose',
    message: 'For <bedtime> adventures',
  },
  { kind: 'accountDeleted' },
  { kind: 'newsletterConfirm', token: `${'a'.repeat(64)}.secretsecretsecret12` },
  { kind: 'newsletterWelcome', unsubscribeToken: `${'b'.repeat(64)}.unsubscribesecret123` },
];

describe('renderEmail', () => {
  it.each(EVERY_KIND.map((e) => [e.kind, e] as const))(
    '%s: a subject, plain text and HTML in the brand',
    (_kind, email) => {
      expect(emailSchema.parse(email)).toEqual(email);
      const rendered = renderEmail(email, `${APP}/`);
      expect(rendered.subject.length).toBeGreaterThan(5);
      expect(rendered.text).toContain(rendered.text.split('\n')[0]);
      expect(rendered.html).toMatch(/^<!doctype html>/);
      expect(rendered.html).toContain('#FFF9F0'); // paper
      expect(rendered.html).toContain('#1F5E3B'); // deep leaf headings
      // Never a picture of any kind: no image tag, no background image, no link to a stored file.
      for (const part of [rendered.html, rendered.text]) {
        expect(part).not.toMatch(
          /<img|background-image|url\(|\.png|\.jpe?g|\.heic|\/photos?\/|characters\//i,
        );
      }
    },
  );

  it('gives the buyer the code and says when the recipient hears of it', () => {
    const receipt = EVERY_KIND.find((e) => e.kind === 'giftReceipt') as Email;
    const { text, subject } = renderEmail(receipt, APP);
    expect(subject).toMatch(/gift is ready/);
    expect(text).toContain('SPRT-ABCD-EFGH-JKLM-NP23');
    expect(text).toContain('We will email it to Mia on December 24, 2026.');
    expect(text).toContain('$9.00');
    const byHand = renderEmail({ ...receipt, emailsRecipient: false, emailedOn: null } as Email, APP);
    expect(byHand.text).toMatch(/Give the code by hand/);
  });

  it('tells the recipient who gave what, the message, the code and how to redeem it', () => {
    const received = EVERY_KIND.find((e) => e.kind === 'giftReceived') as Email;
    const { text, html, subject } = renderEmail(received, APP);
    expect(subject).toBe('Grandma Rose gave you a story on StorySprout');
    expect(text).toContain('“For <bedtime> adventures”');
    expect(html).toContain('For &lt;bedtime&gt; adventures');
    expect(text).toContain('Your gift code: SPRT-ABCD-EFGH-JKLM-NP23');
    expect(text).toMatch(/Have a gift code\?/);
    expect(text).toContain(`${APP}/signup?gift=SPRT-ABCD-EFGH-JKLM-NP23`);
  });

  it('shows the receipt’s facts in both parts', () => {
    const { text, html, subject } = renderEmail(EVERY_KIND[1] as Email, APP);
    expect(subject).toBe('Your StorySprout receipt');
    for (const part of [text, html]) {
      expect(part).toContain('$19.98');
      expect(part).toContain('cs_test_123');
      expect(part).toContain('March 1, 2026');
    }
    expect(text).toContain(`${APP}/account?section=purchases`);
  });

  it('links the shipped email to the carrier’s tracking page', () => {
    const { text, html } = renderEmail(EVERY_KIND[3] as Email, APP);
    expect(text).toContain('Track your parcel: https://tracking.example/track/1Z999');
    expect(html).toContain('href="https://tracking.example/track/1Z999"');
  });

  it('names a deleted book’s print order in general words', () => {
    const ordered = renderEmail(
      { ...(EVERY_KIND[2] as Email & { kind: 'printConfirmation' }), title: null },
      APP,
    );
    expect(ordered.subject).toBe('Your printed book is ordered');
    expect(ordered.text).toContain('We have your order for a printed book.');
    const shipped = renderEmail({ ...(EVERY_KIND[3] as Email & { kind: 'printShipped' }), title: null }, APP);
    expect(shipped.subject).toBe('Your printed book has shipped');
    for (const part of [shipped.text, shipped.html]) expect(part).not.toMatch(/“|null/);
  });

  it('puts RFC 8058 one-click unsubscribe headers and a visible link on the newsletter email only', () => {
    const welcome = renderEmail(EVERY_KIND.find((e) => e.kind === 'newsletterWelcome') as Email, APP);
    const links = unsubscribeLinks(APP, `${'b'.repeat(64)}.unsubscribesecret123`);
    expect(welcome.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(links.oneClick).toMatch(
      /^https:\/\/storysprout\.example\/public\/unsubscribeNewsletter\?token=b{64}\./,
    );
    expect(welcome.text).toContain(`Unsubscribe with one click: ${links.page}`);
    expect(welcome.html).toContain(`href="${links.page}"`);
    for (const email of EVERY_KIND.filter((e) => e.kind !== 'newsletterWelcome'))
      expect(renderEmail(email, APP).headers).toBeUndefined();
  });

  it('escapes a title in the HTML', () => {
    const { html, text } = renderEmail(
      { kind: 'storyReady', bookId: 'b', title: '<script>x</script> & "Bo"' },
      APP,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt; &amp; &quot;Bo&quot;');
    expect(text).toContain('<script>x</script> & "Bo"');
  });
});
