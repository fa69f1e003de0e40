import { describe, expect, it } from 'vitest';
import { asUserRecord, displayNameOf, newUserRecord } from './userRecord.js';

const caller = {
  uid: 'u1',
  email: 'ana@example.com',
  emailVerified: false,
  name: 'Ana From Token',
  signInProvider: 'password',
};

describe('user record rules', () => {
  it('grants exactly the free story on a new record', () => {
    const record = newUserRecord(caller, 'Ana Lee', 'password', new Date('2026-01-02T03:04:05Z'));
    expect(record).toMatchObject({
      credits: 1,
      freeStoryGranted: true,
      userType: 'regular',
      name: 'Ana Lee',
      emailAdd: 'ana@example.com',
    });
    expect(record.createdAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('falls back name -> token name -> email -> Guest', () => {
    const record = asUserRecord({ name: 'Ana Lee', emailAdd: 'ana@example.com' });
    expect(displayNameOf(record, caller)).toBe('Ana Lee');
    expect(displayNameOf(asUserRecord({ emailAdd: 'ana@example.com' }), caller)).toBe('Ana From Token');
    expect(displayNameOf(null, { ...caller, name: null })).toBe('ana@example.com');
    expect(displayNameOf(null, { ...caller, name: null, email: null })).toBe('Guest');
  });

  it('reads damaged records safely', () => {
    expect(asUserRecord({ credits: -3, userType: 'admin', userRole: 'owner' })).toMatchObject({
      credits: 0,
      userType: 'regular',
    });
    expect(asUserRecord({ credits: 2.5 }).credits).toBe(0);
  });
});
