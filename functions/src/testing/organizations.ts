import type { Express } from 'express';
import { post } from './api.js';
import type { TestUser } from './authEmulator.js';

/** Helpers shared by the API tests of educators: POST /user/acceptEducatorAccount as the form sends it. */

/** `user`, named `name`, creates the organization `organizationName` and is its admin. */
export const createOrganization = (
  app: Express,
  user: TestUser,
  organizationName: string,
  name = 'Ada Admin',
) =>
  post(app, user, 'acceptEducatorAccount', {
    accountType: 'organization',
    userType: 'educator',
    userRole: 'admin',
    name,
    organizationInfo: { organizationOption: 'create', organizationName, joinCode: null },
  });

/** `user`, named `name`, joins the organization of `joinCode` as the role it claims (a joiner is a member). */
export const joinOrganization = (
  app: Express,
  user: TestUser,
  joinCode: string,
  name: string,
  userRole: 'member' | 'admin' = 'member',
) =>
  post(app, user, 'acceptEducatorAccount', {
    accountType: 'organization',
    userType: 'educator',
    userRole,
    name,
    organizationInfo: { organizationOption: 'join', organizationName: null, joinCode },
  });
