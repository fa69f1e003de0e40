import type { AcceptEducatorAccountRequest } from '@contract/accounts';

export type AccountType = 'individual' | 'organization';
export type OrganizationOption = 'create' | 'join';

export interface EducatorChoice {
  accountType: AccountType;
  organizationOption: OrganizationOption;
  schoolName: string;
  organizationName: string;
  joinCode: string;
}

export const SCHOOL_NAME_REQUIRED = 'School/Childcare center name is required for individual educators';
export const ORGANIZATION_NAME_REQUIRED = 'Organization name is required';
export const JOIN_CODE_REQUIRED = 'Join code is required';

export type EducatorField = 'schoolName' | 'organizationName' | 'joinCode';

/** The required organization field that is blank (spec part 1 §5), or null. */
export function educatorProblem(choice: EducatorChoice): { field: EducatorField; message: string } | null {
  if (choice.accountType === 'individual') {
    return choice.schoolName.trim() ? null : { field: 'schoolName', message: SCHOOL_NAME_REQUIRED };
  }
  if (choice.organizationOption === 'create') {
    return choice.organizationName.trim()
      ? null
      : { field: 'organizationName', message: ORGANIZATION_NAME_REQUIRED };
  }
  return choice.joinCode.trim() ? null : { field: 'joinCode', message: JOIN_CODE_REQUIRED };
}

/** The account-acceptance payload of spec part 1 §3. */
export function educatorPayload(choice: EducatorChoice, name: string): AcceptEducatorAccountRequest {
  if (choice.accountType === 'individual') {
    return {
      accountType: 'individual',
      userType: 'educator',
      userRole: 'admin',
      name,
      organizationInfo: { organizationName: choice.schoolName.trim(), isIndividual: true },
    };
  }
  if (choice.organizationOption === 'create') {
    return {
      accountType: 'organization',
      userType: 'educator',
      userRole: 'admin',
      name,
      organizationInfo: {
        organizationOption: 'create',
        organizationName: choice.organizationName.trim(),
        joinCode: null,
      },
    };
  }
  return {
    accountType: 'organization',
    userType: 'educator',
    userRole: 'member',
    name,
    organizationInfo: {
      organizationOption: 'join',
      organizationName: null,
      joinCode: choice.joinCode.trim().toUpperCase(),
    },
  };
}
