import { randomUUID } from 'node:crypto';
import { accountsService, type UserRecord } from '../accounts/index.js';
import type {
  AcceptEducatorAccountRequest,
  OrganizationMember,
  UserInfoResponse,
} from '../contract/accounts.js';
import type { DocumentStore, Transaction } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { Conflict, Invalid, NotAllowed, NotFound, Unavailable } from '../shared/domainErrors.js';
import { wrongCodeLimiter } from '../shared/wrongCodeLimiter.js';
import { normalizeJoinCode, randomJoinCode } from './joinCode.js';

export const ORGANIZATIONS_COLLECTION = 'organizations';
export const JOIN_CODES_COLLECTION = 'joinCodes';
const orgPath = (id: string) => `${ORGANIZATIONS_COLLECTION}/${id}`;
const joinCodePath = (code: string) => `${JOIN_CODES_COLLECTION}/${code}`;
/** joinCodeAttempts/{key}: wrong join codes per account and per address. */
export const JOIN_ATTEMPTS_COLLECTION = 'joinCodeAttempts';
export const joinCodeAttempts = wrongCodeLimiter(
  JOIN_ATTEMPTS_COLLECTION,
  'Too many wrong join codes.',
  'join',
);
/** Candidates read per attempt; with 32^6 codes a clash of all of them is practically impossible. */
const JOIN_CODE_CANDIDATES = 4;

export interface OrganizationsOptions {
  generateJoinCode?: () => string;
}

const NO_ORGANIZATION = { joinCode: null, organizationID: null, orgName: null } as const;

/** Who a person is in their organization. */
export interface Membership {
  organizationID: string;
  orgName: string;
  role: 'admin' | 'member';
}

type Org = { id: string; name: string; joinCode: string | null; createdBy: string; isIndividual: boolean };

export function organizationsService(
  deps: Pick<Deps, 'store' | 'clock'>,
  options: OrganizationsOptions = {},
) {
  const { store, clock } = deps;
  const accounts = accountsService(deps);
  const generateJoinCode = options.generateJoinCode ?? (() => randomJoinCode());

  const userInfo = (record: UserRecord, org: Org): UserInfoResponse => ({
    userType: 'educator',
    userRole: record.userRole ?? null,
    joinCode: record.userRole === 'admin' ? org.joinCode : null,
    organizationID: org.id,
    orgName: org.name,
  });

  async function readOrg(tx: Pick<Transaction | DocumentStore, 'get'>, id: string): Promise<Org | null> {
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

  /** The organization's other members, longest-standing first. */
  async function othersIn(organizationID: string, uid: string) {
    const members = await accounts.inOrganization(organizationID);
    const since = (m: { record: UserRecord }) => m.record.joinedOrganizationAt ?? m.record.createdAt ?? '';
    return members.filter((m) => m.uid !== uid).sort((a, b) => since(a).localeCompare(since(b)));
  }

  /**
   * A join deferred at sign-up, now that the caller's token says the email is verified: the
   * person becomes a member if the code still leads to the organization (a code rotated in the
   * meantime no longer does: the pending join is dropped).
   */
  async function completePendingJoin(caller: Caller): Promise<UserRecord | null> {
    return store.runTransaction(async (tx) => {
      const record = await accounts.readIn(tx, caller.uid);
      if (!record?.pendingJoinCode || record.organizationID) return record;
      const entry = await tx.get(joinCodePath(record.pendingJoinCode));
      const org =
        entry && typeof entry.organizationID === 'string' ? await readOrg(tx, entry.organizationID) : null;
      const account = { uid: caller.uid, record, created: false };
      if (!org) {
        await accounts.write(tx, account, { pendingJoinCode: null });
        return { ...record, pendingJoinCode: null };
      }
      const joined = {
        userRole: 'member' as const,
        organizationID: org.id,
        joinedOrganizationAt: clock.now().toISOString(),
        emailVerified: true,
        pendingJoinCode: null,
      };
      await accounts.write(tx, account, joined);
      return { ...record, ...joined };
    });
  }

  /** The caller's organization when they are its admin: another organization's id is 404, a member 403. */
  async function adminsOrganization(tx: Transaction, caller: Caller, organizationID: string): Promise<Org> {
    const me = await accounts.readIn(tx, caller.uid);
    const org = me?.organizationID === organizationID ? await readOrg(tx, organizationID) : null;
    if (!me || !org) throw new NotFound('Organization not found', 'organization_not_found');
    if (me.userRole !== 'admin') throw new NotAllowed("Only the organization's administrator can do this");
    return org;
  }

  /**
   * The organization a person belongs to now and their role in it (the classroom edition buys
   * and spends its credits), or null: no organization, or one that no longer exists.
   */
  async function membershipFrom(record: UserRecord | null, reader: Pick<Transaction | DocumentStore, 'get'>) {
    const org = record?.organizationID ? await readOrg(reader, record.organizationID) : null;
    if (!org) return null;
    const role: Membership['role'] = record?.userRole === 'admin' ? 'admin' : 'member';
    return { organizationID: org.id, orgName: org.name, role };
  }

  return {
    /**
     * The organization a person belongs to now and their role in it (the classroom edition buys
     * and spends its credits), or null: no organization, or one that no longer exists.
     */
    membershipOf: async (uid: string): Promise<Membership | null> =>
      membershipFrom(await accounts.read(uid), store),
    /** The same inside a transaction (reads: call it with the transaction's other reads). */
    membershipIn: async (tx: Transaction, uid: string): Promise<Membership | null> =>
      membershipFrom(await accounts.readIn(tx, uid), tx),

    /**
     * Account deletion: who takes over the organization this person runs (its longest-standing
     * other member with a verified email), or null when they run none or nobody verified is left.
     */
    async successorOf(uid: string): Promise<{ uid: string; name: string } | null> {
      const record = await accounts.read(uid);
      if (!record?.organizationID || record.userRole !== 'admin') return null;
      const next = (await othersIn(record.organizationID, uid)).find((m) => m.record.emailVerified);
      return next
        ? { uid: next.uid, name: next.record.name ?? next.record.emailAdd ?? 'another member' }
        : null;
    },

    /**
     * Account deletion: an admin hands the organization to its longest-standing verified member
     * (a stranger who joined unverified never inherits it). With nobody verified left, it ends as
     * it does with its last member: the organization and its code are removed, and the unverified
     * members left in it leave it (their accounts stay).
     */
    async leaveOnDeletion(uid: string): Promise<void> {
      const record = await accounts.read(uid);
      if (!record?.organizationID) return;
      const organizationID = record.organizationID;
      const others = await othersIn(organizationID, uid);
      if (others.length > 0 && record.userRole !== 'admin') return;
      const next = others.find((m) => m.record.emailVerified);
      await store.runTransaction(async (tx) => {
        if (next) {
          const current = await accounts.readIn(tx, next.uid);
          // They left meanwhile: the redelivered task chooses again.
          if (current?.organizationID !== organizationID)
            throw new Unavailable('The successor left; try again');
          await accounts.write(tx, { uid: next.uid, record: current, created: false }, { userRole: 'admin' });
          return;
        }
        const org = await readOrg(tx, organizationID);
        const stillIn = await Promise.all(others.map((m) => accounts.readIn(tx, m.uid)));
        others.forEach((m, i) => {
          if (stillIn[i]?.organizationID === organizationID) accounts.leaveOrganization(tx, m.uid);
        });
        if (org?.joinCode) tx.delete(joinCodePath(org.joinCode));
        tx.delete(orgPath(organizationID));
      });
    },

    /**
     * Educator sign-up's account acceptance: an individual educator or an organization's creator
     * becomes admin of a new organization; a joiner becomes member of the code's organization.
     * Roles come from the server's rules, never from the body's userRole.
     */
    async acceptEducatorAccount(
      caller: Caller,
      request: AcceptEducatorAccountRequest,
      address: string | null = null,
    ): Promise<UserInfoResponse> {
      const candidates = Array.from({ length: JOIN_CODE_CANDIDATES }, generateJoinCode);
      const outcome = await store.runTransaction(async (tx): Promise<UserInfoResponse | 'wrongCode'> => {
        const now = clock.now();
        const account = await accounts.readOrNew(tx, caller, request.name || null);
        const { record } = account;
        const orgInfo = request.organizationInfo;

        if (record.organizationID) {
          const current = await readOrg(tx, record.organizationID);
          if (current && sameRequest(request, record, current, caller.uid)) return userInfo(record, current);
          throw new Conflict('This account already belongs to an organization', 'already_in_organization');
        }

        let org: Org;
        let role: 'admin' | 'member';
        if ('organizationOption' in orgInfo && orgInfo.organizationOption === 'join') {
          // Wrong codes are counted per account and per address; over either limit even the right
          // code is refused until the window ends, or guessing would simply go on.
          const countWrongCode = await joinCodeAttempts.check(tx, caller.uid, address, now);
          const code = normalizeJoinCode(orgInfo.joinCode);
          const entry = await tx.get(joinCodePath(code));
          const target =
            entry && typeof entry.organizationID === 'string'
              ? await readOrg(tx, entry.organizationID)
              : null;
          if (!target) {
            countWrongCode();
            return 'wrongCode';
          }
          if (!caller.emailVerified) {
            // Sign-up comes before the verification link: the code is kept and the person
            // becomes a member when they come back verified (getUserInfo), never before.
            const pending = {
              userType: 'educator' as const,
              accountType: request.accountType,
              userRole: 'member' as const,
              pendingJoinCode: code,
            };
            await accounts.write(tx, account, pending);
            return { ...NO_ORGANIZATION, userType: 'educator', userRole: 'member' };
          }
          org = target;
          role = 'member';
        } else {
          const isIndividual = 'isIndividual' in orgInfo;
          let joinCode: string | null = null;
          if (!isIndividual) {
            const taken = await Promise.all(candidates.map((c) => tx.get(joinCodePath(c))));
            joinCode = candidates.find((_, i) => !taken[i]) ?? null;
            if (!joinCode) throw new Unavailable('Could not create a join code, please try again');
          }
          org = {
            id: `org_${randomUUID()}`,
            name: orgInfo.organizationName as string,
            joinCode,
            createdBy: caller.uid,
            isIndividual,
          };
          role = 'admin';
        }

        const educator = {
          userType: 'educator' as const,
          accountType: request.accountType,
          userRole: role,
          organizationID: org.id,
          joinedOrganizationAt: now.toISOString(),
          ...(role === 'member' ? { emailVerified: true, pendingJoinCode: null } : {}),
        };
        // The account is written first: its free credit (when new) reads the balance, and every
        // read must come before the first write.
        await accounts.write(tx, account, educator);
        if (role === 'admin') {
          tx.create(orgPath(org.id), {
            name: org.name,
            joinCode: org.joinCode,
            createdBy: caller.uid,
            isIndividual: org.isIndividual,
            createdAt: now.toISOString(),
          });
          if (org.joinCode) tx.create(joinCodePath(org.joinCode), { organizationID: org.id });
        }
        return userInfo({ ...record, ...educator }, org);
      });
      // Outside the transaction, so the wrong attempt it counted is kept.
      if (outcome === 'wrongCode') throw new Invalid('Invalid join code', 'invalid_join_code');
      return outcome;
    },

    /** POST /user/getUserInfo: the caller's type, role and organization. */
    async getUserInfo(caller: Caller): Promise<UserInfoResponse> {
      let record = await accounts.read(caller.uid);
      if (record?.pendingJoinCode && !record.organizationID && caller.emailVerified) {
        record = await completePendingJoin(caller);
      }
      if (!record?.organizationID) {
        return {
          userType: record?.userType ?? 'regular',
          userRole: record?.userRole ?? null,
          joinCode: null,
          organizationID: null,
          orgName: null,
        };
      }
      const org = await readOrg(store, record.organizationID);
      return {
        userType: record.userType,
        userRole: record.userRole ?? null,
        joinCode: record.userRole === 'admin' ? (org?.joinCode ?? null) : null,
        organizationID: record.organizationID,
        orgName: org?.name ?? null,
      };
    },

    /** Members of the caller's own organization (not the caller); any other id answers 404. */
    async getOrganizationMembers(caller: Caller, organizationID: string): Promise<OrganizationMember[]> {
      const me = await accounts.read(caller.uid);
      if (me?.organizationID !== organizationID)
        throw new NotFound('Organization not found', 'organization_not_found');
      const members = await accounts.inOrganization(organizationID);
      return members
        .filter((member) => member.uid !== caller.uid)
        .map(({ uid, record: member }) => ({
          memberID: uid,
          name: member.name,
          emailAdd: member.emailAdd,
          userRole: member.userRole ?? 'member',
          createdAt: member.joinedOrganizationAt ?? (member.createdAt || null),
        }))
        .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
    },
    /**
     * POST /user/rotateJoinCode: the admin gives the organization a new code; the old one stops
     * leading anywhere in the same transaction. Another organization's id answers 404, a member
     * of this one 403.
     */
    async rotateJoinCode(caller: Caller, organizationID: string): Promise<{ joinCode: string }> {
      const candidates = Array.from({ length: JOIN_CODE_CANDIDATES }, generateJoinCode);
      return store.runTransaction(async (tx) => {
        const org = await adminsOrganization(tx, caller, organizationID);
        if (!org.joinCode) throw new Conflict('This organization has no join code');
        const taken = await Promise.all(candidates.map((c) => tx.get(joinCodePath(c))));
        const joinCode = candidates.find((c, i) => !taken[i] && c !== org.joinCode);
        if (!joinCode) throw new Unavailable('Could not create a join code, please try again');
        tx.delete(joinCodePath(org.joinCode));
        tx.create(joinCodePath(joinCode), { organizationID });
        tx.update(orgPath(organizationID), { joinCode });
        return { joinCode };
      });
    },

    /**
     * POST /user/removeOrganizationMember: the admin removes a member, who leaves the organization
     * (their account and books stay). Not themselves; someone not in this organization is 404.
     */
    async removeMember(caller: Caller, organizationID: string, memberID: string): Promise<{ removed: true }> {
      if (memberID === caller.uid) throw new Invalid('You cannot remove yourself from your organization');
      return store.runTransaction(async (tx) => {
        await adminsOrganization(tx, caller, organizationID);
        const member = await accounts.readIn(tx, memberID);
        if (member?.organizationID !== organizationID) throw new NotFound('Member not found');
        accounts.leaveOrganization(tx, memberID);
        return { removed: true as const };
      });
    },
  };
}
