import { describe, expect, it } from 'vitest';
import { emailSchema, type Email } from './model.js';
import { LANGUAGES } from '../contract/languages.js';
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
      const rendered = renderEmail(email, `${APP}/`, 'en');
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
    const { text, subject } = renderEmail(receipt, APP, 'en');
    expect(subject).toMatch(/gift is ready/);
    expect(text).toContain('SPRT-ABCD-EFGH-JKLM-NP23');
    expect(text).toContain('We will email it to Mia on December 24, 2026.');
    expect(text).toContain('$9.00');
    const byHand = renderEmail({ ...receipt, emailsRecipient: false, emailedOn: null } as Email, APP, 'en');
    expect(byHand.text).toMatch(/Give the code by hand/);
  });

  it('tells the recipient who gave what, the message, the code and how to redeem it', () => {
    const received = EVERY_KIND.find((e) => e.kind === 'giftReceived') as Email;
    const { text, html, subject } = renderEmail(received, APP, 'en');
    expect(subject).toBe('Grandma Rose gave you a story on StorySprout');
    expect(text).toContain('“For <bedtime> adventures”');
    expect(html).toContain('For &lt;bedtime&gt; adventures');
    expect(text).toContain('Your gift code: SPRT-ABCD-EFGH-JKLM-NP23');
    expect(text).toMatch(/Have a gift code\?/);
    expect(text).toContain(`${APP}/signup?gift=SPRT-ABCD-EFGH-JKLM-NP23`);
  });

  it('shows the receipt’s facts in both parts', () => {
    const { text, html, subject } = renderEmail(EVERY_KIND[1] as Email, APP, 'en');
    expect(subject).toBe('Your StorySprout receipt');
    for (const part of [text, html]) {
      expect(part).toContain('$19.98');
      expect(part).toContain('cs_test_123');
      expect(part).toContain('March 1, 2026');
    }
    expect(text).toContain(`${APP}/account?section=purchases`);
  });

  it('links the shipped email to the carrier’s tracking page', () => {
    const { text, html } = renderEmail(EVERY_KIND[3] as Email, APP, 'en');
    expect(text).toContain('Track your parcel: https://tracking.example/track/1Z999');
    expect(html).toContain('href="https://tracking.example/track/1Z999"');
  });

  it('names a deleted book’s print order in general words', () => {
    const ordered = renderEmail(
      { ...(EVERY_KIND[2] as Email & { kind: 'printConfirmation' }), title: null },
      APP,
      'en',
    );
    expect(ordered.subject).toBe('Your printed book is ordered');
    expect(ordered.text).toContain('We have your order for a printed book.');
    const shipped = renderEmail(
      { ...(EVERY_KIND[3] as Email & { kind: 'printShipped' }), title: null },
      APP,
      'en',
    );
    expect(shipped.subject).toBe('Your printed book has shipped');
    for (const part of [shipped.text, shipped.html]) expect(part).not.toMatch(/“|null/);
  });

  it('puts RFC 8058 one-click unsubscribe headers and a visible link on the newsletter email only', () => {
    const welcome = renderEmail(EVERY_KIND.find((e) => e.kind === 'newsletterWelcome') as Email, APP, 'en');
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
      expect(renderEmail(email, APP, 'en').headers).toBeUndefined();
  });

  it('escapes a title in the HTML', () => {
    const { html, text } = renderEmail(
      { kind: 'storyReady', bookId: 'b', title: '<script>x</script> & "Bo"' },
      APP,
      'en',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt; &amp; &quot;Bo&quot;');
    expect(text).toContain('<script>x</script> & "Bo"');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'writes every email in %s, none of it in English',
    (language) => {
      for (const email of EVERY_KIND) {
        const english = renderEmail(email, APP, 'en');
        const rendered = renderEmail(email, APP, language);
        expect(rendered.html).toContain(`<html lang="${language}">`);
        expect(rendered.subject, email.kind).not.toBe(english.subject);
        const englishLines = new Set(english.text.split('\n').filter((line) => /[a-z]{4}/.test(line)));
        const sameLines = rendered.text.split('\n').filter((line) => englishLines.has(line));
        // Only lines of the email's own facts (a code, a name in quotes) may read the same.
        expect(
          sameLines.filter((line) => !/SPRT-|“For <bedtime> adventures”/.test(line)),
          email.kind,
        ).toEqual([]);
      }
    },
  );

  it('writes a Spanish receipt with Spanish money and dates', () => {
    const receipt = renderEmail(EVERY_KIND[1] as Email, APP, 'es');
    expect(receipt.subject).toBe('Tu recibo de StorySprout');
    expect(receipt.text).toContain('Tus 6 créditos para cuentos ya están en tu cuenta');
    expect(receipt.text).toContain('Pagado: 19,98\u00a0US$');
    expect(receipt.text).toContain('Fecha: 1 de marzo de 2026');
    const ready = renderEmail(EVERY_KIND[0] as Email, APP, 'de');
    expect(ready.subject).toBe('„Mia and the Moon“ ist bereit zum Lesen');
  });
});
