/** print's public surface: marking an order paid (the Stripe webhook), and its data. */
export { printService } from './service.js';
export { printEmails } from './emails.js';
export { paidPrintOrders } from './history.js';
export { forgetBookInOrders, PRINT_DATA } from './forget.js';
export { rebuildPrintFilesAfterEdit } from './files/afterEdit.js';
