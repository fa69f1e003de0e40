import {
  REGION_UNAVAILABLE_MESSAGE,
  REGION_UNAVAILABLE_TITLE,
} from '../../components/RegionUnavailableDialog';

/** The cart's and the purchase screens' words (spec part 1 §2, §8). */
export const CART_TEXT = {
  taxes: 'Taxes will be calculated at checkout.',
  noProductTitle: 'No Product Selected',
  noProduct: 'Please choose a product before proceeding to checkout.',
  browse: 'Browse products here.',
  regionTitle: REGION_UNAVAILABLE_TITLE,
  region: REGION_UNAVAILABLE_MESSAGE,
  checkoutFailed: 'We could not open the payment page. Please try again in a moment.',
  confirmedTitle: 'Purchase Confirmed',
  confirmed:
    'Your transaction is complete, and your credits have been added. Enjoy creating personalized books for your kids!',
  confirming: 'We are confirming your payment with our payment provider. This usually takes a few seconds.',
  notYetTitle: 'Payment not confirmed yet',
  notYet:
    'We have not received the confirmation of this payment yet, so no credits have been added so far. They will be added as soon as it arrives; check again in a minute.',
} as const;
