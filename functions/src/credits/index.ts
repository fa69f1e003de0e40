/** credits' public surface: balances move only through grant/spend inside the caller's transaction. */
export { creditsService, NOT_ENOUGH_CREDITS, type CreditsService } from './service.js';
export { CREDITS_DATA } from './forget.js';
