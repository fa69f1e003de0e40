import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../../../emulators/src/mailCatcher.js';
import { createApp } from '../app.js';
import { drawingUnderFairShare } from '../books/testing/drawLine.js';
import type { TestUser } from '../testing/authEmulator.js';
import { parent, post, savedBook } from '../testing/books.js';
import { createOrganization } from '../testing/organizations.js';
import { paidPrintOrder, payCheckout } from '../testing/payments.js';
import { mailTestEnv, useMailCatcher } from '../testing/mail.js';
import { createTestDeps, type TestDeps } from '../testing/testDeps.js';
import { KEPT_DATA } from './registry.js';

let deps: TestDeps;
let app: Express;
// A mail server, so the newsletter's confirmation and the emails' records are written too.
const mail = useMailCatcher();
beforeAll(async () => {
  // Narration on, so its documents and recordings are among what the journey writes.
  deps = await createTestDeps({ ...mailTestEnv(mail.catcher().smtpPort), STORYSPROUT_NARRATOR: 'offline' });
  app = createApp(deps);
});
afterAll(() => deps?.cleanup());

/** Every document of the store, read beneath the port, its collection's ids as {id}. */
async function everyDocument(): Promise<{ collection: string; data: string; id: string }[]> {
  return (await deps.everyDocument()).map((row) => ({
    ...row,
    collection: row.collection
      .split('/')
      .map((segment, i) => (i % 2 ? '{id}' : segment))
      .join('/'),
  }));
}

const fateOf = new Map(KEPT_DATA.flatMap((data) => Object.entries(data.collections)));
const blobPrefixes = KEPT_DATA.flatMap((data) => Object.keys(data.blobs));

describe('the forget registry against what the app writes', () => {
  let owner: TestUser;
  const seen = new Set<string>();
  const seenBlobPrefixes = new Set<string>();

  beforeAll(async () => {
    // One person using everything: a book with its PDF, a paid printed copy with its print
    // files, credits bought, the newsletter, a saved character; a teacher runs an organization. Then deletion.
    owner = await parent(deps, 1);
    const { bookId } = await savedBook(app, deps, owner, 'Every Collection');
    expect((await post(app, owner, 'createPdf', { bookId })).status).toBe(200);
    // Shared by a link (issue 29): account deletion must forget the link too.
    expect((await post(app, owner, 'shareBook', { bookId })).status).toBe(200);
    await paidPrintOrder(app, deps, owner, bookId, 'Mail');
    await post(app, owner, 'setCoverImage', { storyID: bookId, selectedImageNum: 2 });
    await post(app, owner, 'generateCoverPdf', { bookId });
    await payCheckout(
      deps,
      String((await post(app, owner, 'checkoutSession', { productId: 1, quantity: 1 })).body),
    );
    // A gift bought (its code, its event) and redeemed by the buyer, and a wrong gift code.
    const gift = await post(app, owner, 'giftCheckout', {
      quantity: 1,
      recipientName: 'Mia',
      recipientEmail: 'mia@example.com',
    });
    await payCheckout(deps, String(gift.body.url));
    await deps.tasks.idle();
    const [given] = (await post(app, owner, 'gifts')).body.gifts as { code: string }[];
    expect((await post(app, owner, 'redeemGift', { code: given?.code })).status).toBe(200);
    expect((await post(app, owner, 'redeemGift', { code: 'SPRT-AAAA-AAAA-AAAA-AAAA' })).status).toBe(404);
    await request(app).post('/public/subscribeNewsletter').send({ email: owner.email });
    await deps.tasks.idle();
    const confirm = (await emailsTo(mail.catcher().inboxUrl, owner.email)).find((e) =>
      /confirm your StorySprout newsletter/.test(e.subject),
    );
    const token = /newsletter\/confirm\?token=(\S+)/.exec(confirm?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const confirmed = await request(app)
      .post('/public/confirmNewsletter')
      .send({ token: decodeURIComponent(token as string) });
    expect(confirmed.body).toEqual({ subscribed: true });
    // A saved character with a photo (its photo counted in the hour's saves).
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e5527a' } })
      .png()
      .toBuffer();
    const character = await request(app)
      .post('/user/characters/save')
      .set('Authorization', `Bearer ${owner.idToken}`)
      .field('name', 'Leo')
      .field('role', 'child')
      .field('pronouns', 'he')
      .attach('photo_1', photo, 'leo.png');
    expect(character.status).toBe(200);
    const teacher = await parent(deps, 0);
    const organization = await createOrganization(app, teacher, 'Little Acorns', 'Tess Teacher');
    expect(organization.status).toBe(200);
    // The organization's shared balance and a class made from it (issue 31).
    await payCheckout(deps, String((await post(app, teacher, 'orgCheckoutSession', { packs: 1 })).body));
    const lessonClass = await post(app, teacher, 'createClass', {
      lesson: { moral: 'kindness', ageGroup: '5-7years', idea: '' },
      children: [{ name: 'Ivy', look: { preset: 'fair_blond' } }],
    });
    expect(lessonClass.status).toBe(200);
    await deps.tasks.idle();
    // A wrong join code: the owner's attempt counter (erased with them) and the address's.
    const wrongCode = await post(app, owner, 'acceptEducatorAccount', {
      accountType: 'organization',
      userType: 'educator',
      organizationInfo: { organizationOption: 'join', organizationName: null, joinCode: 'ZZZZZZ' },
    });
    expect(wrongCode.status).toBe(400);
    await deps.tasks.idle();
    // A redo waiting in the drawing line (issue 46) when the snapshot is taken.
    const releaseRedo = deps.tasks.hold('redrawPage');
    expect(
      (await post(app, owner, 'reDoImage', { bookId, index: 0, reDoPrompt: '', useLora: false })).status,
    ).toBe(200);
    // A drawing in the model under the fair share: another account's drawing waits in the
    // parents' lane, so the owner's holds one of its account's places (erased with the account).
    const releasePages = deps.tasks.hold('illustratePage');
    const drawing = { bookId, uid: owner.uid, page: 2, variant: 0 };
    const waiting = { bookId: '1700000000009', uid: teacher.uid, page: 1, variant: 0 };
    expect(await drawingUnderFairShare(deps, drawing, waiting)).toBe(true);
    for (const doc of await everyDocument()) seen.add(doc.collection);
    for (const blob of await deps.blobs.list('')) seenBlobPrefixes.add(`${blob.split('/')[0]}/`);

    expect((await post(app, owner, 'deleteAccount', { email: owner.email })).status).toBe(202);
    releaseRedo();
    releasePages();
    await deps.tasks.idle();
    for (const doc of await everyDocument()) seen.add(doc.collection);
  });

  it('has a declared owner for every collection the app wrote, and the app wrote every one declared', () => {
    expect([...seen].filter((collection) => !fateOf.has(collection))).toEqual([]);
    expect([...fateOf.keys()].filter((collection) => !seen.has(collection))).toEqual([]);
  });

  it('has a declared owner for every folder of files', () => {
    expect([...seenBlobPrefixes].sort()).toEqual([...blobPrefixes].sort());
  });

  it('leaves a deleted person only in collections declared as kept', async () => {
    const naming = (await everyDocument()).filter(
      (doc) => doc.data.includes(owner.uid) || doc.data.includes(owner.email) || doc.id.includes(owner.uid),
    );
    expect(naming.length).toBeGreaterThan(0);
    for (const doc of naming) expect(fateOf.get(doc.collection), doc.collection).toBe('kept');
  });
});
