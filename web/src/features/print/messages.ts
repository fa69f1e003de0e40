import type { MessageId } from '../../i18n';

/** The print screens' words (spec part 2 §2, §5, §8), by their catalogue ids. */
export const PRINT_TEXT = {
  verifyFirst: 'print.verifyFirst',
  optionsFailed: 'print.optionsFailed',
  orderFailed: 'print.orderFailed',
  network: 'print.network',
  loadingOrder: 'print.loadingOrder',
  proofFirst: 'print.proofFirst',
  shippingFirst: 'print.shippingFirst',
} as const satisfies Record<string, MessageId>;

/** Order processing's words (spec part 2 §2, §4, §8), by their catalogue ids. */
export const PROCESSING_TEXT = {
  missing: 'print.processing.missing',
  loading: 'print.loadingOrder',
  loadFailed: 'print.processing.loadFailed',
  selectCover: 'print.processing.selectCover',
  generated: 'print.processing.generated',
  interiorOnlyFailed: 'print.processing.interiorOnlyFailed',
  coverOnlyFailed: 'print.processing.coverOnlyFailed',
  bothFailed: 'print.processing.bothFailed',
  processFailed: 'print.processing.processFailed',
  interiorFailed: 'print.file.interiorFailed',
  coverFailed: 'print.file.coverFailed',
  interiorDownloadFailed: 'print.processing.interiorDownloadFailed',
  coverDownloadFailed: 'print.processing.coverDownloadFailed',
  review: 'print.processing.review',
  submitUnsuccessful: 'print.processing.submitUnsuccessful',
  sending: 'print.processing.sending',
  notSent: 'print.processing.notSent',
  submitted: 'print.processing.submitted',
} as const satisfies Record<string, MessageId>;
