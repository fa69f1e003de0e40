/** The cart's and the purchase screens' words (spec part 1 §2, §8). */
export const CART_TEXT = {
  taxes: 'Taxes will be calculated at checkout.',
  noProductTitle: 'No Product Selected',
  noProduct: 'Please choose a product before proceeding to checkout.',
  browse: 'Browse products here.',
  regionTitle: 'Apologies!',
  region:
    "Apologies! The product is not yet available for purchase in your region. Stay tuned! We're working hard to bring it to you soon. Meanwhile, feel free to explore our gallery of free stories.",
  checkoutFailed: 'We could not open the payment page. Please try again in a moment.',
  confirmedTitle: 'Purchase Confirmed',
  confirmed:
    'Your transaction is complete, and your credits have been added. Enjoy creating personalized books for your kids!',
  confirming: 'We are confirming your payment with our payment provider. This usually takes a few seconds.',
  notYetTitle: 'Payment not confirmed yet',
  notYet:
    'We have not received the confirmation of this payment yet, so no credits have been added so far. They will be added as soon as it arrives; check again in a minute.',
} as const;
