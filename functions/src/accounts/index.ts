/** accounts' public surface: what other features use (the routes are wired by app.ts). */
export { accountsService, type AccountsService, type UserRecord } from './service.js';
export { accountTombstones } from './tombstone.js';
export { ACCOUNTS_DATA } from './forget.js';
