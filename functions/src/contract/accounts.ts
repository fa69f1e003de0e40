import { z } from 'zod';
import { language } from './story.js';

/**
 * Account calls of spec part 1 §7 (users, educators, organizations). The server takes identity
 * (uid, email, verification) from the ID token only; bodies carry what the person typed.
 */
export const USER_TYPES = ['regular', 'educator'] as const;
export const userType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userType>;
export const USER_ROLES = ['admin', 'member'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Join codes: 6 characters without look-alikes (CONTRACT.md). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;

/** The longest account name: first and last name together, as greetings and books show it. */
export const MAX_ACCOUNT_NAME_LENGTH = 120;
export const NAME_TOO_LONG = `Your name must be at most ${MAX_ACCOUNT_NAME_LENGTH} characters (first and last name together).`;
const name = z.string().trim().max(MAX_ACCOUNT_NAME_LENGTH, NAME_TOO_LONG);

/** POST /user/usersInfo: the user info record of spec §3 as the client sends it at sign-up/login. */
export const usersInfoRequest = z.object({
  emailAdd: z.string().optional(),
  name: name.optional(),
  createdAt: z.unknown().optional(),
  lastLogin: z.unknown().optional(),
  emailVerified: z.boolean().optional(),
  provider: z.string().max(60).optional(),
  userType: z.literal('regular').optional(),
});
export type UsersInfoRequest = z.infer<typeof usersInfoRequest>;
export const usersInfoResponse = z.object({
  /** True when this call created the account record (first sign-in). */
  created: z.boolean(),
  credits: z.number().int().nonnegative(),
});
export type UsersInfoResponse = z.infer<typeof usersInfoResponse>;

/** POST /user/acceptEducatorAccount: the account-acceptance payload of spec §3. */
const individualInfo = z.object({
  organizationName: z
    .string({ error: 'School/Childcare center name is required for individual educators' })
    .trim()
    .min(1, 'School/Childcare center name is required for individual educators')
    .max(120, 'School/Childcare center name must be at most 120 characters'),
  isIndividual: z.literal(true),
});
const createInfo = z.object({
  organizationOption: z.literal('create'),
  organizationName: z
    .string({ error: 'Organization name is required' })
    .trim()
    .min(1, 'Organization name is required')
    .max(120, 'Organization name must be at most 120 characters'),
  joinCode: z.null().optional(),
});
const joinInfo = z.object({
  organizationOption: z.literal('join'),
  organizationName: z.null().optional(),
  joinCode: z
    .string({ error: 'Join code is required' })
    .trim()
    .min(1, 'Join code is required')
    .max(JOIN_CODE_LENGTH, `Join code must be at most ${JOIN_CODE_LENGTH} characters`)
    .transform((code) => code.toUpperCase()),
});
export const acceptEducatorAccountRequest = z.discriminatedUnion('accountType', [
  z.object({
    accountType: z.literal('individual'),
    userType: z.literal('educator'),
    userRole: z.enum(USER_ROLES).optional(),
    name: name.optional(),
    organizationInfo: individualInfo,
  }),
  z.object({
    accountType: z.literal('organization'),
    userType: z.literal('educator'),
    userRole: z.enum(USER_ROLES).optional(),
    name: name.optional(),
    organizationInfo: z.discriminatedUnion('organizationOption', [createInfo, joinInfo]),
  }),
]);
export type AcceptEducatorAccountRequest = z.infer<typeof acceptEducatorAccountRequest>;

/** POST /user/getUserInfo (and the answer of acceptEducatorAccount). */
export const userInfoResponse = z.object({
  userType: userType,
  userRole: z.enum(USER_ROLES).nullable(),
  /** Only for admins of an organization that has one. */
  joinCode: z.string().nullable(),
  organizationID: z.string().nullable(),
  orgName: z.string().nullable(),
});
export type UserInfoResponse = z.infer<typeof userInfoResponse>;

/** POST /user/getUserName -> { userName } (fallbacks: record name, token name, email, 'Guest'). */
export const getUserNameResponse = z.object({ userName: z.string() });
export type GetUserNameResponse = z.infer<typeof getUserNameResponse>;

/** POST /user/getOrganizationMembers */
export const getOrganizationMembersRequest = z.object({
  organizationID: z
    .string({ error: 'organizationID is required' })
    .trim()
    .min(1, 'organizationID is required')
    .max(128),
});
export const organizationMember = z.object({
  /** Opaque id of the member, what an admin names to remove them (removeOrganizationMember). */
  memberID: z.string(),
  name: z.string().nullable(),
  emailAdd: z.string().nullable(),
  userRole: z.enum(USER_ROLES),
  /** When the member joined (ISO 8601), null when unknown. */
  createdAt: z.string().nullable(),
});
export type OrganizationMember = z.infer<typeof organizationMember>;
export const getOrganizationMembersResponse = z.array(organizationMember);

const organizationIDField = z
  .string({ error: 'organizationID is required' })
  .trim()
  .min(1, 'organizationID is required')
  .max(128);

/** POST /user/rotateJoinCode (admin only): a new code; the old one stops working at once. */
export const rotateJoinCodeRequest = z.object({ organizationID: organizationIDField });
export type RotateJoinCodeRequest = z.infer<typeof rotateJoinCodeRequest>;
export const rotateJoinCodeResponse = z.object({ joinCode: z.string() });
export type RotateJoinCodeResponse = z.infer<typeof rotateJoinCodeResponse>;

/** POST /user/removeOrganizationMember (admin only, not themselves): the member leaves. */
export const removeOrganizationMemberRequest = z.object({
  organizationID: organizationIDField,
  memberID: z.string({ error: 'memberID is required' }).trim().min(1, 'memberID is required').max(128),
});
export type RemoveOrganizationMemberRequest = z.infer<typeof removeOrganizationMemberRequest>;
export const removeOrganizationMemberResponse = z.object({ removed: z.literal(true) });
export type RemoveOrganizationMemberResponse = z.infer<typeof removeOrganizationMemberResponse>;

/** POST /user/usersEmailVerificationInfo: the body's flag is informative; the token decides. */
export const usersEmailVerificationInfoRequest = z.object({ emailVerified: z.boolean().optional() });
export const usersEmailVerificationInfoResponse = z.object({ emailVerified: z.boolean() });

/** POST /user/getLatestPaymentInfo -> the latest payment, or null before the first one. */
export const latestPaymentInfo = z
  .object({
    price: z.number(),
    quantity: z.number().int(),
    itemName: z.string(),
    transactionId: z.string(),
  })
  .nullable();
export type LatestPaymentInfo = z.infer<typeof latestPaymentInfo>;

/**
 * Deleting an account needs a sign-in this recent (issue 26): a borrowed, still signed-in browser
 * cannot delete someone's account. Older sign-ins answer 403 with this message; the web then asks
 * for the password (or Google) again and retries.
 */
export const RECENT_SIGN_IN_MINUTES = 5;
export const RECENT_SIGN_IN_REQUIRED = 'Please sign in again to delete your account.';

/** POST /user/deleteAccount {email}: the account's email typed again, to confirm. */
export const deleteAccountRequest = z.object({
  email: z.string({ error: 'email is required' }).trim().min(1, 'email is required').max(320),
});
export const deleteAccountResponse = z.object({
  status: z.literal('deleting'),
  message: z.string(),
  organizationHandedTo: z.string().nullable(),
});

/** POST /user/updateName {name}: the account's name, as greetings and the books' creator show it. */
export const updateNameRequest = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(MAX_ACCOUNT_NAME_LENGTH, NAME_TOO_LONG),
});
export type UpdateNameRequest = z.infer<typeof updateNameRequest>;
export const updateNameResponse = z.object({ name: z.string() });
export type UpdateNameResponse = z.infer<typeof updateNameResponse>;

/**
 * POST /user/newsletter {} -> the account address's newsletter state; {subscribed} changes it
 * first (on: a verified address joins at once, another is sent the confirmation email).
 */
export const newsletterSettingRequest = z.object({ subscribed: z.boolean().optional() });
export type NewsletterSettingRequest = z.infer<typeof newsletterSettingRequest>;
export const newsletterSettingResponse = z.object({
  subscribed: z.boolean(),
  /** A confirmation email is out and not followed yet. */
  confirmationPending: z.boolean(),
});
export type NewsletterSettingResponse = z.infer<typeof newsletterSettingResponse>;

/**
 * POST /user/interfaceLanguage {} -> the language the account reads the site and its emails in
 * (null until chosen); {language} sets it (issue 45).
 */
export const interfaceLanguageRequest = z.object({ language: language.optional() });
export type InterfaceLanguageRequest = z.infer<typeof interfaceLanguageRequest>;
export const interfaceLanguageResponse = z.object({ language: language.nullable() });
export type InterfaceLanguageResponse = z.infer<typeof interfaceLanguageResponse>;
