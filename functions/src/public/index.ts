/** The public calls' surface: the country rule other features' routes apply, and the newsletter's data. */
export { publicService } from './service.js';
export { PUBLIC_DATA } from './forget.js';
export { deleteExpiredNewsletterRequests } from './expiredRequests.js';
