import {
  acceptEducatorAccountRequest,
  deleteAccountRequest,
  deleteAccountResponse,
  getOrganizationMembersRequest,
  getOrganizationMembersResponse,
  getUserNameResponse,
  interfaceLanguageRequest,
  interfaceLanguageResponse,
  newsletterSettingRequest,
  newsletterSettingResponse,
  removeOrganizationMemberRequest,
  removeOrganizationMemberResponse,
  rotateJoinCodeRequest,
  rotateJoinCodeResponse,
  updateNameRequest,
  updateNameResponse,
  userInfoResponse,
  usersEmailVerificationInfoRequest,
  usersEmailVerificationInfoResponse,
  usersInfoRequest,
  usersInfoResponse,
} from '../accounts.js';
import { readingModeRequest, readingModeResponse } from '../readingMode.js';
import { getNumCreditsResponse } from '../user.js';
import { noInput, SIGNED_IN, UNREVOKED, VERIFIED, type Route } from './route.js';

/** A person's account, their credits and their organization (spec part 1 §7). */

export const usersInfo = {
  method: 'POST',
  path: '/user/usersInfo',
  summary: 'Registers the signed-in person at sign-up and login (the first call grants the free credit)',
  request: usersInfoRequest,
  answers: { 200: usersInfoResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const getUserName = {
  method: 'POST',
  path: '/user/getUserName',
  summary: 'The name to greet the person with',
  request: noInput,
  answers: { 200: getUserNameResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const usersEmailVerificationInfo = {
  method: 'POST',
  path: '/user/usersEmailVerificationInfo',
  summary: 'Records that the email address was verified (the token decides)',
  request: usersEmailVerificationInfoRequest,
  answers: { 200: usersEmailVerificationInfoResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const updateName = {
  method: 'POST',
  path: '/user/updateName',
  summary: "The account's name, as greetings and the books' creator show it",
  request: updateNameRequest,
  answers: { 200: updateNameResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const newsletter = {
  method: 'POST',
  path: '/user/newsletter',
  summary: "The account address's newsletter state, changed first when `subscribed` is given",
  request: newsletterSettingRequest,
  answers: { 200: newsletterSettingResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const interfaceLanguage = {
  method: 'POST',
  path: '/user/interfaceLanguage',
  summary:
    'The language the account reads the site and its emails in, changed first when `language` is given',
  request: interfaceLanguageRequest,
  answers: { 200: interfaceLanguageResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const readingMode = {
  method: 'POST',
  path: '/user/readingMode',
  summary:
    "The account's reading mode for early and dyslexic readers (null until chosen), kept first when `readingMode` is given",
  request: readingModeRequest,
  answers: { 200: readingModeResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const getNumCredits = {
  method: 'POST',
  path: '/user/getNumCredits',
  summary: "The caller's credit balance, as a bare integer",
  request: noInput,
  answers: { 200: getNumCreditsResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const getUserInfo = {
  method: 'POST',
  path: '/user/getUserInfo',
  summary: 'User type, role and organization (its join code for admins)',
  request: noInput,
  answers: { 200: userInfoResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const acceptEducatorAccount = {
  method: 'POST',
  path: '/user/acceptEducatorAccount',
  summary: "An educator's account: an individual, or an organization created or joined with its code",
  request: acceptEducatorAccountRequest,
  answers: { 200: userInfoResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const getOrganizationMembers = {
  method: 'POST',
  path: '/user/getOrganizationMembers',
  summary: "The members of the caller's organization",
  request: getOrganizationMembersRequest,
  answers: { 200: getOrganizationMembersResponse },
  who: VERIFIED,
} as const satisfies Route;

export const rotateJoinCode = {
  method: 'POST',
  path: '/user/rotateJoinCode',
  summary: 'A new join code (admins); the old one stops working at once',
  request: rotateJoinCodeRequest,
  answers: { 200: rotateJoinCodeResponse },
  who: VERIFIED,
} as const satisfies Route;

export const removeOrganizationMember = {
  method: 'POST',
  path: '/user/removeOrganizationMember',
  summary: 'A member leaves the organization (admins, not themselves)',
  request: removeOrganizationMemberRequest,
  answers: { 200: removeOrganizationMemberResponse },
  who: VERIFIED,
} as const satisfies Route;

export const deleteAccount = {
  method: 'POST',
  path: '/user/deleteAccount',
  summary: 'Deletes the account (its email typed again; a sign-in within 5 minutes); 202 once under way',
  request: deleteAccountRequest,
  answers: { 202: deleteAccountResponse },
  who: UNREVOKED,
} as const satisfies Route;
