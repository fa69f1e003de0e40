import { describe, expect, it } from 'vitest';
import { createTestUser, verifyTestUser, type TestUser } from '../testing/authEmulator.js';
import { expectRefusedBeforeAnyAccount, post } from '../testing/api.js';
import { useApiApp } from '../testing/apiApp.js';
import { createOrganization, joinOrganization } from '../testing/organizations.js';

const api = useApiApp();

const call = (user: TestUser, path: string, body: object = {}) => post(api.app, user, path, body);

const createOrg = (user: TestUser, organizationName = 'Sunny Days Preschool') =>
  createOrganization(api.app, user, organizationName);
const joinOrg = (user: TestUser, joinCode: string, name = 'Mo Member', forwardedFor?: string) => {
  // A joiner claiming admin must still become a member.
  const req = joinOrganization(api.app, user, joinCode, name, 'admin');
  return forwardedFor ? req.set('X-Forwarded-For', forwardedFor) : req;
};

describe('educator accounts', () => {
  it('an individual educator becomes admin of their own organization, without a join code', async () => {
    const user = await createTestUser();
    const res = await call(user, 'acceptEducatorAccount', {
      accountType: 'individual',
      userType: 'educator',
      userRole: 'admin',
      name: 'Iris Individual',
      organizationInfo: { organizationName: 'Little Acorns Childcare', isIndividual: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userType: 'educator',
      userRole: 'admin',
      joinCode: null,
      orgName: 'Little Acorns Childcare',
    });
    expect((await call(user, 'getNumCredits')).body).toBe(1);
    expect((await call(user, 'getUserName')).body).toEqual({ userName: 'Iris Individual' });
  });

  it('creating an organization gives a join code; joining with it (any case) makes a member', async () => {
    const admin = await createTestUser({ emailVerified: true });
    const created = await createOrg(admin);
    expect(created.status).toBe(200);
    const { joinCode, organizationID } = created.body as { joinCode: string; organizationID: string };
    expect(joinCode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);

    const member = await createTestUser({ emailVerified: true });
    const joined = await joinOrg(member, joinCode.toLowerCase());
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({
      userType: 'educator',
      userRole: 'member',
      joinCode: null,
      organizationID,
      orgName: 'Sunny Days Preschool',
    });
    expect((await call(admin, 'getUserInfo')).body).toMatchObject({
      userRole: 'admin',
      joinCode,
      organizationID,
    });

    const seenByAdmin = await call(admin, 'getOrganizationMembers', { organizationID });
    expect(seenByAdmin.status).toBe(200);
    // Each sees the others, as the members list shows them (joined now).
    const listed = (user: TestUser, name: string, userRole: string) => ({
      memberID: user.uid,
      name,
      emailAdd: user.email,
      userRole,
      createdAt: api.deps.clock.now().toISOString(),
    });
    expect(seenByAdmin.body).toEqual([listed(member, 'Mo Member', 'member')]);
    const seenByMember = await call(member, 'getOrganizationMembers', { organizationID });
    expect(seenByMember.body).toEqual([listed(admin, 'Ada Admin', 'admin')]);
  });

  it("keeps the sign-up form's name when another call registered the account first", async () => {
    const admin = await createTestUser({ emailVerified: true });
    const { joinCode, organizationID } = (await createOrg(admin)).body as {
      joinCode: string;
      organizationID: string;
    };
    const member = await createTestUser({ emailVerified: true });
    // The app saves the interface language as soon as the account exists, before the form's call.
    expect((await call(member, 'interfaceLanguage', { language: 'es' })).status).toBe(200);
    expect((await joinOrg(member, joinCode)).status).toBe(200);

    const seenByAdmin = await call(admin, 'getOrganizationMembers', { organizationID });
    expect(seenByAdmin.body).toMatchObject([{ memberID: member.uid, name: 'Mo Member' }]);
    expect((await call(member, 'getUserName')).body).toEqual({ userName: 'Mo Member' });
  });

  it('an unknown join code answers 400 Invalid join code and changes nothing', async () => {
    const user = await createTestUser();
    const res = await joinOrg(user, 'ZZZZZZ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid join code', code: 'invalid_join_code' });
    expect(await api.deps.store.get(`users/${user.uid}`)).toBeNull();
  });

  it('a retried acceptance succeeds again; a different one is refused', async () => {
    const admin = await createTestUser();
    const first = await createOrg(admin, 'Retry School');
    const again = await createOrg(admin, 'Retry School');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await createOrg(admin, 'Another School');
    expect(other.status).toBe(409);
  });

  it('organizations get distinct join codes even when the generator repeats itself', async () => {
    const { organizationsService } = await import('./service.js');
    const codes = ['AAAAAA', 'AAAAAA', 'AAAAAA', 'AAAAAA', 'BBBBBB', 'AAAAAA', 'CCCCCC', 'DDDDDD'];
    const service = organizationsService(api.deps, { generateJoinCode: () => codes.shift() ?? 'EEEEEE' });
    const a = await createTestUser();
    const b = await createTestUser();
    const request = {
      accountType: 'organization',
      userType: 'educator',
      organizationInfo: { organizationOption: 'create', organizationName: 'X' },
    } as const;
    const callerOf = (u: TestUser) => ({
      uid: u.uid,
      email: u.email,
      emailVerified: false,
      name: null,
      signInProvider: 'password',
    });
    const first = await service.acceptEducatorAccount(callerOf(a), request);
    const second = await service.acceptEducatorAccount(callerOf(b), request);
    expect(first.joinCode).toBe('AAAAAA');
    expect(second.joinCode).toBe('BBBBBB');
  });

  it.each([
    [
      {
        accountType: 'individual',
        userType: 'educator',
        organizationInfo: { organizationName: '  ', isIndividual: true },
      },
      'School/Childcare center name is required for individual educators',
    ],
    [
      {
        accountType: 'organization',
        userType: 'educator',
        organizationInfo: { organizationOption: 'create', organizationName: '' },
      },
      'Organization name is required',
    ],
    [
      {
        accountType: 'organization',
        userType: 'educator',
        organizationInfo: { organizationOption: 'join', joinCode: '' },
      },
      'Join code is required',
    ],
    [
      {
        accountType: 'organization',
        userType: 'educator',
        organizationInfo: { organizationOption: 'join', joinCode: 'ABCDEFG' },
      },
      'Join code must be at most 6 characters',
    ],
    [{ accountType: 'team', userType: 'educator', organizationInfo: {} }, 'accountType'],
  ])('answers 400 for a bad payload %#', async (body, message) => {
    await expectRefusedBeforeAnyAccount(api, 'acceptEducatorAccount', body, message);
  });
});

describe('POST /user/getOrganizationMembers', () => {
  it("answers 404 for another organization's id and for made-up ids", async () => {
    const adminA = await createTestUser({ emailVerified: true });
    const adminB = await createTestUser({ emailVerified: true });
    const orgA = (await createOrg(adminA, 'School A')).body.organizationID as string;
    await createOrg(adminB, 'School B');
    expect((await call(adminB, 'getOrganizationMembers', { organizationID: orgA })).status).toBe(404);
    expect((await call(adminB, 'getOrganizationMembers', { organizationID: 'org_nope' })).status).toBe(404);
    const regular = await createTestUser({ emailVerified: true });
    expect((await call(regular, 'getOrganizationMembers', { organizationID: orgA })).status).toBe(404);
  });

  it('lists nobody else in a new organization, and needs a verified email', async () => {
    const admin = await createTestUser({ emailVerified: true });
    const organizationID = (await createOrg(admin, 'Quiet School')).body.organizationID as string;
    expect((await call(admin, 'getOrganizationMembers', { organizationID })).body).toEqual([]);
    const unverified = await createTestUser();
    const org = (await createOrg(unverified, 'Unverified School')).body.organizationID as string;
    const res = await call(unverified, 'getOrganizationMembers', { organizationID: org });
    expect(res.status).toBe(403);
  });

  it('answers 400 without an organizationID', async () => {
    const user = await createTestUser({ emailVerified: true });
    const res = await call(user, 'getOrganizationMembers', {});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('organizationID is required');
  });
});

describe('wrong join codes are limited', () => {
  const HOUR = 3_600_000;

  it('per account: after 5 wrong codes even the right one answers 429 until the hour is over', async () => {
    const admin = await createTestUser({ emailVerified: true });
    const { joinCode } = (await createOrg(admin, 'Guarded School')).body as { joinCode: string };
    const guesser = await createTestUser({ emailVerified: true });
    const from = '198.51.100.1, 10.0.0.1';
    for (let i = 0; i < 5; i++) {
      const wrong = await joinOrg(guesser, 'ZZZZZZ', 'Gus', from);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ error: 'Invalid join code', code: 'invalid_join_code' });
    }
    const limited = await joinOrg(guesser, joinCode, 'Gus', from);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many wrong join codes\. Try again in \d+ minutes?\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await api.deps.store.get(`users/${guesser.uid}`)).toBeNull();
    // Another address does not help the same account.
    expect((await joinOrg(guesser, joinCode, 'Gus', '198.51.100.2, 10.0.0.1')).status).toBe(429);

    api.deps.clock.advance(HOUR);
    const joined = await joinOrg(guesser, joinCode, 'Gus', from);
    expect(joined.status).toBe(200);
    expect(joined.body.userRole).toBe('member');
  });

  it('per address: 20 wrong codes from one address stop fresh accounts there, not elsewhere', async () => {
    const admin = await createTestUser({ emailVerified: true });
    const { joinCode } = (await createOrg(admin, 'Busy School')).body as { joinCode: string };
    // What a client puts in X-Forwarded-For itself (the leftmost entries) changes nothing.
    const via = (spoofed: string) => `${spoofed}, 203.0.113.9, 10.0.0.1`;
    for (let account = 0; account < 4; account++) {
      const guesser = await createTestUser({ emailVerified: true });
      for (let i = 0; i < 5; i++) {
        expect((await joinOrg(guesser, 'YYYYYY', 'Gus', via(`192.0.2.${account * 5 + i}`))).status).toBe(400);
      }
    }
    const fresh = await createTestUser({ emailVerified: true });
    const limited = await joinOrg(fresh, joinCode, 'Fay', via('192.0.2.200'));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const elsewhere = await joinOrg(fresh, joinCode, 'Fay', '203.0.113.10, 10.0.0.1');
    expect(elsewhere.status).toBe(200);
  });
});

describe('joining needs a verified email', () => {
  it('a code given at sign-up before verifying makes a member only once the email is verified', async () => {
    const admin = await createTestUser({ emailVerified: true });
    const { joinCode, organizationID } = (await createOrg(admin, 'Verified Only School')).body as {
      joinCode: string;
      organizationID: string;
    };
    const unverified = await createTestUser();
    const signup = await joinOrg(unverified, joinCode, 'Una Unverified', '198.51.100.30, 10.0.0.1');
    expect(signup.status).toBe(200);
    expect(signup.body).toEqual({
      userType: 'educator',
      userRole: 'member',
      joinCode: null,
      organizationID: null,
      orgName: null,
    });
    expect((await call(unverified, 'getUserInfo')).body).toMatchObject({
      organizationID: null,
      orgName: null,
    });
    expect((await call(admin, 'getOrganizationMembers', { organizationID })).body).toEqual([]);

    const verified = await verifyTestUser(unverified);
    expect((await call(verified, 'getUserInfo')).body).toEqual({
      userType: 'educator',
      userRole: 'member',
      joinCode: null,
      organizationID,
      orgName: 'Verified Only School',
    });
    const members = (await call(admin, 'getOrganizationMembers', { organizationID })).body as {
      emailAdd: string;
    }[];
    expect(members.map((m) => m.emailAdd)).toEqual([unverified.email]);
  });
});

describe('an admin manages the organization', () => {
  /** An organization with a verified admin and a verified member, each test from its own address. */
  async function organization(school: string, address: string) {
    const admin = await createTestUser({ emailVerified: true });
    const { joinCode, organizationID } = (await createOrg(admin, school)).body as {
      joinCode: string;
      organizationID: string;
    };
    const member = await createTestUser({ emailVerified: true });
    expect((await joinOrg(member, joinCode, 'Mo Member', address)).status).toBe(200);
    return { admin, member, joinCode, organizationID };
  }

  it('rotateJoinCode: a new code at once; the old one no longer joins', async () => {
    const from = '198.51.100.40, 10.0.0.1';
    const { admin, joinCode, organizationID } = await organization('Rotating School', from);
    const rotated = await call(admin, 'rotateJoinCode', { organizationID });
    expect(rotated.status).toBe(200);
    const fresh = (rotated.body as { joinCode: string }).joinCode;
    expect(fresh).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect(fresh).not.toBe(joinCode);
    expect((await call(admin, 'getUserInfo')).body).toMatchObject({ joinCode: fresh, organizationID });

    const late = await createTestUser({ emailVerified: true });
    const old = await joinOrg(late, joinCode, 'Lee Late', from);
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ error: 'Invalid join code', code: 'invalid_join_code' });
    expect((await joinOrg(late, fresh, 'Lee Late', from)).body).toMatchObject({ organizationID });
  });

  it('rotateJoinCode drops a join still waiting for its email verification', async () => {
    const from = '198.51.100.41, 10.0.0.1';
    const { admin, joinCode, organizationID } = await organization('Strict School', from);
    const waiting = await createTestUser();
    expect((await joinOrg(waiting, joinCode, 'Wes Waiting', from)).status).toBe(200);
    await call(admin, 'rotateJoinCode', { organizationID });
    const verified = await verifyTestUser(waiting);
    expect((await call(verified, 'getUserInfo')).body).toMatchObject({ organizationID: null });
    expect((await call(admin, 'getOrganizationMembers', { organizationID })).body).toHaveLength(1);
  });

  it('rotateJoinCode: a member is refused (403), another organization is 404, bad input 400', async () => {
    const { admin, member, joinCode, organizationID } = await organization(
      'Kept School',
      '198.51.100.42, 10.0.0.1',
    );
    const byMember = await call(member, 'rotateJoinCode', { organizationID });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({
      error: "Only the organization's administrator can do this",
      code: 'not_allowed',
    });
    const otherAdmin = await createTestUser({ emailVerified: true });
    await createOrg(otherAdmin, 'Other School');
    expect((await call(otherAdmin, 'rotateJoinCode', { organizationID })).status).toBe(404);
    expect((await call(admin, 'rotateJoinCode', {})).body).toEqual({
      error: 'organizationID is required',
      code: 'invalid_request',
    });
    expect((await call(admin, 'getUserInfo')).body).toMatchObject({ joinCode });
  });

  it('removeOrganizationMember: the member leaves the organization; their account stays', async () => {
    const { admin, member, organizationID } = await organization('Tidy School', '198.51.100.43, 10.0.0.1');
    const removed = await call(admin, 'removeOrganizationMember', { organizationID, memberID: member.uid });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removed: true });
    expect((await call(admin, 'getOrganizationMembers', { organizationID })).body).toEqual([]);
    expect((await call(member, 'getOrganizationMembers', { organizationID })).status).toBe(404);
    expect((await call(member, 'getUserInfo')).body).toMatchObject({ organizationID: null, orgName: null });
    expect((await call(member, 'getNumCredits')).body).toBe(1);
    const again = await call(admin, 'removeOrganizationMember', { organizationID, memberID: member.uid });
    expect(again.status).toBe(404);
  });

  it('removeOrganizationMember: not themselves (400), not by a member (403), not across organizations (404)', async () => {
    const { admin, member, organizationID } = await organization('Safe School', '198.51.100.44, 10.0.0.1');
    const self = await call(admin, 'removeOrganizationMember', { organizationID, memberID: admin.uid });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({
      error: 'You cannot remove yourself from your organization',
      code: 'invalid_request',
    });
    const byMember = await call(member, 'removeOrganizationMember', { organizationID, memberID: admin.uid });
    expect(byMember.status).toBe(403);
    const other = await organization('Far School', '198.51.100.45, 10.0.0.1');
    const across = await call(other.admin, 'removeOrganizationMember', {
      organizationID,
      memberID: member.uid,
    });
    expect(across.status).toBe(404);
    const foreignMember = await call(admin, 'removeOrganizationMember', {
      organizationID,
      memberID: other.member.uid,
    });
    expect(foreignMember.status).toBe(404);
    expect((await call(admin, 'removeOrganizationMember', { organizationID })).body).toEqual({
      error: 'memberID is required',
      code: 'invalid_request',
    });
    expect((await call(admin, 'getOrganizationMembers', { organizationID })).body).toHaveLength(1);
    expect(
      (await call(other.admin, 'getOrganizationMembers', { organizationID: other.organizationID })).body,
    ).toHaveLength(1);
  });
});
