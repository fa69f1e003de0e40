import { z } from 'zod';
import { bookId } from './books.js';
import { countryRulesOf, SHIP_COUNTRY_CODES, US_STATES, type CountryRules } from './countries.js';

export { US_STATES };

export const US_STATE_CODES: readonly string[] = US_STATES.map(([code]) => code);

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** Digits of an international phone number (E.164 allows at most 15). */
const PHONE = /^\+?[\d\s().-]{7,24}$/;

/**
 * The shipping address (issue 30: any country we ship to, contract/countries.ts): the ISO
 * country first, then that country's rules. `state_code` is required where the country has
 * regions (one of its list for the US, Canada and Australia), the postcode follows the
 * country's format, the phone number is international. Old clients that send no country are
 * US addresses, as before.
 */
export const shippingAddress = z
  .object({
    country_code: z
      .string({ error: 'country_code must be a two-letter country code' })
      .trim()
      .toUpperCase()
      .optional()
      .default('US')
      .refine(
        (code) => SHIP_COUNTRY_CODES.includes(code),
        'We cannot ship printed books to that country yet',
      ),
    /** Who receives the book; the account's name when not given. */
    name: z.string().trim().max(80, 'name must be at most 80 characters').optional(),
    street1: text('street1', 100),
    street2: z.string().trim().max(100, 'street2 must be at most 100 characters').optional().default(''),
    city: text('city', 60),
    state_code: z
      .string({ error: 'state_code must be a string' })
      .trim()
      .max(60, 'state_code must be at most 60 characters')
      .optional()
      .default(''),
    postcode: z
      .string({ error: 'postcode must be a string' })
      .trim()
      .max(12, 'postcode must be at most 12 characters')
      .optional()
      .default(''),
    phone_number: z
      .string({ error: 'phone_number is required' })
      .trim()
      .refine((phone) => {
        const digits = phone.replace(/\D/g, '').length;
        return PHONE.test(phone) && digits >= 7 && digits <= 15;
      }, 'phone_number must be a phone number, like +1 555 123 4567'),
    /** For the printer's delivery notices; the account's email when not given. */
    email: z.email('email must be an email address').optional(),
  })
  .superRefine((address, ctx) => {
    const rules = countryRulesOf(address.country_code);
    if (!rules) return;
    if (Array.isArray(rules.region)) {
      if (!regionCodeOf(rules, address.state_code))
        ctx.addIssue({
          code: 'custom',
          path: ['state_code'],
          message:
            address.country_code === 'US'
              ? 'state_code must be one of the 50 US states or DC'
              : `state_code must be a ${rules.regionLabel.toLowerCase()} of ${rules.name}`,
        });
    } else if (rules.region === 'text' && !address.state_code) {
      ctx.addIssue({
        code: 'custom',
        path: ['state_code'],
        message: `state_code is required for ${rules.name}`,
      });
    }
    if (rules.postcode && !rules.postcode.test(address.postcode))
      ctx.addIssue({
        code: 'custom',
        path: ['postcode'],
        message:
          address.country_code === 'US'
            ? 'postcode must be a US ZIP code: 12345 or 12345-6789'
            : `postcode must be a ${rules.postcodeLabel} of ${rules.name}, like ${rules.postcodeExample}`,
      });
  })
  .transform((address) => {
    const rules = countryRulesOf(address.country_code);
    let postcode = rules?.postcode ? address.postcode.toUpperCase() : address.postcode;
    // Canadian codes are written A1A 1A1.
    if (address.country_code === 'CA' && !postcode.includes(' '))
      postcode = `${postcode.slice(0, 3)} ${postcode.slice(3)}`;
    const state_code = (rules && regionCodeOf(rules, address.state_code)) || address.state_code;
    return { ...address, state_code, postcode };
  });

/** The region's code in the country's list (by code or name, any case), or null. */
function regionCodeOf(rules: CountryRules, given: string): string | null {
  if (!Array.isArray(rules.region)) return null;
  const upper = given.trim().toUpperCase();
  const found = (rules.region as readonly (readonly [string, string])[]).find(
    ([code, name]) => code === upper || name.toUpperCase() === upper,
  );
  return found ? found[0] : null;
}
export type ShippingAddress = z.infer<typeof shippingAddress>;

/**
 * Which printed book (issue 28): `colour`, the full-colour paperback, or `coloring`, the
 * colouring book: the same paperback with a black-and-white line-art interior, for less.
 */
export const PRINT_EDITIONS = ['colour', 'coloring'] as const;
export type PrintEdition = (typeof PRINT_EDITIONS)[number];
export const DEFAULT_PRINT_EDITION: PrintEdition = 'colour';
/** The optional `edition` of the print bodies: `colour` when left out, anything else a clear 400. */
export const printEditionField = z
  .enum(PRINT_EDITIONS, { error: `edition must be one of ${PRINT_EDITIONS.join(', ')}` })
  .optional()
  .transform((v) => v ?? DEFAULT_PRINT_EDITION);

/** The answer to a payment asked for without the proof confirmed. */
export const PROOF_NOT_CHECKED = 'Please check your proof before paying';

/**
 * How the book is bound (issue 30): `paperback` (perfect bound) or `hardcover` (casewrap: the
 * cover printed and wrapped round boards). Only the full-colour book comes in hardcover: the
 * colouring book is meant to be drawn in, lies flatter as a paperback and would cost a child's
 * crayons twice as much.
 */
export const BINDINGS = ['paperback', 'hardcover'] as const;
export type Binding = (typeof BINDINGS)[number];
export const DEFAULT_BINDING: Binding = 'paperback';
export const bindingField = z
  .enum(BINDINGS, { error: `binding must be one of ${BINDINGS.join(', ')}` })
  .optional()
  .transform((v) => v ?? DEFAULT_BINDING);

/** Copies per order: one for each grandparent, within what one parcel carries. */
export const MAX_COPIES = 10;
export const DEFAULT_COPIES = 1;
export const copiesField = z
  .number({ error: `copies must be a whole number from 1 to ${MAX_COPIES}` })
  .int(`copies must be a whole number from 1 to ${MAX_COPIES}`)
  .min(1, `copies must be a whole number from 1 to ${MAX_COPIES}`)
  .max(MAX_COPIES, `copies must be a whole number from 1 to ${MAX_COPIES}`)
  .optional()
  .transform((v) => v ?? DEFAULT_COPIES);

/** The editions each binding comes in. */
export const editionsOf = (binding: Binding): readonly PrintEdition[] =>
  binding === 'hardcover' ? ['colour'] : PRINT_EDITIONS;
export const HARDCOVER_COLOURING_REFUSED = 'The colouring book comes in paperback only';

/** What is printed: the edition, the binding and how many (checked together). */
const printItem = {
  edition: printEditionField,
  binding: bindingField,
  copies: copiesField,
};
const editionBindsAs = (body: { edition: PrintEdition; binding: Binding }) =>
  editionsOf(body.binding).includes(body.edition);

/**
 * POST /user/print/shipping-options {storyId, storyTitle, shippingAddress, edition?, binding?,
 * copies?}.
 */
export const shippingOptionsRequest = z
  .object({
    storyId: bookId,
    storyTitle: z.string().trim().max(200).optional(),
    shippingAddress,
    ...printItem,
  })
  .refine(editionBindsAs, { path: ['binding'], message: HARDCOVER_COLOURING_REFUSED });

/** A shipping option of spec part 2 §3 (cost in cents, CONTRACT.md). */
export const shippingOption = z.object({
  id: z.string(),
  name: z.string(),
  delivery_time: z.string(),
  cost: z.number().int().nonnegative(),
});
export type ShippingOptionAnswer = z.infer<typeof shippingOption>;
export const shippingOptionsResponse = z.object({
  shippingOptions: z.array(shippingOption),
  /**
   * The tax the printer charges on orders to this address, as a share of the price in basis
   * points (1300 is 13%): 0 where it charges none. The page shows it; the payment charges it.
   */
  taxRateBps: z.number().int().nonnegative(),
});

/** POST /user/print/calculate-cost: the chosen option by name (or id) -> the payment page's address. */
export const calculateCostRequest = z
  .object({
    storyId: bookId,
    storyTitle: z.string().trim().max(200).optional(),
    shippingAddress,
    ...printItem,
    shippingOption: z
      .string({ error: 'shippingOption is required' })
      .trim()
      .min(1, 'shippingOption is required'),
    /** The parent ticked 'I have checked my proof' (issue 30): no order is paid for unseen. */
    proofChecked: z.literal(true, { error: PROOF_NOT_CHECKED }),
  })
  .refine(editionBindsAs, { path: ['binding'], message: HARDCOVER_COLOURING_REFUSED });

/** Print orders: opaque ids (CONTRACT.md). */
export const orderId = z
  .string({ error: 'orderId is required' })
  .trim()
  .regex(/^po_[0-9a-f]{24}$/, 'orderId must be a print order id');

/**
 * POST /user/getStripeStatus {storyId, orderId} -> { stripePaid: 0 | 1 }. The library knows no
 * order yet and sends the story id as orderId: then any paid order of that story counts.
 */
export const stripeStatusRequest = z.object({
  storyId: bookId,
  orderId: z.union([orderId, bookId]).optional(),
});
export const stripeStatusResponse = z.object({ stripePaid: z.union([z.literal(0), z.literal(1)]) });

/**
 * POST /user/getLatestPrintBookPayment {sessionId?} -> the latest paid order; with the Checkout
 * Session id /print-success returns with, the order that session paid (404 until it is paid).
 */
export const latestPrintPaymentRequest = z.object({
  sessionId: z.string({ error: 'sessionId must be a string' }).trim().min(1).max(255).optional(),
});
export const latestPrintPaymentResponse = z.object({
  orderID: z.string(),
  storyID: z.string(),
  storyTitle: z.string(),
});

/** POST /user/printOrders -> [orderId, storyId, storyTitle, status, createdAt, totalCents, trackingUrl]. */
/** Money that went back on a paid order (it is then never printed, or printed no more). */
export const REFUND_STATES = ['refunded', 'partially-refunded', 'disputed'] as const;
/**
 * Why a paid order was not sent to the printer by itself (issue 45: a code the web words in the
 * parent's language beside the English `message`): its files changed after the proof, it had no
 * checked proof, or the printer refused it (its own words stay in `message`).
 */
export const NOT_SENT_CODES = ['files_changed', 'no_proof', 'printer_refused'] as const;
export type NotSentCode = (typeof NOT_SENT_CODES)[number];
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * [orderId, storyId, title, status, createdAt, totalCents, trackingUrl, refund, binding, copies]
 * (binding and copies appended by issue 30; older orders are a paperback x 1).
 */
export const printOrderRow = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.number().int(),
  z.string().nullable(),
  z.enum(REFUND_STATES).nullable(),
  z.enum(BINDINGS),
  z.number().int(),
]);
export type PrintOrderRow = z.infer<typeof printOrderRow>;
export const printOrdersResponse = z.array(printOrderRow);

/** The two print-ready files of a book. */
export const PRINT_FILE_KINDS = ['interior', 'cover'] as const;
export type PrintFileKind = (typeof PRINT_FILE_KINDS)[number];

const pageNumber = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a page number from 1 to 10` })
    .int(`${field} must be a page number from 1 to 10`)
    .min(1, `${field} must be a page number from 1 to 10`)
    .max(10, `${field} must be a page number from 1 to 10`);

/**
 * POST /user/getPrintPdf {bookId, rebuild?, edition?}: the interior PDF of that edition when
 * built, else its build starts.
 */
export const printPdfRequest = z.object({
  bookId,
  rebuild: z.boolean().optional().default(false),
  edition: printEditionField,
});
/** POST /user/checkInnerFileStatus {bookId, edition?}: the interior of that edition. */
export const interiorStatusRequest = z.object({ bookId, edition: printEditionField });
/**
 * POST /user/generateCoverPdf {bookId, coverImageNum, binding?}: (re)builds that binding's cover
 * with that picture (each binding has its own cover file: a casewrap cover is larger).
 */
export const generateCoverRequest = z.object({
  bookId,
  coverImageNum: pageNumber('coverImageNum').optional(),
  binding: bindingField,
});
/** POST /user/checkCoverPdfStatus, /user/downloadCoverPdf {bookId, binding?}. */
export const coverFileRequest = z.object({ bookId, binding: bindingField });
/** POST /user/getCoverImage, /user/getImageNumbers {storyID}. */
export const storyIdRequest = z.object({ storyID: bookId });
/** POST /user/setCoverImage {storyID, selectedImageNum, selectedBookId}: selectedBookId names the image. */
export const setCoverRequest = z.object({
  storyID: bookId,
  selectedImageNum: pageNumber('selectedImageNum'),
  selectedBookId: z.string().trim().max(80).optional(),
});
/** POST /user/getUserSubmittedStatus, /user/print/submit-job, /user/print/order {storyId, orderId}. */
export const printOrderRequest = z.object({ storyId: bookId, orderId });

/** A print file's state; `exists` is spec part 2 §3's answer, the rest tells the page why. */
export const printFileStatus = z.object({
  exists: z.boolean(),
  status: z.enum(['none', 'building', 'ready', 'failed']),
  message: z.string().nullable(),
  pages: z.number().int().nullable(),
  /** Interior pages whose picture prints below 150 ppi (raster pictures upscaled). */
  lowResolutionPages: z.array(z.number().int()),
  /**
   * Which build of the file this is (null before the first): a proof checked for one build is
   * checked for no other (the print page keeps its tick across the payment page only while it holds).
   */
  build: z.string().nullable().optional(),
});
export type PrintFileStatus = z.infer<typeof printFileStatus>;

export const coverImageResponse = z.object({
  isSet: z.boolean(),
  coverImageNum: z.number().int().nullable(),
});
export const imageNumbersResponse = z.object({ imageNumbers: z.array(z.string()) });
export const submitJobResponse = z.object({ success: z.boolean(), message: z.string() });
/** POST /user/getUserSubmittedStatus -> { user_submitted: 1 } once submitted (404 before). */
export const userSubmittedResponse = z.object({ user_submitted: z.literal(1) });

/** POST /user/print/order: one order's progress (beyond the spec: the order timeline). */
export const printOrderDetails = z.object({
  orderId: z.string(),
  storyId: z.string(),
  storyTitle: z.string(),
  status: z.string(),
  message: z.string().nullable(),
  /** While NOT_SENT: why, as a code the web words (issue 45); `message` is the English. */
  notSentCode: z.enum(NOT_SENT_CODES).nullable().optional(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  submitted: z.boolean(),
  shippingName: z.string(),
  totalCents: z.number().int(),
  /** Which printed book was ordered (orders before issue 28 are `colour`). */
  edition: z.enum(PRINT_EDITIONS),
  /** How it is bound and how many copies (orders before issue 30: paperback x 1). */
  binding: z.enum(BINDINGS),
  copies: z.number().int(),
  /** The printer's tax charged with it, in cents (0 where none). */
  taxCents: z.number().int(),
  tracking: z
    .object({ id: z.string(), url: z.string().nullable(), carrier: z.string().nullable() })
    .nullable(),
  history: z.array(z.object({ status: z.string(), at: z.string(), message: z.string().nullable() })),
  refund: z.enum(REFUND_STATES).nullable(),
});
export type PrintOrderDetails = z.infer<typeof printOrderDetails>;

/** POST /user/print/proof {bookId, edition?, binding?}: the built files and where to draw their lines. */
export const proofRequest = z.object({ bookId, edition: printEditionField, binding: bindingField });

const inches = z.number().nonnegative();
/**
 * The proof: each file's download address (short-lived) and its geometry in inches. The interior
 * pages are trim + bleed on every side; the cover is one page, left to right: bleed (and, for a
 * hardcover, the wrap turned over the board), back, hinge, spine, hinge, front, then the same
 * margins mirrored. The safety line lies `safetyIn` inside each trim edge.
 */
export const proofResponse = z.object({
  interior: z.object({
    url: z.string(),
    pages: z.number().int().positive(),
    trimIn: z.object({ w: inches, h: inches }),
    bleedIn: inches,
    safetyIn: inches,
    lowResolutionPages: z.array(z.number().int()),
  }),
  cover: z.object({
    url: z.string(),
    widthIn: inches,
    heightIn: inches,
    trimIn: z.object({ w: inches, h: inches }),
    bleedIn: inches,
    wrapIn: inches,
    spineIn: inches,
    hingeIn: inches,
    safetyIn: inches,
  }),
});
export type ProofAnswer = z.infer<typeof proofResponse>;
