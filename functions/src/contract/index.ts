// The request and response schemas of spec §7, shared by the API and the web client.
export * from './accounts.js';
export * from './artStyle.js';
export * from './bookEdits.js';
export * from './books.js';
export * from './common.js';
export * from './dedication.js';
export * from './library.js';
export * from './pricing.js';
export * from './pricingSchema.js';
export * from './gifts.js';
export * from './payments.js';
export * from './print.js';
export * from './public.js';
export * from './share.js';
export * from './story.js';
export * from './storyText.js';
export * from './user.js';
