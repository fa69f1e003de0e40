import type { ItemInfoResponse } from '../contract/payments.js';
import { DIGITAL_STORYBOOK_ID } from '../contract/pricing.js';

/**
 * What the cart can sell (spec part 1 §3: only product 1 exists for cart purposes; the printed
 * book is bought per order through print). Prices come from contract/pricing.
 */
export const CART_PRODUCTS: Readonly<Record<number, ItemInfoResponse>> = {
  [DIGITAL_STORYBOOK_ID]: {
    id: DIGITAL_STORYBOOK_ID,
    name: 'Digital Storybook',
    imageSrc: '/images/digital-storybook.svg',
    imageAlt: 'An open storybook with a bright illustration and a sprouting seedling',
  },
};

/** The credits one unit of a cart product grants. */
export const CREDITS_PER_UNIT: Readonly<Record<number, number>> = { [DIGITAL_STORYBOOK_ID]: 1 };
