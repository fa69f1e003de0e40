/** The print screens' words (spec part 2 §2, §5, §8). */
export const PRINT_TEXT = {
  verifyFirst: 'Please verify your email address to print books.',
  optionsFailed: 'Failed to get shipping options',
  orderFailed: 'Failed to process order',
  network: 'Network error. Please try again.',
  loadingOrder: 'Loading order details...',
  proofFirst: 'Tick “I have checked my proof” in step 2 to continue to payment.',
  shippingFirst: 'Choose a shipping method to continue to payment.',
} as const;

/** Order processing's words (spec part 2 §2, §4, §8). */
export const PROCESSING_TEXT = {
  missing: 'Missing story information. Please try again.',
  loading: 'Loading order details...',
  loadFailed: 'We could not load this order. Please check your connection and try again.',
  selectCover: 'Please select a cover image first',
  generated:
    'Your print files are ready. Please review them (download both to look), then click Submit Print Order.',
  interiorOnlyFailed:
    'The cover PDF is ready, but the print PDF could not be generated. Use Retry Interior PDF to try again.',
  coverOnlyFailed:
    'The print PDF is ready, but the cover PDF could not be generated. Use Retry Cover PDF to try again.',
  bothFailed: 'Neither print file could be generated. Please retry each file.',
  processFailed: 'We could not save the cover and start the print files.',
  interiorFailed: 'Failed to generate print PDF',
  coverFailed: 'Failed to generate cover PDF',
  interiorDownloadFailed: 'Failed to download print PDF. Please try again.',
  coverDownloadFailed: 'Failed to download cover PDF. Please try again.',
  review: 'Both files are ready. Review them, then send your book to the printer.',
  submitUnsuccessful: 'Print job submission was not successful',
  sending:
    'Your payment is in and your checked proof is on its way to the printer. You can close this page: we will email you when it ships.',
  notSent:
    'This order was not sent to the printer by itself. Check the print files, then press Submit Print Order.',
  submitted:
    'Your book is on its way to the printer. Your files stay available to download, and the progress below updates by itself.',
} as const;
