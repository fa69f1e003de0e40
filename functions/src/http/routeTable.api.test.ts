import request, { type Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../../../emulators/src/mailCatcher.js';
import { isFileAnswer, noInput, ROUTES, type Route, type RouteName } from '../contract/routes/index.js';
import { readWhole } from '../testing/api.js';
import { useApiApp } from '../testing/apiApp.js';
import { createTestUser, type TestUser } from '../testing/authEmulator.js';
import { avatarBody, circlePhoto, paragraphsOf, parent, photoStoryRequest, post } from '../testing/books.js';
import { mailTestEnv, useMailCatcher } from '../testing/mail.js';
import { payCheckout, TEST_ADDRESS } from '../testing/payments.js';
import { until } from '../testing/poll.js';

/**
 * The route table against the app: every route is mounted from it and nothing else is, each
 * refuses a body its schema refuses with a 400, and a good call's answer is what its entry says.
 */

// A mail server, so the newsletter's confirmation link can be followed.
const mail = useMailCatcher();
// Narration on: its routes answer as declared only where books are read aloud.
const api = useApiApp(() => ({ ...mailTestEnv(mail.catcher().smtpPort), STORYSPROUT_NARRATOR: 'offline' }));

/** Mounted beside the table, and not API routes: a shared book's page and the local file downloads. */
const OUTSIDE_THE_TABLE = ['GET /s/:token', 'GET /public/files/:path'];

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/** Every route the express app answers, as 'METHOD /path'. */
function mountedRoutes(stack: RouterLayer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route)
      return Object.keys(layer.route.methods).map(
        (method) => `${method.toUpperCase()} ${prefix}${layer.route?.path}`,
      );
    if (!layer.handle?.stack) return [];
    const path = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return mountedRoutes(layer.handle.stack, prefix + path);
  });
}

const call = (user: TestUser, route: Route, body: unknown = {}) =>
  readWhole(
    request(api.app)
      .post(route.path)
      .set('Authorization', `Bearer ${user.idToken}`)
      .send(body as object),
  );
const get = (route: Route, query: Record<string, string>) =>
  readWhole(request(api.app).get(route.path).query(query));

/** The answer is one the route's entry declares: its status, and its JSON schema or file type. */
function expectDeclaredAnswer(route: Route, res: Response) {
  const declared = route.answers[res.status as keyof Route['answers']];
  expect(declared, `${route.path} answered ${res.status}: ${String(res.body)}`).not.toBe(undefined);
  if (declared === undefined) return;
  if (declared === null) return expect((res.body as Buffer).length).toBe(0);
  if (isFileAnswer(declared)) {
    const [type, subtype] = declared.file.split('/');
    expect(res.headers['content-type']).toMatch(new RegExp(`^${type}/${subtype === '*' ? '' : subtype}`));
    return expect((res.body as Buffer).length).toBeGreaterThan(0);
  }
  const parsed = declared.safeParse(JSON.parse((res.body as Buffer).toString()));
  expect(parsed.error?.issues ?? [], route.path).toEqual([]);
}

/** What a call of each route needs: some made by earlier calls, in the order they run. */
const world = {} as {
  owner: TestUser;
  bookId: string;
  photoBookId: string;
  castBookId: string;
  extraBookId: string;
  shareToken: string;
  characterId: string;
  photoCharacterId: string;
  admin: TestUser;
  member: TestUser;
  organizationID: string;
  joinCode: string;
  classId: string;
  orderId: string;
  giftCode: string;
  newsletterToken: string;
};

/**
 * A call with a good body, then one its schema refuses. Routes that take nothing refuse a JSON
 * array (GETs that take nothing have nothing to refuse: their query is never read).
 */
interface Case {
  good: () => Promise<Response | Response[]>;
  bad: unknown;
}

/** A well-formed book id: a bad body is refused before any book is looked for. */
const BOOK = '1700000000000';

/** The owner's call about their saved book. */
const ofBook = (route: Route, body: object = {}) =>
  call(world.owner, route, { bookId: world.bookId, ...body });

/** A call's answer once the tasks it started have run. */
async function settled(call: Promise<Response>): Promise<Response> {
  const res = await call;
  await api.deps.tasks.idle();
  return res;
}

/** Pays a payment page on the Stripe stand-in; answers the session's metadata. */
const pay = (url: unknown) => payCheckout(api.deps, String(url));

async function writtenBook(who: TestUser, created: Response) {
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const { bookId } = JSON.parse((created.body as Buffer).toString()) as { bookId: string };
  await api.deps.tasks.idle();
  const text = await post(api.app, who, 'enhancedTextOutput', { bookId });
  return { bookId, paragraphs: paragraphsOf((text.body as { story: string }).story) };
}

const CASES: { readonly [K in RouteName]: Case } = {
  getCountry: { good: () => get(ROUTES.getCountry, {}), bad: undefined },
  getPricing: { good: () => get(ROUTES.getPricing, {}), bad: undefined },
  subscribeNewsletter: {
    good: async () => {
      const res = await readWhole(
        request(api.app).post(ROUTES.subscribeNewsletter.path).send({ email: world.owner.email }),
      );
      await api.deps.tasks.idle();
      const confirm = await until('the confirmation email', async () => {
        const found = await emailsTo(mail.catcher().inboxUrl, world.owner.email);
        return found.find((e) => /confirm your StorySprout newsletter/.test(e.subject));
      });
      world.newsletterToken = decodeURIComponent(
        /newsletter\/confirm\?token=(\S+)/.exec(confirm.text ?? '')?.[1] ?? '',
      );
      return res;
    },
    bad: { email: 'not an address' },
  },
  confirmNewsletter: {
    good: () =>
      readWhole(request(api.app).post(ROUTES.confirmNewsletter.path).send({ token: world.newsletterToken })),
    bad: { token: '' },
  },
  unsubscribeNewsletter: {
    good: () =>
      readWhole(
        request(api.app)
          // A well-formed token of no subscriber: already unsubscribed, as a second click finds it.
          .post(`${ROUTES.unsubscribeNewsletter.path}?token=${'c'.repeat(64)}.${'d'.repeat(32)}`)
          .type('form')
          .send('List-Unsubscribe=One-Click'),
      ),
    bad: { token: '' },
  },

  usersInfo: { good: () => call(world.owner, ROUTES.usersInfo, { name: 'Pat Parent' }), bad: { name: 5 } },
  getUserName: { good: () => call(world.owner, ROUTES.getUserName), bad: [] },
  usersEmailVerificationInfo: {
    good: () => call(world.owner, ROUTES.usersEmailVerificationInfo, { emailVerified: true }),
    bad: { emailVerified: 'yes' },
  },
  updateName: {
    good: () => call(world.owner, ROUTES.updateName, { name: 'Pat Parent' }),
    bad: { name: ' ' },
  },
  newsletter: { good: () => call(world.owner, ROUTES.newsletter, {}), bad: { subscribed: 'yes' } },
  interfaceLanguage: {
    good: () => call(world.owner, ROUTES.interfaceLanguage, {}),
    bad: { language: 'xx' },
  },
  readingMode: {
    good: () =>
      call(world.owner, ROUTES.readingMode, {
        readingMode: { on: true, typeface: 'atkinson-hyperlegible', textSize: 'large' },
      }),
    bad: { readingMode: { on: true, typeface: 'comic-sans', textSize: 'large' } },
  },
  getNumCredits: { good: () => call(world.owner, ROUTES.getNumCredits), bad: [] },

  create: {
    // JSON (an Avatar Story) and multipart (a Photo Story with a photo).
    good: async () => {
      const avatar = await call(world.owner, ROUTES.create, avatarBody);
      world.extraBookId = (await writtenBook(world.owner, avatar)).bookId;
      const photo = await readWhole(
        photoStoryRequest(api.app, world.owner, [{ name: 'Leo', relationship: 'main', file: circlePhoto() }]),
      );
      // A bilingual book (issue 45), in the two languages the offline engine writes.
      const bilingual = await call(world.owner, ROUTES.create, { ...avatarBody, secondLanguage: 'es' });
      return [avatar, photo, bilingual];
    },
    bad: { ...avatarBody, secondLanguage: 'nl' },
  },
  enhancedTextOutput: {
    good: () => call(world.owner, ROUTES.enhancedTextOutput, { bookId: world.extraBookId }),
    bad: { bookId: 'a book' },
  },
  saveStory: {
    good: async () => {
      const { bookId, paragraphs } = await writtenBook(
        world.owner,
        await call(world.owner, ROUTES.create, avatarBody),
      );
      const saved = await call(world.owner, ROUTES.saveStory, {
        bookId,
        storyTitle: 'Mia and the Moon',
        paragraphs,
      });
      await api.deps.tasks.idle();
      world.bookId = bookId;
      return saved;
    },
    bad: { bookId: BOOK, storyTitle: '', paragraphs: [] },
  },
  saveEssentialStory: {
    good: async () => {
      const created = await readWhole(
        photoStoryRequest(api.app, world.owner, [{ name: 'Leo', relationship: 'main', file: circlePhoto() }]),
      );
      const { bookId, paragraphs } = await writtenBook(world.owner, created);
      world.photoBookId = bookId;
      const saved = await call(world.owner, ROUTES.saveEssentialStory, {
        bookId,
        storyTitle: 'Leo and the Picnic',
        paragraphs,
        reviewCast: true,
      });
      await api.deps.tasks.idle();
      world.castBookId = bookId;
      return saved;
    },
    bad: { bookId: BOOK, storyTitle: 42 },
  },
  getlegends: { good: () => ofBook(ROUTES.getlegends), bad: {} },
  checkStoryType: { good: () => ofBook(ROUTES.checkStoryType), bad: {} },
  castStatus: { good: () => call(world.owner, ROUTES.castStatus, { bookId: world.castBookId }), bad: {} },
  castSheet: { good: () => call(world.owner, ROUTES.castSheet, { bookId: world.castBookId }), bad: {} },
  redrawCast: {
    good: () => settled(call(world.owner, ROUTES.redrawCast, { bookId: world.castBookId })),
    bad: {},
  },
  approveCast: {
    good: () => settled(call(world.owner, ROUTES.approveCast, { bookId: world.castBookId })),
    bad: {},
  },
  imageOutput: {
    good: () => call(world.owner, ROUTES.imageOutput, { bookId: `${world.bookId}_1` }),
    bad: { bookId: `${BOOK}_11` },
  },
  restyleStory: {
    good: () => settled(ofBook(ROUTES.restyleStory, { artStyle: 'crayon' })),
    bad: { bookId: BOOK, artStyle: 'oil' },
  },
  restyleStatus: { good: () => ofBook(ROUTES.restyleStatus), bad: {} },
  chooseRestyle: {
    good: () => ofBook(ROUTES.chooseRestyle, { use: 'old' }),
    bad: { bookId: BOOK, use: 'both' },
  },
  reDoImage: {
    good: () => ofBook(ROUTES.reDoImage, { index: 0, reDoPrompt: '' }),
    bad: { bookId: BOOK, index: 10 },
  },
  reDoEssentialImage: {
    good: () =>
      call(world.owner, ROUTES.reDoEssentialImage, {
        bookId: world.photoBookId,
        legend: 'A picnic',
        legendIndex: 1,
      }),
    bad: { bookId: BOOK, legend: 'A picnic', legendIndex: 'one' },
  },
  reDoEnhancedImage: {
    good: () =>
      settled(
        call(world.owner, ROUTES.reDoEnhancedImage, {
          bookId: world.bookId,
          legend: 'A red kite over the beach',
          legendIndex: 2,
        }),
      ),
    bad: { bookId: BOOK, legend: '', legendIndex: 2 },
  },
  saveSelectedImageNumber: {
    good: () =>
      call(world.owner, ROUTES.saveSelectedImageNumber, {
        bookId: world.bookId,
        imageId: `${world.bookId}_1`,
      }),
    bad: { bookId: BOOK, imageId: 'the first' },
  },
  createLibrary: { good: () => call(world.owner, ROUTES.createLibrary), bad: [] },
  getCounter: { good: () => ofBook(ROUTES.getCounter), bad: {} },
  createPdf: { good: () => call(world.owner, ROUTES.createPdf, { bookId: world.photoBookId }), bad: {} },
  createEnhancedPdf: { good: () => ofBook(ROUTES.createEnhancedPdf), bad: {} },
  createColoringPdf: {
    good: () => call(world.owner, ROUTES.createColoringPdf, { storyId: world.bookId, paper: 'a4' }),
    bad: { storyId: BOOK, paper: 'legal' },
  },
  getPdf: { good: () => ofBook(ROUTES.getPdf), bad: {} },
  createEpub: { good: () => ofBook(ROUTES.createEpub), bad: { bookId: BOOK, voice: '' } },
  saveCharacter: {
    // JSON (a look) and multipart (a photo).
    good: async () => {
      const json = await call(world.owner, ROUTES.saveCharacter, {
        name: 'Mia',
        role: 'child',
        pronouns: 'she',
        look: { preset: 'medium_brown' },
      });
      world.characterId = (JSON.parse((json.body as Buffer).toString()) as { id: string }).id;
      const multipart = await readWhole(
        request(api.app)
          .post(ROUTES.saveCharacter.path)
          .set('Authorization', `Bearer ${world.owner.idToken}`)
          .field('name', 'Leo')
          .field('role', 'child')
          .field('pronouns', 'he')
          .attach('photo_1', circlePhoto(), 'leo.png'),
      );
      world.photoCharacterId = (JSON.parse((multipart.body as Buffer).toString()) as { id: string }).id;
      return [json, multipart];
    },
    bad: { name: '', role: 'child', pronouns: 'she' },
  },
  listCharacters: { good: () => call(world.owner, ROUTES.listCharacters), bad: [] },
  characterPhoto: {
    good: () => call(world.owner, ROUTES.characterPhoto, { id: world.photoCharacterId, photo: 1 }),
    bad: { id: 'ch_x', photo: 1 },
  },
  deleteCharacter: {
    good: () => call(world.owner, ROUTES.deleteCharacter, { id: world.characterId }),
    bad: {},
  },

  getImageNumbers: {
    good: () => call(world.owner, ROUTES.getImageNumbers, { storyID: world.bookId }),
    bad: {},
  },
  setCoverImage: {
    good: () => call(world.owner, ROUTES.setCoverImage, { storyID: world.bookId, selectedImageNum: 2 }),
    bad: { storyID: BOOK, selectedImageNum: 11 },
  },
  getCoverImage: { good: () => call(world.owner, ROUTES.getCoverImage, { storyID: world.bookId }), bad: {} },
  // A build started (202), then the built file (200).
  getPrintPdf: {
    good: async () => {
      const started = await ofBook(ROUTES.getPrintPdf);
      await api.deps.tasks.idle();
      return [started, await ofBook(ROUTES.getPrintPdf)];
    },
    bad: { bookId: BOOK, edition: 'gold' },
  },
  generateCoverPdf: {
    good: () => settled(ofBook(ROUTES.generateCoverPdf, { coverImageNum: 2 })),
    bad: { bookId: BOOK, coverImageNum: 0 },
  },
  checkInnerFileStatus: {
    good: () => ofBook(ROUTES.checkInnerFileStatus),
    bad: { bookId: BOOK, edition: 'gold' },
  },
  checkCoverPdfStatus: {
    good: () => ofBook(ROUTES.checkCoverPdfStatus),
    bad: { bookId: BOOK, binding: 'spiral' },
  },
  downloadCoverPdf: { good: () => ofBook(ROUTES.downloadCoverPdf), bad: { bookId: BOOK, binding: 'spiral' } },
  printProof: { good: () => ofBook(ROUTES.printProof), bad: { bookId: BOOK, edition: 'gold' } },
  printShippingOptions: {
    good: () =>
      call(world.owner, ROUTES.printShippingOptions, {
        storyId: world.bookId,
        shippingAddress: TEST_ADDRESS,
      }),
    bad: { storyId: BOOK, shippingAddress: { ...TEST_ADDRESS, postcode: '1' } },
  },
  printCalculateCost: {
    good: async () => {
      const res = await call(world.owner, ROUTES.printCalculateCost, {
        proofChecked: true,
        storyId: world.bookId,
        shippingAddress: TEST_ADDRESS,
        shippingOption: 'Mail',
      });
      world.orderId = (await pay(JSON.parse((res.body as Buffer).toString()))).orderId ?? '';
      await api.deps.tasks.idle();
      return res;
    },
    bad: { storyId: BOOK, shippingAddress: TEST_ADDRESS, shippingOption: 'Mail' },
  },
  getStripeStatus: {
    good: () => call(world.owner, ROUTES.getStripeStatus, { storyId: world.bookId, orderId: world.orderId }),
    bad: { storyId: BOOK, orderId: 'order 1' },
  },
  getLatestPrintBookPayment: {
    good: () => call(world.owner, ROUTES.getLatestPrintBookPayment, {}),
    bad: { sessionId: 5 },
  },
  printOrders: { good: () => call(world.owner, ROUTES.printOrders), bad: [] },
  printSubmitJob: {
    good: () => call(world.owner, ROUTES.printSubmitJob, { storyId: world.bookId, orderId: world.orderId }),
    bad: { storyId: BOOK },
  },
  getUserSubmittedStatus: {
    good: () =>
      call(world.owner, ROUTES.getUserSubmittedStatus, { storyId: world.bookId, orderId: world.orderId }),
    bad: { storyId: BOOK },
  },
  printOrder: {
    good: () => call(world.owner, ROUTES.printOrder, { storyId: world.bookId, orderId: world.orderId }),
    bad: { storyId: BOOK },
  },

  shareBook: {
    good: async () => {
      const res = await ofBook(ROUTES.shareBook);
      const { url } = JSON.parse((res.body as Buffer).toString()) as { url: string };
      world.shareToken = url.split('/s/')[1] ?? '';
      return res;
    },
    bad: { bookId: BOOK, showDedication: 'yes' },
  },
  setDedication: {
    good: () => ofBook(ROUTES.setDedication, { dedication: 'For Mia, with love' }),
    bad: { bookId: BOOK, dedication: 5 },
  },
  libraryDetails: { good: () => call(world.owner, ROUTES.libraryDetails), bad: [] },
  sharedBook: { good: () => get(ROUTES.sharedBook, { token: world.shareToken }), bad: {} },
  sharedImage: {
    good: () => get(ROUTES.sharedImage, { token: world.shareToken, page: '1' }),
    bad: { token: 'x', page: '11' },
  },
  sharedNarration: {
    good: () => get(ROUTES.sharedNarration, { token: world.shareToken }),
    bad: { token: 'x', voice: '' },
  },
  unshareBook: { good: () => ofBook(ROUTES.unshareBook), bad: {} },

  updateBook: { good: () => ofBook(ROUTES.updateBook, { dedication: 'For Mia' }), bad: { bookId: BOOK } },
  narrationVoices: { good: () => get(ROUTES.narrationVoices, { language: 'fr' }), bad: { language: 'xx' } },
  narration: {
    good: () => settled(ofBook(ROUTES.narration, { voice: 'en-US-Neural2-D' })),
    bad: { bookId: BOOK, voice: '' },
  },
  getNarration: { good: () => ofBook(ROUTES.getNarration), bad: { bookId: 'x' } },
  // The book is narrated in this voice by the narration case above.
  createAudiobook: {
    good: () => ofBook(ROUTES.createAudiobook, { voice: 'en-US-Neural2-D' }),
    bad: { bookId: BOOK, voice: 7 },
  },

  itemInfo: { good: () => call(world.owner, ROUTES.itemInfo, { productId: 1 }), bad: { productId: 'one' } },
  checkoutSession: {
    good: async () => {
      const res = await call(world.owner, ROUTES.checkoutSession, { productId: 1, quantity: 1 });
      await pay(JSON.parse((res.body as Buffer).toString()));
      return res;
    },
    bad: { productId: 1, quantity: 0 },
  },
  purchases: { good: () => call(world.owner, ROUTES.purchases), bad: [] },
  getLatestPaymentInfo: { good: () => call(world.owner, ROUTES.getLatestPaymentInfo), bad: [] },
  giftCheckout: {
    good: async () => {
      const res = await call(world.owner, ROUTES.giftCheckout, { quantity: 1, recipientName: 'Sam' });
      await pay((JSON.parse((res.body as Buffer).toString()) as { url: string }).url);
      await api.deps.tasks.idle();
      return res;
    },
    bad: { quantity: 0, recipientName: 'Sam' },
  },
  gifts: {
    good: async () => {
      const res = await call(world.owner, ROUTES.gifts);
      const { gifts } = JSON.parse((res.body as Buffer).toString()) as { gifts: { code: string }[] };
      world.giftCode = gifts[0]?.code ?? '';
      return res;
    },
    bad: [],
  },
  redeemGift: {
    good: async () => call(await parent(api.deps, 0), ROUTES.redeemGift, { code: world.giftCode }),
    bad: { code: '' },
  },

  acceptEducatorAccount: {
    good: async () => {
      world.admin = await createTestUser({ emailVerified: true });
      const res = await call(world.admin, ROUTES.acceptEducatorAccount, {
        accountType: 'organization',
        userType: 'educator',
        name: 'Ada Admin',
        organizationInfo: { organizationOption: 'create', organizationName: 'Maple School' },
      });
      const info = JSON.parse((res.body as Buffer).toString()) as {
        organizationID: string;
        joinCode: string;
      };
      world.organizationID = info.organizationID;
      world.joinCode = info.joinCode;
      return res;
    },
    bad: { accountType: 'school', userType: 'educator' },
  },
  getUserInfo: { good: () => call(world.admin, ROUTES.getUserInfo), bad: [] },
  getOrganizationMembers: {
    good: async () => {
      world.member = await createTestUser({ emailVerified: true });
      const joined = await call(world.member, ROUTES.acceptEducatorAccount, {
        accountType: 'organization',
        userType: 'educator',
        name: 'Mo Member',
        organizationInfo: { organizationOption: 'join', joinCode: world.joinCode },
      });
      expect(joined.status).toBe(200);
      return call(world.admin, ROUTES.getOrganizationMembers, { organizationID: world.organizationID });
    },
    bad: {},
  },
  rotateJoinCode: {
    good: () => call(world.admin, ROUTES.rotateJoinCode, { organizationID: world.organizationID }),
    bad: { organizationID: ' ' },
  },
  orgCheckoutSession: {
    good: async () => {
      const res = await call(world.admin, ROUTES.orgCheckoutSession, { packs: 1 });
      await pay(JSON.parse((res.body as Buffer).toString()));
      return res;
    },
    bad: { packs: 0 },
  },
  orgCredits: { good: () => call(world.admin, ROUTES.orgCredits), bad: [] },
  createClass: {
    good: async () => {
      const res = await call(world.admin, ROUTES.createClass, {
        lesson: { moral: 'kindness', ageGroup: '5-7years', idea: '' },
        children: [{ name: 'Ivy', look: { preset: 'fair_blond' } }],
      });
      world.classId = (JSON.parse((res.body as Buffer).toString()) as { classId: string }).classId;
      await api.deps.tasks.idle();
      return res;
    },
    bad: { lesson: { moral: 'kindness', ageGroup: '5-7years' }, children: [] },
  },
  classStatus: {
    good: async () => {
      await until('the class book ready', async () => {
        const res = await post(api.app, world.admin, 'classStatus', { classId: world.classId });
        return (res.body as { done: number }).done === 1;
      });
      return call(world.admin, ROUTES.classStatus, { classId: world.classId });
    },
    bad: { classId: 'a class' },
  },
  classes: { good: () => call(world.admin, ROUTES.classes), bad: [] },
  classZip: { good: () => call(world.admin, ROUTES.classZip, { classId: world.classId }), bad: {} },
  removeOrganizationMember: {
    good: async () => {
      const members = await post(api.app, world.admin, 'getOrganizationMembers', {
        organizationID: world.organizationID,
      });
      const member = (members.body as { memberID: string; userRole: string }[]).find(
        (m) => m.userRole === 'member',
      );
      return call(world.admin, ROUTES.removeOrganizationMember, {
        organizationID: world.organizationID,
        memberID: member?.memberID,
      });
    },
    bad: { organizationID: 'org-1' },
  },

  deleteBook: { good: () => call(world.owner, ROUTES.deleteBook, { bookId: world.extraBookId }), bad: {} },
  deleteAccount: {
    good: async () => {
      const leaving = await parent(api.deps, 0);
      return call(leaving, ROUTES.deleteAccount, { email: leaving.email });
    },
    bad: {},
  },
};

describe('the route table', () => {
  it('is what the app mounts, and the app mounts nothing else', () => {
    const mounted = mountedRoutes((api.app as unknown as { router: { stack: RouterLayer[] } }).router.stack);
    const table = Object.values(ROUTES).map((route: Route) => `${route.method} ${route.path}`);
    expect(mounted.filter((route) => !OUTSIDE_THE_TABLE.includes(route)).sort()).toEqual([...table].sort());
    expect(mounted).toEqual(expect.arrayContaining(OUTSIDE_THE_TABLE));
  });

  it('has a case here for every route', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe('every route of the table', () => {
  beforeAll(async () => {
    world.owner = await parent(api.deps, 20);
  });

  it.each(Object.entries(CASES) as [RouteName, Case][])(
    '%s answers its schema, and 400 to a body it refuses',
    async (name, { good, bad }) => {
      const route: Route = ROUTES[name];
      for (const res of [await good()].flat()) expectDeclaredAnswer(route, res);
      if (bad === undefined) {
        // Nothing to refuse: a GET whose query is never read.
        expect([route.method, route.request]).toEqual(['GET', noInput]);
        return;
      }
      const refused =
        route.method === 'GET'
          ? await get(route, bad as Record<string, string>)
          : await call(world.owner, route, bad);
      expect(refused.status, (refused.body as Buffer).toString()).toBe(400);
    },
    60_000,
  );
});
