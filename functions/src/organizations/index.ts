/** organizations' public surface: what other features use (the routes are wired by app.ts). */
export { organizationsService, type Membership } from './service.js';
export { ORGANIZATIONS_DATA } from './forget.js';
