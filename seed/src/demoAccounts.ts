/** The demo people of the local stack. Passwords are for the emulator only. */
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  credits: number;
  /** One line for the start banner. */
  summary: string;
  /** An educator who runs this organization, with its shared balance (the classroom edition). */
  organization?: { id: string; name: string; joinCode: string; credits: number };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: 'demo-parent',
    email: 'parent@storysprout.test',
    password: 'sprout-parent',
    firstName: 'Maya',
    lastName: 'Rivera',
    emailVerified: true,
    // Two of them make the demo library's two finished books (demoBooks.ts): 5 are left.
    credits: 7,
    summary: 'verified parent, 5 credits, 2 finished books',
  },
  {
    uid: 'demo-unverified',
    email: 'new@storysprout.test',
    password: 'sprout-new',
    firstName: 'Sam',
    lastName: 'Okafor',
    emailVerified: false,
    credits: 1,
    summary: 'email not verified yet, 1 free credit',
  },
  {
    uid: 'demo-educator',
    email: 'teacher@storysprout.test',
    password: 'sprout-teacher',
    firstName: 'Priya',
    lastName: 'Shah',
    emailVerified: true,
    credits: 1,
    organization: { id: 'org_demo-sunflower', name: 'Sunflower Preschool', joinCode: 'SUNFLW', credits: 30 },
    summary: 'verified educator, admin of Sunflower Preschool (join code SUNFLW) with 30 classroom credits',
  },
];

export const displayName = (account: DemoAccount) => `${account.firstName} ${account.lastName}`;
