/** credits' public surface: balances move only through grant/spend inside the caller's transaction. */
export {
  creditsService,
  orgCreditsService,
  NOT_ENOUGH_CREDITS,
  NOT_ENOUGH_ORG_CREDITS,
  type CreditsService,
  type OrgCreditsService,
} from './service.js';
export { CREDITS_DATA } from './forget.js';
export { orgBalanceDocPath } from './balance.js';
