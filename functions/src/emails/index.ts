/** emails' public surface: queueing an email (the sendEmail task sends it once), and its data. */
export { sendEmailLater } from './service.js';
export { unsubscribeLinks } from './render.js';
export type { Email } from './model.js';
export { EMAILS_DATA } from './forget.js';
