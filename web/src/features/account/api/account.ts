import type {
  OrganizationMember,
  RemoveOrganizationMemberResponse,
  RotateJoinCodeResponse,
  UserInfoResponse,
} from '@contract/accounts';
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type User,
} from 'firebase/auth';
import * as routes from '@contract/routes/accounts';
import { userPost } from '../../../lib/api';
import { EMAIL_VERIFIED_STATUS_KEY } from '../../../lib/auth';
import { fetchCredits } from '../../../api/credits';

/** The balance for the account page, where an answer that is not a count is a failed load (logged). */
export async function getNumCredits(): Promise<number> {
  const credits = await fetchCredits();
  if (!Number.isFinite(credits)) throw new Error('Unexpected credits answer');
  return credits;
}

/** POST /user/getUserInfo: user type, role, and the organization (join code for admins). */
export function getUserInfo(): Promise<UserInfoResponse> {
  return userPost(routes.getUserInfo);
}

/** POST /user/deleteAccount {email}: the deletion starts; the answer says what happens next. */
export function deleteAccount(
  email: string,
): Promise<{ status: 'deleting'; message: string; organizationHandedTo: string | null }> {
  return userPost(routes.deleteAccount, { email });
}

/** Whether the person signs in with a password (else with Google): how they sign in again. */
export function signsInWithPassword(user: User | null): boolean {
  return !!user?.providerData?.some((p) => p.providerId === 'password');
}

/**
 * Signs the current person in again (password, else Google in a popup) so the next ID token
 * carries a fresh sign-in time: deleting an account asks for one (RECENT_SIGN_IN_REQUIRED).
 */
export async function signInAgain(user: User, password?: string): Promise<void> {
  if (password !== undefined) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
  } else {
    await reauthenticateWithPopup(user, new GoogleAuthProvider());
  }
  await user.getIdToken(true);
}

/** POST /user/getOrganizationMembers {organizationID}. */
export function getOrganizationMembers(organizationID: string): Promise<OrganizationMember[]> {
  return userPost(routes.getOrganizationMembers, { organizationID });
}

/** POST /user/rotateJoinCode {organizationID} (admins): a new code; the old one stops working. */
export function rotateJoinCode(organizationID: string): Promise<RotateJoinCodeResponse> {
  return userPost(routes.rotateJoinCode, { organizationID });
}

/** POST /user/removeOrganizationMember {organizationID, memberID} (admins): the member leaves. */
export function removeOrganizationMember(
  organizationID: string,
  memberID: string,
): Promise<RemoveOrganizationMemberResponse> {
  return userPost(routes.removeOrganizationMember, {
    organizationID,
    memberID,
  });
}

let reporting: Promise<void> | null = null;

/**
 * POST /user/usersEmailVerificationInfo once per browser (spec part 1 §4): the localStorage flag
 * emailVerifiedStatus records that the server was told. The caller refreshes the ID token first so
 * it carries the verified state. A failure is logged and retried on the next visit.
 */
export function reportEmailVerified(): Promise<void> {
  if (localStorage.getItem(EMAIL_VERIFIED_STATUS_KEY) === 'true') return Promise.resolve();
  reporting ??= userPost(routes.usersEmailVerificationInfo, { emailVerified: true })
    .then(() => localStorage.setItem(EMAIL_VERIFIED_STATUS_KEY, 'true'))
    .catch((error: unknown) => console.error('Reporting the email verification failed', error))
    .finally(() => {
      reporting = null;
    });
  return reporting;
}
