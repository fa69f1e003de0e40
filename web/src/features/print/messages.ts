/** The print screens' words (spec part 2 §2, §5, §8). */
export const PRINT_TEXT = {
  verifyFirst: 'Please verify your email address to print books.',
  optionsFailed: 'Failed to get shipping options',
  orderFailed: 'Failed to process order',
  network: 'Network error. Please try again.',
  loadingOrder: 'Loading order details...',
  region:
    "Apologies! The product is not yet available for purchase in your region. Stay tuned! We're working hard to bring it to you soon. Meanwhile, feel free to explore our gallery of free stories.",
} as const;
