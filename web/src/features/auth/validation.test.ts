import { describe, expect, it } from 'vitest';
import { educatorPayload, educatorProblem, type EducatorChoice } from './educatorPayload';
import { unmetRequirements } from './api/identity';
import { passwordPolicyMessage } from '../../lib/passwordRule';
import { fullName, normalizeJoinCode, signupProblem } from './validation';

describe('sign-up checks', () => {
  it('checks the password length (6) before the email pattern', () => {
    expect(signupProblem('12345', 'not-an-email')).toBe(
      'The password must contain a minimum of six characters.',
    );
    expect(signupProblem('123456', 'not-an-email')).toBe('Invalid email format.');
    expect(signupProblem('123456', 'a@b')).toBe('Invalid email format.');
    expect(signupProblem('123456', 'a b@c.d')).toBeNull(); // the simple pattern of spec §5
    expect(signupProblem('123456', 'sam@example.com')).toBeNull();
  });

  it('joins first and last name with a space', () => {
    expect(fullName(' Sam ', 'Rivera ')).toBe('Sam Rivera');
  });

  it('upper-cases and cuts join codes', () => {
    expect(normalizeJoinCode('ab3k9zq', 6)).toBe('AB3K9Z');
  });

  it('lists the unmet password-policy requirements', () => {
    const unmet = unmetRequirements({
      isValid: false,
      meetsMinPasswordLength: false,
      containsLowercaseLetter: true,
      containsUppercaseLetter: false,
      containsNumericCharacter: false,
      containsNonAlphanumericCharacter: false,
      passwordPolicy: { customStrengthOptions: { minPasswordLength: 10 } },
    } as never);
    expect(unmet).toEqual([
      'at least 10 characters',
      'an uppercase letter',
      'a number',
      'a special character (for example ! or #)',
    ]);
    expect(passwordPolicyMessage(unmet)).toBe(
      'The password does not meet the requirements. It needs at least 10 characters, an uppercase letter, a number and a special character (for example ! or #).',
    );
  });
});

describe('educator payload', () => {
  const base: EducatorChoice = {
    accountType: 'individual',
    organizationOption: 'create',
    schoolName: '',
    organizationName: '',
    joinCode: '',
  };

  it('names the blank required field', () => {
    expect(educatorProblem(base)?.message).toBe(
      'School/Childcare center name is required for individual educators',
    );
    expect(educatorProblem({ ...base, accountType: 'organization' })?.message).toBe(
      'Organization name is required',
    );
    expect(
      educatorProblem({ ...base, accountType: 'organization', organizationOption: 'join' })?.message,
    ).toBe('Join code is required');
    expect(educatorProblem({ ...base, schoolName: 'Maple' })).toBeNull();
  });

  it('gives joiners the member role and the others admin', () => {
    const join = educatorPayload(
      { ...base, accountType: 'organization', organizationOption: 'join', joinCode: 'ab3k9z' },
      'Ada Lee',
    );
    expect(join).toMatchObject({
      userRole: 'member',
      organizationInfo: { organizationName: null, joinCode: 'AB3K9Z' },
    });
    expect(educatorPayload({ ...base, schoolName: 'Maple' }, 'Ada Lee').userRole).toBe('admin');
  });
});
