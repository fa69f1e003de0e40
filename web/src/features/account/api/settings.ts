import type { NewsletterSettingResponse, PurchasesResponse, UpdateNameResponse } from '@contract';
import { updatePassword, verifyBeforeUpdateEmail, type User } from 'firebase/auth';
import * as routes from '@contract/routes/accounts';
import { purchases as purchasesRoute } from '@contract/routes/payments';
import { userPost } from '../../../lib/api';
import { signInAgain } from './account';

/** POST /user/updateName {name}. */
export function updateName(name: string): Promise<UpdateNameResponse> {
  return userPost(routes.updateName, { name });
}

/** POST /user/newsletter: the account address's newsletter state, changed first when `subscribed` is given. */
export function newsletterSetting(subscribed?: boolean): Promise<NewsletterSettingResponse> {
  return userPost(routes.newsletter, subscribed === undefined ? {} : { subscribed });
}

/** POST /user/purchases: every credit purchase and paid print order, newest first. */
export function purchases(): Promise<PurchasesResponse> {
  return userPost(purchasesRoute);
}

/**
 * A new sign-in email: Firebase sends a link to the new address and switches only once it is
 * followed (verified again). A fresh sign-in first, as Firebase asks for this change.
 */
export async function changeEmail(user: User, newEmail: string, password?: string): Promise<void> {
  await signInAgain(user, password);
  await verifyBeforeUpdateEmail(user, newEmail);
}

/** A new password, after signing in again with the current one. */
export async function changePassword(user: User, current: string, next: string): Promise<void> {
  await signInAgain(user, current);
  await updatePassword(user, next);
}
