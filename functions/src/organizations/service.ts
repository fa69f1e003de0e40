import { randomUUID } from 'node:crypto';
import {
  asUserRecord,
  ORGANIZATIONS_COLLECTION,
  readOrNewUser,
  userPath,
  USERS_COLLECTION,
  type UserRecord,
} from '../accounts/service.js';
import type {
  AcceptEducatorAccountRequest,
  OrganizationMember,
  UserInfoResponse,
} from '../contract/accounts.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { requireVerifiedEmail } from '../http/requireVerified.js';
import type { Transaction } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { normalizeJoinCode, randomJoinCode } from './joinCode.js';

export const JOIN_CODES_COLLECTION = 'joinCodes';
const orgPath = (id: string) => `${ORGANIZATIONS_COLLECTION}/${id}`;
const joinCodePath = (code: string) => `${JOIN_CODES_COLLECTION}/${code}`;
/** Candidates read per attempt; with 32^6 codes a clash of all of them is practically impossible. */
const JOIN_CODE_CANDIDATES = 4;

export interface OrganizationsOptions {
  generateJoinCode?: () => string;
}

type Org = { id: string; name: string; joinCode: string | null; createdBy: string; isIndividual: boolean };

export function organizationsService(
  { store, clock }: Pick<Deps, 'store' | 'clock'>,
  options: OrganizationsOptions = {},
) {
  const generateJoinCode = options.generateJoinCode ?? (() => randomJoinCode());

  const userInfo = (record: UserRecord, org: Org): UserInfoResponse => ({
    userType: 'educator',
    userRole: record.userRole ?? null,
    joinCode: record.userRole === 'admin' ? org.joinCode : null,
    organizationID: org.id,
    orgName: org.name,
  });

  async function readOrg(tx: Transaction, id: string): Promise<Org | null> {
    const data = await tx.get(orgPath(id));
    if (!data) return null;
    return {
      id,
      name: String(data.name ?? ''),
      joinCode: typeof data.joinCode === 'string' ? data.joinCode : null,
      createdBy: String(data.createdBy ?? ''),
      isIndividual: data.isIndividual === true,
    };
  }

  /** The same request sent again (a client retry) is a success; a different one is a conflict. */
  function sameRequest(
    request: AcceptEducatorAccountRequest,
    record: UserRecord,
    org: Org,
    uid: string,
  ): boolean {
    const orgInfo = request.organizationInfo;
    if ('isIndividual' in orgInfo)
      return org.isIndividual && org.createdBy === uid && org.name === orgInfo.organizationName;
    if (orgInfo.organizationOption === 'create') {
      return !org.isIndividual && org.createdBy === uid && org.name === orgInfo.organizationName;
    }
    return record.userRole === 'member' && org.joinCode === normalizeJoinCode(orgInfo.joinCode);
  }

  return {
    /**
     * Educator sign-up's account acceptance: an individual educator or an organization's creator
     * becomes admin of a new organization; a joiner becomes member of the code's organization.
     * Roles come from the server's rules, never from the body's userRole.
     */
    async acceptEducatorAccount(
      caller: Caller,
      request: AcceptEducatorAccountRequest,
    ): Promise<UserInfoResponse> {
      const candidates = Array.from({ length: JOIN_CODE_CANDIDATES }, generateJoinCode);
      return store.runTransaction(async (tx) => {
        const now = clock.now();
        const { record, created } = await readOrNewUser(tx, caller, now, request.name || null);
        const orgInfo = request.organizationInfo;

        if (record.organizationID) {
          const current = await readOrg(tx, record.organizationID);
          if (current && sameRequest(request, record, current, caller.uid)) return userInfo(record, current);
          throw new HttpError(409, 'This account already belongs to an organization');
        }

        let org: Org;
        let role: 'admin' | 'member';
        if ('organizationOption' in orgInfo && orgInfo.organizationOption === 'join') {
          const code = normalizeJoinCode(orgInfo.joinCode);
          const entry = await tx.get(joinCodePath(code));
          const target =
            entry && typeof entry.organizationID === 'string'
              ? await readOrg(tx, entry.organizationID)
              : null;
          if (!target) throw badRequest('Invalid join code');
          org = target;
          role = 'member';
        } else {
          const isIndividual = 'isIndividual' in orgInfo;
          let joinCode: string | null = null;
          if (!isIndividual) {
            const taken = await Promise.all(candidates.map((c) => tx.get(joinCodePath(c))));
            joinCode = candidates.find((_, i) => !taken[i]) ?? null;
            if (!joinCode) throw new HttpError(503, 'Could not create a join code, please try again');
          }
          org = {
            id: `org_${randomUUID()}`,
            name: orgInfo.organizationName as string,
            joinCode,
            createdBy: caller.uid,
            isIndividual,
          };
          tx.create(orgPath(org.id), {
            name: org.name,
            joinCode,
            createdBy: caller.uid,
            isIndividual,
            createdAt: now.toISOString(),
          });
          if (joinCode) tx.create(joinCodePath(joinCode), { organizationID: org.id });
          role = 'admin';
        }

        const educator = {
          userType: 'educator' as const,
          accountType: request.accountType,
          userRole: role,
          organizationID: org.id,
          joinedOrganizationAt: now.toISOString(),
        };
        const path = userPath(caller.uid);
        if (created) tx.create(path, { ...record, ...educator });
        else tx.update(path, educator);
        return userInfo({ ...record, ...educator }, org);
      });
    },

    /** Members of the caller's own organization (not the caller); any other id answers 404. */
    async getOrganizationMembers(caller: Caller, organizationID: string): Promise<OrganizationMember[]> {
      requireVerifiedEmail(caller);
      const me = await store.get(userPath(caller.uid));
      if (!me || asUserRecord(me).organizationID !== organizationID) throw notFound('Organization not found');
      const rows = await store.query(USERS_COLLECTION, { where: [['organizationID', '==', organizationID]] });
      return rows
        .filter((row) => row.id !== caller.uid)
        .map((row) => asUserRecord(row.data))
        .map((member) => ({
          name: member.name,
          emailAdd: member.emailAdd,
          userRole: member.userRole ?? 'member',
          createdAt: member.joinedOrganizationAt ?? (member.createdAt || null),
        }))
        .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
    },
  };
}
