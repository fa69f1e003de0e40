import { z } from 'zod';
import { bookId } from './books.js';

/** The 50 US states plus DC: the only destinations printed books ship to (spec part 2 §9). */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;
export const US_STATE_CODES: readonly string[] = US_STATES.map(([code]) => code);

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** The shipping address of spec part 2 §3, checked on the server (US only). */
export const shippingAddress = z.object({
  /** Who receives the book; the account's name when not given. */
  name: z.string().trim().max(80, 'name must be at most 80 characters').optional(),
  street1: text('street1', 100),
  street2: z.string().trim().max(100, 'street2 must be at most 100 characters').optional().default(''),
  city: text('city', 60),
  state_code: z
    .string({ error: 'state_code is required' })
    .trim()
    .toUpperCase()
    .refine((code) => US_STATE_CODES.includes(code), 'state_code must be one of the 50 US states or DC'),
  postcode: z
    .string({ error: 'postcode is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'postcode must be a US ZIP code: 12345 or 12345-6789'),
  country_code: z
    .literal('US', { error: 'Printed books ship to US addresses only' })
    .optional()
    .default('US'),
  phone_number: z
    .string({ error: 'phone_number is required' })
    .trim()
    .regex(/^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/, 'phone_number must be a US phone number'),
  /** For the printer's delivery notices; the account's email when not given. */
  email: z.email('email must be an email address').optional(),
});
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

/** POST /user/print/shipping-options {storyId, storyTitle, shippingAddress, edition?}. */
export const shippingOptionsRequest = z.object({
  storyId: bookId,
  storyTitle: z.string().trim().max(200).optional(),
  shippingAddress,
  edition: printEditionField,
});

/** A shipping option of spec part 2 §3 (cost in cents, CONTRACT.md). */
export const shippingOption = z.object({
  id: z.string(),
  name: z.string(),
  delivery_time: z.string(),
  cost: z.number().int().nonnegative(),
});
export type ShippingOptionAnswer = z.infer<typeof shippingOption>;
export const shippingOptionsResponse = z.object({ shippingOptions: z.array(shippingOption) });

/** POST /user/print/calculate-cost: the chosen option by name (or id) -> the payment page's address. */
export const calculateCostRequest = shippingOptionsRequest.extend({
  shippingOption: z
    .string({ error: 'shippingOption is required' })
    .trim()
    .min(1, 'shippingOption is required'),
  /** The parent ticked 'I have checked my proof' (issue 30): no order is paid for unseen. */
  proofChecked: z.literal(true, { error: PROOF_NOT_CHECKED }),
});

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
export type RefundState = (typeof REFUND_STATES)[number];

/** [orderId, storyId, title, status, createdAt, totalCents, trackingUrl, refund]. */
export const printOrderRow = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.number().int(),
  z.string().nullable(),
  z.enum(REFUND_STATES).nullable(),
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
/** POST /user/generateCoverPdf {bookId, coverImageNum}: (re)builds the cover with that picture. */
export const generateCoverRequest = z.object({
  bookId,
  coverImageNum: pageNumber('coverImageNum').optional(),
});
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
});
export type PrintFileStatus = z.infer<typeof printFileStatus>;

export const coverImageResponse = z.object({
  isSet: z.boolean(),
  coverImageNum: z.number().int().nullable(),
});
export const imageNumbersResponse = z.object({ imageNumbers: z.array(z.string()) });
export const submitJobResponse = z.object({ success: z.boolean(), message: z.string() });

/** POST /user/print/order: one order's progress (beyond the spec: the order timeline). */
export const printOrderDetails = z.object({
  orderId: z.string(),
  storyId: z.string(),
  storyTitle: z.string(),
  status: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  submitted: z.boolean(),
  shippingName: z.string(),
  totalCents: z.number().int(),
  /** Which printed book was ordered (orders before issue 28 are `colour`). */
  edition: z.enum(PRINT_EDITIONS),
  tracking: z
    .object({ id: z.string(), url: z.string().nullable(), carrier: z.string().nullable() })
    .nullable(),
  history: z.array(z.object({ status: z.string(), at: z.string(), message: z.string().nullable() })),
  refund: z.enum(REFUND_STATES).nullable(),
});
export type PrintOrderDetails = z.infer<typeof printOrderDetails>;

/** How the book is bound (issue 30): the paperback, or the casewrap hardcover. */
export const PRINT_BINDINGS = ['paperback', 'hardcover'] as const;
export type PrintBinding = (typeof PRINT_BINDINGS)[number];
/** The optional `binding` of the print bodies: `paperback` when left out, anything else a clear 400. */
export const printBindingField = z
  .enum(PRINT_BINDINGS, { error: `binding must be one of ${PRINT_BINDINGS.join(', ')}` })
  .optional()
  .transform((v) => v ?? 'paperback');

/** POST /user/print/proof {bookId, edition?, binding?}: the built files and where to draw their lines. */
export const proofRequest = z.object({ bookId, edition: printEditionField, binding: printBindingField });

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
