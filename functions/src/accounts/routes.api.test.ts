import { describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../testing/authEmulator.js';
import { expectRefusedBeforeAnyAccount, post } from '../testing/api.js';
import { useApiApp } from '../testing/apiApp.js';

const api = useApiApp();

const call = (user: TestUser, path: string, body: object = {}) => post(api.app, user, path, body);

describe('POST /user/usersInfo', () => {
  it('registers once and grants the free story exactly once under 10 concurrent calls', async () => {
    const user = await createTestUser({ displayName: 'Ana Lee' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(user, 'usersInfo', { name: 'Ana Lee', emailAdd: user.email, userType: 'regular' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.created === true)).toHaveLength(1);
    expect((await call(user, 'getNumCredits')).body).toBe(1);
    const record = await api.deps.store.get(`users/${user.uid}`);
    expect(record).toMatchObject({
      emailAdd: user.email,
      name: 'Ana Lee',
      credits: 1,
      userType: 'regular',
      provider: 'password',
    });
  });

  it('records later logins without granting again', async () => {
    const user = await createTestUser();
    await call(user, 'usersInfo', { name: 'Bo' });
    await api.deps.store.update(`users/${user.uid}`, { credits: 0 });
    api.deps.clock.advance(60_000);
    const again = await call(user, 'usersInfo', { name: 'Bo' });
    expect(again.body).toEqual({ created: false, credits: 0 });
    const record = await api.deps.store.get(`users/${user.uid}`);
    expect(record?.lastLogin).toBe(api.deps.clock.now().toISOString());
    expect(record?.createdAt).not.toBe(record?.lastLogin);
  });

  it('never takes identity from the body', async () => {
    const user = await createTestUser();
    const res = await call(user, 'usersInfo', {
      emailAdd: 'someone-else@example.com',
      name: 'X',
      emailVerified: true,
    });
    expect(res.status).toBe(200);
    const record = await api.deps.store.get(`users/${user.uid}`);
    expect(record).toMatchObject({ emailAdd: user.email, emailVerified: false });
  });

  it.each([
    [{ name: 42 }, /name/],
    [{ userType: 'educator' }, /userType/],
    [{ name: 'x'.repeat(121) }, /at most 120/],
  ])('answers 400 for %o', async (body, message) => {
    await expectRefusedBeforeAnyAccount(api, 'usersInfo', body, message);
  });
});

describe('names, info and verification', () => {
  it('getUserName falls back from the record to the token name to the email', async () => {
    const named = await createTestUser({ displayName: 'Token Name' });
    expect((await call(named, 'getUserName')).body).toEqual({ userName: 'Token Name' });
    await call(named, 'usersInfo', { name: 'Record Name' });
    expect((await call(named, 'getUserName')).body).toEqual({ userName: 'Record Name' });
    const plain = await createTestUser();
    expect((await call(plain, 'getUserName')).body).toEqual({ userName: plain.email });
  });

  it('getUserInfo describes a regular user', async () => {
    const user = await createTestUser();
    await call(user, 'usersInfo', {});
    expect((await call(user, 'getUserInfo')).body).toEqual({
      userType: 'regular',
      userRole: null,
      joinCode: null,
      organizationID: null,
      orgName: null,
    });
  });

  it('usersEmailVerificationInfo records what the token says, not the body', async () => {
    const unverified = await createTestUser();
    await call(unverified, 'usersInfo', {});
    expect((await call(unverified, 'usersEmailVerificationInfo', { emailVerified: true })).body).toEqual({
      emailVerified: false,
    });
    expect((await api.deps.store.get(`users/${unverified.uid}`))?.emailVerified).toBe(false);

    const verified = await createTestUser({ emailVerified: true });
    await call(verified, 'usersInfo', {});
    expect((await call(verified, 'usersEmailVerificationInfo', { emailVerified: true })).body).toEqual({
      emailVerified: true,
    });
    expect((await api.deps.store.get(`users/${verified.uid}`))?.emailVerified).toBe(true);
  });

  it('getLatestPaymentInfo is null before any purchase and refused while unverified', async () => {
    const verified = await createTestUser({ emailVerified: true });
    const res = await call(verified, 'getLatestPaymentInfo');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    const unverified = await createTestUser();
    expect((await call(unverified, 'getLatestPaymentInfo')).status).toBe(403);
  });
});
