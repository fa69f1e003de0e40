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
  it('marks the free story on a new record (credits/ grants it)', () => {
    const record = newUserRecord(caller, 'Ana Lee', 'password', new Date('2026-01-02T03:04:05Z'));
    expect(record).toMatchObject({
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
    const record = asUserRecord({ userType: 'admin', userRole: 'owner' });
    expect(record.userType).toBe('regular');
    expect(record.userRole).toBeUndefined();
  });
});
