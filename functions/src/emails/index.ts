/** emails' public surface: queueing an email (the sendEmail task sends it once), its queue, and its data. */
export { sendAccountEmailLater, sendEmailLater, type EmailReader } from './service.js';
export { unsubscribeLinks } from './render.js';
export { EMAIL_QUEUES, type Email } from './model.js';
export { EMAILS_DATA } from './forget.js';
