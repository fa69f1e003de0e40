/** gifts' public surface: the webhook's hand-off for gift sessions, the daily email sweep, its data. */
export { giftFulfilment, type GiftFulfilOutcome } from './fulfilment.js';
export { GIFT_KIND } from './service.js';
export { sendDueGiftEmails } from './schedule.js';
export { GIFTS_DATA } from './forget.js';
