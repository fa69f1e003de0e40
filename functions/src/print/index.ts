/** print's public surface: marking an order paid and sending it to the printer (the Stripe webhook), and its data. */
export { printService } from './service.js';
export { printJobsService } from './jobs.js';
export { printEmails } from './emails.js';
export { paidPrintOrders } from './history.js';
export { forgetBookInOrders, PRINT_DATA } from './forget.js';
export { rebuildPrintFilesAfterEdit } from './files/afterEdit.js';
