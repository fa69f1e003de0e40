import { MAX_ACCOUNT_NAME_LENGTH, type UserRole, type UserType } from '../contract/accounts.js';
import { LANGUAGES, type Language } from '../contract/languages.js';
import { readingMode, type ReadingMode } from '../contract/readingMode.js';
import type { DocData } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';

/** The free first story (CONTRACT.md: 1 credit, once per account). */
export const FREE_STORY_CREDITS = 1;

export const USERS_COLLECTION = 'users';
export const userPath = (uid: string) => `${USERS_COLLECTION}/${uid}`;
/**
 * accountDeletions/{uid}: what is left of a deleted account (its id and dates, nothing personal),
 * so a sign-in token issued before the deletion cannot bring the account back.
 */
export const DELETED_ACCOUNTS_COLLECTION = 'accountDeletions';
export const deletedAccountPath = (uid: string) => `${DELETED_ACCOUNTS_COLLECTION}/${uid}`;
export const ACCOUNT_DELETED = 'This account has been deleted.';

/**
 * users/{uid}: the user info record of spec part 1 §3 plus what the server keeps. The credit
 * balance is stored on the same document but belongs to credits/, which alone reads and writes it.
 */
export interface UserRecord {
  emailAdd: string | null;
  name: string | null;
  createdAt: string;
  lastLogin: string;
  emailVerified: boolean;
  provider: string;
  userType: UserType;
  freeStoryGranted: boolean;
  accountType?: 'individual' | 'organization';
  userRole?: UserRole;
  organizationID?: string;
  joinedOrganizationAt?: string;
  /**
   * A join code given at sign-up before the email was verified: the person becomes a member only
   * once their token says the email is verified (organizations completes it), null when none.
   */
  pendingJoinCode?: string | null;
  /** The language the person reads the site and its emails in, once chosen (issue 45). */
  interfaceLanguage?: Language;
  /** How the person reads books (issue 44), once chosen. */
  readingMode?: ReadingMode;
}

/** The token's name where it is one an account may have (a body's name was checked by the contract). */
export function tokenNameOf(caller: Caller): string | null {
  const name = caller.name?.trim() ?? '';
  return name && name.length <= MAX_ACCOUNT_NAME_LENGTH ? name : null;
}

export function newUserRecord(caller: Caller, name: string | null, provider: string, now: Date): UserRecord {
  const at = now.toISOString();
  return {
    emailAdd: caller.email,
    name: name || tokenNameOf(caller),
    createdAt: at,
    lastLogin: at,
    emailVerified: caller.emailVerified,
    provider,
    userType: 'regular',
    freeStoryGranted: true,
  };
}

/** Reads a stored record defensively: documents written by older code may lack fields. */
export function asUserRecord(data: DocData): UserRecord {
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
  return {
    emailAdd: str(data.emailAdd),
    name: str(data.name),
    createdAt: str(data.createdAt) ?? '',
    lastLogin: str(data.lastLogin) ?? '',
    emailVerified: data.emailVerified === true,
    provider: str(data.provider) ?? 'password',
    userType: data.userType === 'educator' ? 'educator' : 'regular',
    freeStoryGranted: data.freeStoryGranted === true,
    ...(data.accountType === 'individual' || data.accountType === 'organization'
      ? { accountType: data.accountType }
      : {}),
    ...(data.userRole === 'admin' || data.userRole === 'member' ? { userRole: data.userRole } : {}),
    ...(str(data.organizationID) ? { organizationID: str(data.organizationID) as string } : {}),
    ...(str(data.joinedOrganizationAt)
      ? { joinedOrganizationAt: str(data.joinedOrganizationAt) as string }
      : {}),
    ...(str(data.pendingJoinCode) ? { pendingJoinCode: str(data.pendingJoinCode) as string } : {}),
    ...((LANGUAGES as readonly unknown[]).includes(data.interfaceLanguage)
      ? { interfaceLanguage: data.interfaceLanguage as Language }
      : {}),
    ...storedReadingMode(data.readingMode),
  };
}

/** A stored reading mode that still has today's shape; one from older or broken data is left out. */
function storedReadingMode(value: unknown): { readingMode?: ReadingMode } {
  const parsed = readingMode.safeParse(value);
  return parsed.success ? { readingMode: parsed.data } : {};
}

/** spec §7 getUserName: account name, else the token's display name, else email, else 'Guest'. */
export function displayNameOf(record: UserRecord | null, caller: Caller): string {
  return record?.name || caller.name || record?.emailAdd || caller.email || 'Guest';
}

/** The sign-in provider from the token claim, e.g. 'password', 'google.com'. */
export function providerOf(signInProvider: string | undefined): string {
  return signInProvider && /^[a-z0-9.]{1,60}$/i.test(signInProvider) ? signInProvider : 'password';
}
